import { formatPounds } from "~/shared/money";
import type { Amount } from "~/shared/quote/calculate-quote";

/** "£1,314" or "£180 to £300" when a third party sets the final figure. */
export function formatAmount(a: Amount): string {
  return a.min === a.max ? formatPounds(a.min) : `${formatPounds(a.min)} to ${formatPounds(a.max)}`;
}
