import { VAT_RATE } from "~/content/prices/types";

// Made on first use, not when the module loads: a page's first currency formatter costs
// 10-20 ms of a phone's main thread (ICU's data), and on the quote and stamp-duty pages that
// sat inside the one task that evaluates all the framework's modules (ADR 037).
let whole: Intl.NumberFormat | undefined;
let pence: Intl.NumberFormat | undefined;

/** "£1,095" for whole pounds, "£219.50" when there are pence. */
export function formatPounds(amount: number): string {
  if (Number.isInteger(amount)) {
    whole ??= new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      maximumFractionDigits: 0,
    });
    return whole.format(amount);
  }
  pence ??= new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
  return pence.format(amount);
}

/** VAT on a whole-pound amount, to the penny. */
export function vatOn(amount: number): number {
  return Math.round(amount * VAT_RATE * 100) / 100;
}

export function withVat(amount: number): number {
  return Math.round((amount + vatOn(amount)) * 100) / 100;
}

export function formatRange(amount: number | { from: number; to: number }): string {
  return typeof amount === "number"
    ? formatPounds(amount)
    : `${formatPounds(amount.from)} to ${formatPounds(amount.to)}`;
}
