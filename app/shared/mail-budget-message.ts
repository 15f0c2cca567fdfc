import { formatTime } from "~/shared/time/format";

/**
 * What a person is told when the hour's e-mails to them are spent (issue 27 item 6): calm, with
 * the time in London when they can ask again.
 */
export function mailBudgetMessage(retryAt: Date): string {
  return `We have sent you several e-mails in the last hour. Please check your inbox, or try again after ${formatTime(retryAt)}.`;
}
