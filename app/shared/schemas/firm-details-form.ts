import { detailRules } from "~/shared/firm/detail-fields";
import {
  type FirmDetails,
  isRegisteredForm,
  type Office,
  type OfficeId,
} from "~/shared/firm/facts";
import { legalFormValues, registeredMissing } from "~/shared/firm/settings-schemas";
import { z } from "~/shared/zod";

/**
 * The firm details form on /admin/firm: one flat post (each field's message lands beside it),
 * read into the details document. Each office's fields are named "<office id>-<field>", so
 * both offices keep their ids whatever an admin renames them to.
 */
export const officeFields = [
  "name",
  "streetAddress",
  "locality",
  "town",
  "postcode",
  "mapUrl",
] as const;
type OfficeField = (typeof officeFields)[number];

export const officeFieldName = (id: OfficeId, field: OfficeField) => `${id}-${field}`;

const officeRule: Record<OfficeField, z.ZodType<string>> = {
  name: detailRules.officeName,
  streetAddress: detailRules.streetAddress,
  locality: detailRules.locality,
  town: detailRules.town,
  postcode: detailRules.postcode,
  mapUrl: detailRules.mapUrl,
};

/** The details an admin does not edit here travel from what is in force. */
type Kept = Pick<FirmDetails, "founded" | "region" | "offices">;

/** The form's schema, for the offices in force (their ids, in their order). */
export function firmDetailsForm(kept: Kept) {
  const officeShape = Object.fromEntries(
    kept.offices.flatMap((office) =>
      officeFields.map((field) => [officeFieldName(office.id, field), officeRule[field]]),
    ),
  );
  return z
    .object({
      name: detailRules.name,
      shortName: detailRules.shortName,
      phone: detailRules.phone,
      email: detailRules.email,
      sraNumber: detailRules.sraNumber,
      legalForm: z.enum(legalFormValues, { message: "Choose the firm's legal form" }),
      registeredName: detailRules.registeredName.optional().default(""),
      registeredNumber: detailRules.registeredNumber.optional().default(""),
      registeredOffice: detailRules.registeredOffice.optional().default(""),
      vatNumber: detailRules.vatNumber.optional().default(""),
      insurer: detailRules.insurer,
      insuranceCoverage: detailRules.insuranceCoverage,
      ...officeShape,
    })
    .superRefine((form, ctx) => {
      if (!isRegisteredForm(form.legalForm)) return;
      for (const field of ["registeredNumber", "registeredOffice"] as const) {
        if (!form[field]) {
          ctx.addIssue({ code: "custom", path: [field], message: registeredMissing[field] });
        }
      }
    })
    .transform((form): FirmDetails => {
      const fields = form as unknown as Record<string, string>;
      const registered = isRegisteredForm(form.legalForm);
      return {
        name: form.name,
        shortName: form.shortName,
        phone: form.phone,
        email: form.email,
        sraNumber: form.sraNumber,
        founded: kept.founded,
        region: kept.region,
        offices: kept.offices.map(
          (office): Office => ({
            id: office.id,
            name: fields[officeFieldName(office.id, "name")] ?? office.name,
            streetAddress: fields[officeFieldName(office.id, "streetAddress")] ?? "",
            locality: fields[officeFieldName(office.id, "locality")] ?? "",
            town: fields[officeFieldName(office.id, "town")] ?? "",
            postcode: fields[officeFieldName(office.id, "postcode")] ?? "",
            mapUrl: fields[officeFieldName(office.id, "mapUrl")] ?? "",
          }),
        ),
        legalForm: form.legalForm,
        // A partnership or a sole practitioner is on no register: nothing is kept to show.
        registeredName: (registered && form.registeredName) || null,
        registeredNumber: (registered && form.registeredNumber) || null,
        registeredOffice: (registered && form.registeredOffice) || null,
        vatNumber: form.vatNumber || null,
        insurer: form.insurer,
        insuranceCoverage: form.insuranceCoverage,
        // Saved by an admin: these are the firm's own values now.
        sample: false,
      };
    });
}

/** The form's fields as strings, from the details in force: what the screen opens with. */
export function firmDetailsFormValues(details: FirmDetails): Record<string, string> {
  return {
    name: details.name,
    shortName: details.shortName,
    phone: details.phone,
    email: details.email,
    sraNumber: details.sraNumber,
    legalForm: details.legalForm,
    registeredName: details.registeredName ?? "",
    registeredNumber: details.registeredNumber ?? "",
    registeredOffice: details.registeredOffice ?? "",
    vatNumber: details.vatNumber ?? "",
    insurer: details.insurer,
    insuranceCoverage: details.insuranceCoverage,
    ...Object.fromEntries(
      details.offices.flatMap((office) =>
        officeFields.map((field) => [officeFieldName(office.id, field), office[field]]),
      ),
    ),
  };
}

/** The fields in the order the page shows them, for the error summary. */
export function firmDetailsFieldOrder(offices: readonly Pick<Office, "id">[]): string[] {
  return [
    "name",
    "shortName",
    "legalForm",
    "registeredName",
    "registeredNumber",
    "registeredOffice",
    "sraNumber",
    "vatNumber",
    "insurer",
    "insuranceCoverage",
    "phone",
    "email",
    ...offices.flatMap((office) => officeFields.map((field) => officeFieldName(office.id, field))),
  ];
}
