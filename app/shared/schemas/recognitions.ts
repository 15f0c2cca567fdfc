import { EARLIEST_SINCE_YEAR, isNotAfter, readSince, sinceYear } from "~/shared/recognitions/since";
import { isCalendarDate } from "~/shared/time/parse";
import { z } from "~/shared/zod";
import { requiredLine } from "./required-text";

/**
 * The accreditation and review score forms (/admin/recognitions). Each takes today's London
 * date, so "not in the future" is checked against the day the form is sent, not a clock read
 * inside the schema.
 */

export const ACCREDITATION_NAME_MAX = 120;
export const REVIEW_SOURCE_MAX = 80;
const LINK_MAX = 2000;

/** The largest review count the database holds is far past any firm's; this keeps it an int. */
const REVIEW_COUNT_MAX = 10_000_000;

/**
 * A link to another site, safe to put on the firm's pages: https only (an http page would be
 * downgraded and marked "not secure"), a real host name, and no user name or password in it.
 */
export function isHttpsLink(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === "https:" &&
    url.hostname.includes(".") &&
    url.username === "" &&
    url.password === ""
  );
}

/** Optional; empty or left out is "no link" (null). Stored as the browser would write it. */
const httpsLinkField = z
  .string()
  .trim()
  .max(LINK_MAX, `The link must be ${LINK_MAX.toLocaleString("en-GB")} characters or fewer`)
  .refine(
    (v) => v === "" || isHttpsLink(v),
    "Enter a full link that starts with https://, like https://www.example.com/reviews",
  )
  .transform((v) => (v ? new URL(v).href : null))
  .prefault("");

const sinceField = (today: string) =>
  z
    .string()
    .trim()
    .max(20, "Enter a year, like 2019, or a date, like 14/05/2019")
    .transform((v, ctx) => {
      if (v === "") return null;
      const since = readSince(v);
      if (!since) {
        ctx.addIssue({
          code: "custom",
          message: "Enter a year, like 2019, or a date, like 14/05/2019",
        });
        return z.NEVER;
      }
      if (Number(sinceYear(since)) < EARLIEST_SINCE_YEAR) {
        ctx.addIssue({
          code: "custom",
          message: `Enter a year from ${EARLIEST_SINCE_YEAR} onwards`,
        });
        return z.NEVER;
      }
      if (!isNotAfter(since, today)) {
        ctx.addIssue({ code: "custom", message: "The date can't be in the future" });
        return z.NEVER;
      }
      return since;
    })
    .prefault("");

export const accreditationFields = (today: string) =>
  z.object({
    name: requiredLine(
      ACCREDITATION_NAME_MAX,
      "Enter the accreditation's name",
      `The name must be ${ACCREDITATION_NAME_MAX} characters or fewer`,
      "The name",
    ),
    link: httpsLinkField,
    since: sinceField(today),
  });

const ratingMessage = "Enter a rating from 0 to 5 with at most one decimal place, like 4.8";
const countMessage = "Enter the number of reviews as a whole number, like 127";

export const reviewScoreFields = (today: string) =>
  z.object({
    source: requiredLine(
      REVIEW_SOURCE_MAX,
      "Enter where the reviews are, like Google or Trustpilot",
      `The source must be ${REVIEW_SOURCE_MAX} characters or fewer`,
      "The source",
    ),
    rating: z
      .string({ message: "Enter the rating, like 4.8" })
      .trim()
      .min(1, "Enter the rating, like 4.8")
      .refine((v) => /^\d(\.\d)?$/.test(v) && Number(v) <= 5, ratingMessage)
      .transform(Number),
    reviewCount: z
      .string({ message: "Enter the number of reviews" })
      .trim()
      .min(1, "Enter the number of reviews")
      // "1,234" and "1 234" are how people write a count; the digits are what counts.
      .transform((v) => v.replace(/[,\s]/g, ""))
      .refine((v) => /^\d{1,8}$/.test(v) && Number(v) <= REVIEW_COUNT_MAX, countMessage)
      .transform(Number),
    link: httpsLinkField,
    checkedOn: z
      .string({ message: "Enter the date you checked the score" })
      .trim()
      .min(1, "Enter the date you checked the score")
      .refine(isCalendarDate, "Enter a real date, like 2026-11-03")
      .refine(
        (v) => !isCalendarDate(v) || v <= today,
        "The date you checked can't be in the future",
      ),
  });
