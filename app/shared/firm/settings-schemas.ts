import { z } from "~/shared/zod";
import { detailRules } from "./detail-fields";
import { type FirmDetails, isRegisteredForm, legalForms, type OfficeHours } from "./facts";

/**
 * What a stored firm_settings document must look like to be used. The admin screens validate
 * their forms into these shapes; the facts source parses every stored value with them again, so
 * a document written by an older release or by hand never reaches a page half-formed.
 */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time such as 09:00");

export const officeSchema = z.object({
  id: z.enum(["bramhall", "heaton-moor"]),
  name: detailRules.officeName,
  streetAddress: detailRules.streetAddress,
  locality: detailRules.locality,
  town: detailRules.town,
  postcode: detailRules.postcode,
  mapUrl: detailRules.mapUrl,
});

/** Absent is null in the stored document; "" never reaches a page. */
const optional = (rule: z.ZodType<string>) => z.union([z.null(), rule.transform((v) => v || null)]);

export const legalFormValues = legalForms.map((f) => f.value) as [
  (typeof legalForms)[number]["value"],
  ...(typeof legalForms)[number]["value"][],
];

export const firmDetailsSchema = z
  .object({
    name: detailRules.name,
    shortName: detailRules.shortName,
    phone: detailRules.phone,
    email: detailRules.email,
    sraNumber: detailRules.sraNumber,
    founded: z.number().int().min(1800).max(2100),
    region: z.string().trim().min(1).max(80),
    offices: z.array(officeSchema).min(1).max(4),
    legalForm: z.enum(legalFormValues),
    registeredName: optional(detailRules.registeredName),
    registeredNumber: optional(detailRules.registeredNumber),
    registeredOffice: optional(detailRules.registeredOffice),
    vatNumber: optional(detailRules.vatNumber),
    insurer: detailRules.insurer,
    insuranceCoverage: detailRules.insuranceCoverage,
    sample: z.boolean(),
  })
  .superRefine((details, ctx) => {
    if (!isRegisteredForm(details.legalForm)) return;
    for (const field of ["registeredNumber", "registeredOffice"] as const) {
      if (!details[field]) {
        ctx.addIssue({ code: "custom", path: [field], message: registeredMissing[field] });
      }
    }
  }) satisfies z.ZodType<FirmDetails>;

/** An LLP or a company must publish both (Companies Act 2006; the SRA Transparency Rules). */
export const registeredMissing = {
  registeredNumber: "Enter the Companies House number: an LLP or a company has one",
  registeredOffice: "Enter the registered office: an LLP or a company has one",
} as const;

export const officeHoursSchema = z.object({
  weekdays: z.object({ opens: clockTime, closes: clockTime }),
  saturdayRequests: z.object({ morning: clockTime, afternoon: clockTime }),
}) satisfies z.ZodType<OfficeHours>;
