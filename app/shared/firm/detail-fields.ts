import { singleLine } from "~/shared/text/hidden-characters";
import { z } from "~/shared/zod";
import { isUkPhoneNumber } from "./contact-links";

/**
 * The rules for each of the firm's details, with the messages an admin reads beside the field.
 * The admin form (app/shared/schemas/firm-details-form.ts) and the stored document's schema
 * (settings-schemas.ts) both use them, so what the form accepts is what a page may show.
 */
const text = (max: number, missing: string, what: string) =>
  singleLine(
    z
      .string({ message: missing })
      .trim()
      .min(1, missing)
      .max(max, `${what} must be ${max} characters or fewer`),
    what,
  );

export const detailRules = {
  name: text(120, "Enter the firm's name", "The name"),
  shortName: text(60, "Enter the short name", "The short name"),
  phone: z
    .string({ message: "Enter the phone number" })
    .trim()
    .min(1, "Enter the phone number")
    .refine(isUkPhoneNumber, "Enter a UK phone number, like 0161 496 0000")
    // One space between groups, as people write it; the link is made from the digits.
    .transform((v) => v.replace(/\s+/g, " ")),
  email: z
    .string({ message: "Enter the e-mail address" })
    .trim()
    .min(1, "Enter the e-mail address")
    .max(200, "The e-mail address must be 200 characters or fewer")
    .pipe(z.email({ message: "Enter an e-mail address, like enquiries@example.com" })),
  sraNumber: z
    .string({ message: "Enter the SRA number" })
    .trim()
    .regex(/^\d{5,7}$/, "Enter the SRA number: 5 to 7 digits, like 558160"),
  registeredName: singleLine(
    z.string().trim().max(160, "The registered name must be 160 characters or fewer"),
    "The registered name",
  ),
  registeredNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => v === "" || /^([A-Z]{2}\d{6}|\d{8})$/.test(v),
      "Enter the Companies House number: 8 characters, like OC123456 or 01234567",
    ),
  registeredOffice: singleLine(
    z.string().trim().max(200, "The registered office must be 200 characters or fewer"),
    "The registered office",
  ),
  vatNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => v === "" || /^(GB ?)?\d{3} ?\d{4} ?\d{2}( ?\d{3})?$/.test(v),
      "Enter the VAT number, like GB 123 4567 89, or leave it empty",
    ),
  insurer: text(120, "Enter the professional indemnity insurer", "The insurer's name"),
  insuranceCoverage: text(
    120,
    "Enter where the insurance covers your work, like England and Wales",
    "The coverage",
  ),
  officeName: text(80, "Enter the office's name", "The office's name"),
  streetAddress: text(120, "Enter the street address", "The street address"),
  locality: text(60, "Enter the locality, like Bramhall", "The locality"),
  town: text(60, "Enter the town", "The town"),
  postcode: z
    .string({ message: "Enter the postcode" })
    .trim()
    .toUpperCase()
    .refine(
      (v) => /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.test(v),
      "Enter a UK postcode, like SK7 1QZ",
    )
    // "SK71QZ" is stored as "SK7 1QZ": the inward code is always the last three characters.
    .transform((v) => `${v.replace(" ", "").slice(0, -3)} ${v.replace(" ", "").slice(-3)}`),
  // The URL parser drops line breaks and tabs silently, so they are refused before it runs; what
  // is stored is the parser's own form of the address.
  mapUrl: singleLine(
    z
      .string({ message: "Enter the map link" })
      .trim()
      .max(300, "The map link must be 300 characters or fewer"),
    "The map link",
  )
    .pipe(z.url({ protocol: /^https$/, message: "Enter a map link starting https://" }))
    .transform((v) => new URL(v).href),
};
