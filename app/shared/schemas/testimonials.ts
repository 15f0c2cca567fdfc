import { practiceAreas } from "~/shared/firm/facts";
import { testimonialConsentMethods } from "~/shared/testimonials/consent-methods";
import { isCalendarDate } from "~/shared/time/parse";
import { z } from "~/shared/zod";
import { requiredLine, requiredText } from "./required-text";

/**
 * The testimonial form (/admin/testimonials). The limits are the database's checks (migration
 * 0016); the form takes today's London date, so "not in the future" is judged by the day the
 * form is sent (the injected clock), not a clock read inside the schema.
 */

export const TESTIMONIAL_QUOTE_MAX = 1200;
export const TESTIMONIAL_NAME_MAX = 80;
export const TESTIMONIAL_MATTER_MAX = 80;
export const TESTIMONIAL_EVIDENCE_MAX = 200;

const practiceAreaSlugs = practiceAreas.map((p) => p.slug);

/**
 * A date the form asks for: a real day, not after today. `what` names it in the messages
 * ("the date the client gave their words").
 */
const pastDate = (today: string, missing: string, future: string) =>
  z
    .string({ message: missing })
    .trim()
    .min(1, missing)
    .refine(isCalendarDate, "Enter a real date, like 2026-11-03")
    .refine((v) => !isCalendarDate(v) || v <= today, future);

const testimonialShape = (today: string) =>
  z.object({
    // The client's words exactly: only the ends are trimmed, and a browser's CRLF line
    // breaks stored as LF so the length is the one the database counts.
    quote: z
      .string({ message: "Enter the client's words" })
      .transform((v) => v.replace(/\r\n?/g, "\n").trim())
      .pipe(
        z
          .string()
          .min(1, "Enter the client's words")
          .max(
            TESTIMONIAL_QUOTE_MAX,
            `The words must be ${TESTIMONIAL_QUOTE_MAX.toLocaleString("en-GB")} characters or fewer`,
          ),
      ),
    displayName: requiredLine(
      TESTIMONIAL_NAME_MAX,
      "Enter the name the client chose to be shown",
      `The name must be ${TESTIMONIAL_NAME_MAX} characters or fewer`,
      "The name",
    ),
    matterType: requiredLine(
      TESTIMONIAL_MATTER_MAX,
      "Enter the type of matter, like Buying a first home",
      `The type of matter must be ${TESTIMONIAL_MATTER_MAX} characters or fewer`,
      "The type of matter",
    ),
    practiceArea: z
      .string()
      .trim()
      .refine(
        (v) => v === "" || (practiceAreaSlugs as readonly string[]).includes(v),
        "Choose a practice area from the list, or the home page only",
      )
      .transform((v) => (v === "" ? null : (v as (typeof practiceAreaSlugs)[number])))
      .prefault(""),
    givenOn: pastDate(
      today,
      "Enter the date the client gave their words",
      "The date the client gave their words can't be in the future",
    ),
    consentOn: pastDate(
      today,
      "Enter the date the client consented",
      "The consent date can't be in the future",
    ),
    consentMethod: z.enum(testimonialConsentMethods, {
      message: "Choose how the client gave consent",
    }),
    consentEvidence: requiredText(
      TESTIMONIAL_EVIDENCE_MAX,
      "Enter where the consent is kept, like the file reference",
      `Where the consent is kept must be ${TESTIMONIAL_EVIDENCE_MAX} characters or fewer`,
    ),
  });

/** Consent to publish words covers words already given: consent dated before them cannot. */
const consentAfterWords = {
  check: (t: { givenOn: string; consentOn: string }) => t.consentOn >= t.givenOn,
  issue: {
    path: ["consentOn"],
    message: "The consent date can't be before the date the client gave their words",
  },
};

export const testimonialFields = (today: string) =>
  testimonialShape(today).refine(consentAfterWords.check, consentAfterWords.issue);

/**
 * Adding a testimonial also asks staff to confirm that nothing was given for it, which keeps
 * the public line "We do not pay or reward anyone for a testimonial" true (DMCC Act 2024).
 */
export const newTestimonialFields = (today: string) =>
  testimonialShape(today)
    .extend({
      notRewarded: z.literal("yes", {
        message: "Confirm the client was not paid or rewarded for their words",
      }),
    })
    .refine(consentAfterWords.check, consentAfterWords.issue);
