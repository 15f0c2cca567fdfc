/**
 * How long each e-mailed account link works. The services that issue the links and every mail
 * and page that tells people how long they have read these, so the words cannot drift from
 * what the database enforces.
 */

/** A new member of staff's set-password link: long enough to span a weekend's unread e-mail. */
export const PASSWORD_LINK_HOURS = 72;

/** A forgotten-password link: short, since whoever holds it can take the account. */
export const RESET_LINK_HOURS = 1;

/** An e-mail verification link: a day's unread mail; the account can ask for another. */
export const VERIFY_LINK_HOURS = 24;

const smallNumbers = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** "one hour", "two hours", "24 hours": numbers under ten in words, as the copy already had it. */
export function hoursInWords(hours: number): string {
  const count = Number.isInteger(hours) && hours > 0 && hours < 10 ? smallNumbers[hours] : hours;
  return `${count} ${hours === 1 ? "hour" : "hours"}`;
}
