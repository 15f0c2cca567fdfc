import type { AppLoadContext } from "react-router";
import { teamMemberFields } from "~/lib/admin/content-schemas";
import { type ContentForm, readContentSubmission } from "~/lib/admin/content-submission.server";
import type { UploadSubmission } from "~/lib/admin/upload-form.server";
import { slugify } from "~/lib/slug";
import type { FirmFacts } from "~/shared/firm/facts";
import type { z } from "~/shared/zod";

/** The bio's preview fills the firm tokens ("{shortName}") as the public page does. */
const memberForm = (facts: FirmFacts): ContentForm<z.output<typeof teamMemberFields>> => ({
  schema: teamMemberFields,
  previewField: "bio",
  tokensFrom: facts,
  picture: { field: "photo", purpose: "portrait", removeField: "removePhoto" },
  slugOf: (fields) => fields.slug || slugify(fields.name),
  noSlugMessage: "Enter an address: the name has no letters or numbers to make one",
});

/** Reads the team member form (new and edit): a response to give back, or input to save. */
export async function readMemberSubmission(context: AppLoadContext, upload: UploadSubmission) {
  const read = await readContentSubmission(
    context.services.content.images,
    upload,
    memberForm(await context.services.firm.facts()),
  );
  if (read.kind === "respond") return read;
  const { removePhoto, ...fields } = read.fields;
  return { kind: "ok" as const, input: { ...fields, slug: read.slug }, photo: read.picture };
}

export const memberSlugTaken = (takenBy: string) =>
  `That address is already used by ${takenBy}. Choose a different one`;
