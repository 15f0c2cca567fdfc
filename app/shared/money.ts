import { VAT_RATE } from "~/content/prices/types";

const whole = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});
const pence = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** "£1,095" for whole pounds, "£219.50" when there are pence. */
export function formatPounds(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : pence.format(amount);
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
