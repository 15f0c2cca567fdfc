import { isCalendarDate, isInstantInRange } from "~/shared/time/parse";
import { z } from "~/shared/zod";

// The checks themselves, and the years a date may fall in, are app/shared/time/parse.ts.

/** A real calendar date (YYYY-MM-DD) within the product's years. */
export const calendarDate = (message: string) =>
  z.string({ message }).refine(isCalendarDate, { message });

/** An ISO 8601 instant with its offset, within the product's years, as a Date. */
export const instant = (message: string) =>
  z.iso
    .datetime({ offset: true, message })
    .refine(isInstantInRange, { message })
    .transform((value) => new Date(value));
