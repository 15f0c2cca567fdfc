import { parseFields } from "~/shared/forms/parse-fields";
import { isCalendarDate } from "~/shared/time/parse";
import { z } from "~/shared/zod";
import { calculateSdlt, SdltDateError, type SdltResult } from "./calculate-sdlt";

const tick = z
  .string()
  .optional()
  .transform((v) => v === "yes");

const sdltFormSchema = z.object({
  price: z
    .string()
    .trim()
    .transform((raw, ctx) => {
      const cleaned = raw.replace(/[£,\s]/g, "");
      if (!cleaned) {
        ctx.addIssue({ code: "custom", message: "Enter the purchase price" });
        return z.NEVER;
      }
      if (!/^\d+(\.\d+)?$/.test(cleaned)) {
        ctx.addIssue({
          code: "custom",
          message: "Enter the purchase price as a number of pounds, like 295,000",
        });
        return z.NEVER;
      }
      const value = Math.floor(Number(cleaned));
      if (value > 50_000_000) {
        ctx.addIssue({ code: "custom", message: "Enter a purchase price of £50,000,000 or less" });
        return z.NEVER;
      }
      return value;
    }),
  completionDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the completion date as a date, like 2026-12-18")
    .refine(isCalendarDate, "Enter a real date between 2000 and 2100"),
  firstTimeBuyer: tick,
  additionalProperty: tick,
  nonResident: tick,
});

export interface SdltFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  result?: SdltResult;
}

/** The calculator's answers from the query string, and the tax once the price is given. */
export function sdltFromUrl(url: URL, today: string): SdltFormState {
  const values = { completionDate: today, ...Object.fromEntries(url.searchParams) };
  if (!url.searchParams.has("price")) return { values, errors: {} };
  const parsed = parseFields(sdltFormSchema, values);
  if (!parsed.ok) return { values, errors: parsed.errors };
  try {
    return { values, errors: {}, result: calculateSdlt(parsed.data) };
  } catch (err) {
    if (err instanceof SdltDateError) return { values, errors: { completionDate: err.message } };
    throw err;
  }
}

/**
 * What the result box says while there is no tax to show: what is missing or wrong, so a price
 * refused for its date is not answered with a request for the price.
 */
export function sdltResultPrompt(state: Pick<SdltFormState, "values" | "errors">): string {
  const priceGiven = (state.values.price ?? "").trim() !== "";
  if (state.errors.price && priceGiven) return "Correct the purchase price above to see the tax.";
  if (state.errors.completionDate && !state.errors.price)
    return "We cannot work out the tax for that completion date. Check the date above.";
  return "Enter the price to see the tax.";
}
