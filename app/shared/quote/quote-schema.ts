import { emailField } from "~/shared/schemas/person";
import { z } from "~/shared/zod";

const transactionTypes = ["purchase", "sale", "sale-and-purchase", "remortgage"] as const;
export type TransactionType = (typeof transactionTypes)[number];

const MAX_PRICE = 50_000_000;

/** "£295,000", "295000" or "295k" all mean 295000; anything else is a clear error. */
const price = (label: string) =>
  z
    .string()
    .trim()
    .transform((raw, ctx) => {
      const cleaned = raw.replace(/[£,\s]/g, "").toLowerCase();
      const match = /^(\d+(?:\.\d+)?)(k|m)?$/.exec(cleaned);
      if (!cleaned) {
        ctx.addIssue({ code: "custom", message: `Enter the ${label}` });
        return z.NEVER;
      }
      if (!match) {
        ctx.addIssue({
          code: "custom",
          message: `Enter the ${label} as a number of pounds, like 295,000`,
        });
        return z.NEVER;
      }
      const multiplier = match[2] === "k" ? 1_000 : match[2] === "m" ? 1_000_000 : 1;
      const value = Math.round(Number(match[1]) * multiplier);
      if (value < 1_000 || value > MAX_PRICE) {
        ctx.addIssue({
          code: "custom",
          message: `Enter a ${label} between £1,000 and £50,000,000`,
        });
        return z.NEVER;
      }
      return value;
    });

const tick = z
  .union([z.literal("yes"), z.literal("on"), z.literal("true"), z.boolean()])
  .optional()
  .transform((v) => v === true || v === "yes" || v === "on" || v === "true");

const tenure = z
  .enum(["freehold", "leasehold"], { message: "Choose freehold or leasehold" })
  .default("freehold");

/** What a purchase is asked, alone or with a sale. */
const purchaseAnswers = {
  purchasePrice: price("purchase price"),
  tenure,
  newBuild: tick,
  mortgage: tick,
  firstTimeBuyer: tick,
  additionalProperty: tick,
  nonResident: tick,
};

export const quoteSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("purchase"), ...purchaseAnswers }),
    z.object({ type: z.literal("sale"), salePrice: price("sale price"), tenure }),
    z.object({
      type: z.literal("sale-and-purchase"),
      salePrice: price("sale price"),
      saleTenure: tenure,
      ...purchaseAnswers,
    }),
    z.object({ type: z.literal("remortgage"), propertyValue: price("property value"), tenure }),
  ],
  { message: "Choose what you are doing" },
);

export type QuoteInput = z.output<typeof quoteSchema>;

/** "E-mail me this quote": the address; the answers travel with it and parse as above. */
export const quoteEmailSchema = z.object({ email: emailField });
