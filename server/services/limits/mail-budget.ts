import type { Store } from "express-rate-limit";
import { type Clock, systemClock } from "../../clock";
import { createThrottle } from "./throttle";

const ONE_HOUR = 60 * 60 * 1000;

export type MailBudgetResult = { kind: "within" } | { kind: "spent"; retryAt: Date };

/** Who a mail a visitor can trigger is for: the recipient, and the account that asked, if any. */
export interface MailBudgetKey {
  to: string;
  accountId?: string;
}

/**
 * Mail that anyone can make the site send (a verification link, an e-mail change, "you already
 * have a consultation"): at most `perHour` an hour for each recipient and for each account, so
 * the firm's mail server is never a way to flood someone's inbox (issue 27 item 6). Both
 * counts are reserved before the mail is queued, so parallel requests cannot overtake them.
 */
export function createMailBudget(options: {
  newStore: () => Store;
  perHour: number;
  clock?: Clock;
  /**
   * Which budget: each kind of mail counts apart, so two quotes never use up the link a
   * registration needs ("links", the default; "acknowledgements" for enquiries and quotes).
   */
  name?: "links" | "acknowledgements";
}) {
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const throttleOf = (prefix: string) =>
    createThrottle({
      store: options.newStore(),
      prefix,
      limit: options.perHour,
      windowMs: ONE_HOUR,
      clock,
    });
  // The links budget keeps the prefixes it has always had, so counts already stored still hold.
  const prefix = options.name === "acknowledgements" ? "ack-" : "";
  const byRecipient = throttleOf(`${prefix}mail-to`);
  const byAccount = throttleOf(`${prefix}mail-account`);

  return {
    /** Counts one mail against the recipient's and the account's budgets, before it is sent. */
    async spend(key: MailBudgetKey): Promise<MailBudgetResult> {
      const counts = await Promise.all([
        byRecipient.hit(key.to.trim().toLowerCase()),
        key.accountId ? byAccount.hit(key.accountId) : undefined,
      ]);
      const over = counts.filter((c) => c?.limited);
      if (over.length === 0) return { kind: "within" };
      const wait = Math.max(...over.map((c) => c?.retryAfterSeconds ?? 0));
      return { kind: "spent", retryAt: new Date(now().getTime() + wait * 1000) };
    },
  };
}

export type MailBudget = ReturnType<typeof createMailBudget>;
