import { z } from "~/shared/zod";
import type { FirmDetails, OfficeHours } from "./facts";

/**
 * What a stored firm_settings document must look like to be used. The admin screens validate
 * their forms into these shapes; the facts source parses every stored value with them again, so
 * a document written by an older release or by hand never reaches a page half-formed.
 */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time such as 09:00");

const officeSchema = z.object({
  id: z.enum(["bramhall", "heaton-moor"]),
  name: z.string().trim().min(1).max(80),
  streetAddress: z.string().trim().min(1).max(120),
  locality: z.string().trim().min(1).max(60),
  town: z.string().trim().min(1).max(60),
  postcode: z.string().trim().min(1).max(10),
  mapUrl: z.url().max(300),
});

export const firmDetailsSchema = z.object({
  name: z.string().trim().min(1).max(120),
  shortName: z.string().trim().min(1).max(60),
  legalForm: z.string().trim().min(1).max(300),
  phone: z.string().trim().min(1).max(30),
  phoneHref: z.string().startsWith("tel:").max(40),
  email: z.email().max(200),
  emailHref: z.string().startsWith("mailto:").max(220),
  sraNumber: z.string().regex(/^\d{5,7}$/),
  founded: z.number().int().min(1800).max(2100),
  region: z.string().trim().min(1).max(80),
  offices: z.array(officeSchema).min(1).max(4),
}) satisfies z.ZodType<FirmDetails>;

export const officeHoursSchema = z.object({
  weekdays: z.object({ opens: clockTime, closes: clockTime }),
  saturdayRequests: z.object({ morning: clockTime, afternoon: clockTime }),
}) satisfies z.ZodType<OfficeHours>;
