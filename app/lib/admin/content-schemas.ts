import { SLUG_MAX_LENGTH, slugPattern } from "~/lib/slug";
import { offices, practiceAreas } from "~/shared/firm/facts";
import { requiredLine, requiredText } from "~/shared/schemas/required-text";
import { z } from "~/shared/zod";

const practiceAreaSlugs = practiceAreas.map((p) => p.slug) as [string, ...string[]];
const officeIds = offices.map((o) => o.id) as [string, ...string[]];

/** Optional text: empty means "not set" (null in the database). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((v) => v || null);

/** Left empty, the address is made from the title or name by the action. */
const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX_LENGTH, `The address must be ${SLUG_MAX_LENGTH} characters or fewer`)
  .refine(
    (v) => v === "" || slugPattern.test(v),
    "The address can only use lower-case letters, numbers and single hyphens, like no-fault-divorce",
  );

export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

export const articleFields = z.object({
  title: requiredLine(
    150,
    "Enter a title",
    "The title must be 150 characters or fewer",
    "The title",
  ),
  slug: slugField,
  summary: requiredText(300, "Enter a summary", "The summary must be 300 characters or fewer"),
  body: requiredText(
    100_000,
    "Enter the article's text",
    "The article must be 100,000 characters or fewer",
  ),
  practiceArea: z.enum(practiceAreaSlugs, { message: "Choose a practice area" }),
  authorId: z
    .string()
    .trim()
    .refine((v) => v === "" || z.uuid().safeParse(v).success, "Choose an author from the list")
    .transform((v) => v || null),
  coverAlt: optionalText(250, "The description must be 250 characters or fewer"),
  seoTitle: optionalText(
    SEO_TITLE_MAX,
    `The SEO title must be ${SEO_TITLE_MAX} characters or fewer`,
  ),
  seoDescription: optionalText(
    SEO_DESCRIPTION_MAX,
    `The SEO description must be ${SEO_DESCRIPTION_MAX} characters or fewer`,
  ),
  removeCover: z.literal("yes").optional(),
});

/**
 * A portrait's focal point along one side: a whole per cent from 0 to 100, or empty (null) for
 * the automatic crop. Missing entirely (a form without the field) also means empty.
 */
const focusPercent = (direction: "across" | "down") =>
  z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => !v || (/^\d{1,3}$/.test(v) && Number(v) <= 100),
      `Enter how far ${direction} as a whole number from 0 to 100`,
    )
    .transform((v) => (v ? Number(v) : null));

/** A list field posted as repeated values, one value, or nothing at all. */
const manyValues = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

export const teamMemberFields = z
  .object({
    name: requiredLine(
      120,
      "Enter the person's name",
      "The name must be 120 characters or fewer",
      "The name",
    ),
    slug: slugField,
    role: requiredLine(
      150,
      "Enter their role, like Associate Solicitor",
      "The role must be 150 characters or fewer",
      "The role",
    ),
    qualifications: z
      .string()
      .max(3000, "Qualifications must be 3,000 characters or fewer")
      .transform((v) =>
        v
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    practiceAreas: manyValues.pipe(
      z
        .array(z.enum(practiceAreaSlugs, { message: "Choose practice areas from the list" }))
        .min(1, "Choose at least one practice area"),
    ),
    office: z.enum(officeIds, { message: "Choose an office" }),
    bio: requiredText(
      20_000,
      "Enter a biography",
      "The biography must be 20,000 characters or fewer",
    ),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "Enter an e-mail address")
      .pipe(z.email("Enter an e-mail address in the correct format, like name@example.com")),
    phone: z
      .string()
      .trim()
      .min(1, "Enter a direct phone number")
      .refine(
        (v) =>
          /^0[\d ]+$/.test(v) &&
          v.replace(/\s/g, "").length >= 10 &&
          v.replace(/\s/g, "").length <= 11,
        "Enter a UK phone number starting with 0, like 0161 496 0101",
      ),
    removePhoto: z.literal("yes").optional(),
    photoFocusX: focusPercent("across"),
    photoFocusY: focusPercent("down"),
  })
  // Both or neither: one number alone says nothing about where the crop should go.
  .superRefine((fields, ctx) => {
    const x: unknown = fields.photoFocusX;
    const y: unknown = fields.photoFocusY;
    // A side that is not a number at all already has its own message.
    if (typeof x === "string" || typeof y === "string" || (x === null) === (y === null)) return;
    ctx.addIssue({
      code: "custom",
      path: [x === null ? "photoFocusX" : "photoFocusY"],
      message: `Enter how far ${x === null ? "across" : "down"} too, or leave both empty for the automatic crop`,
    });
  });

export const versionField = z.object({
  version: z.coerce.number().int().positive(),
});
