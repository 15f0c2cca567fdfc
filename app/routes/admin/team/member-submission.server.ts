import { type AppLoadContext, data } from "react-router";
import { teamMemberFields } from "~/lib/admin/content-schemas";
import { type FormProblem, formProblem, formValues } from "~/lib/admin/form.server";
import { checkImageUpload } from "~/lib/admin/image-upload.server";
import type { AdminFormInput } from "~/lib/admin/upload-form.server";
import { fieldErrors } from "~/lib/forms/parse-fields";
import { renderMarkdown } from "~/lib/markdown.server";
import { slugify } from "~/lib/slug";
import type { PhotoChange, TeamMemberInput } from "../../../../server/services/content/team-admin";
import {
  type ArticlePreview,
  fileNotKept,
  flatValues,
} from "../insights/article-submission.server";

/** Reads the team member form (new and edit): a response to give back, or input to save. */
export async function readMemberSubmission(
  context: AppLoadContext,
  { form, file }: AdminFormInput,
): Promise<
  | { kind: "respond"; response: ReturnType<typeof data<FormProblem | ArticlePreview>> }
  | { kind: "ok"; input: TeamMemberInput; photo: PhotoChange }
> {
  if (form.get("intent") === "preview") {
    const bio = String(form.get("bio") ?? "");
    return {
      kind: "respond",
      response: data({ ok: true as const, preview: renderMarkdown(bio), values: flatValues(form) }),
    };
  }
  const parsed = teamMemberFields.safeParse(formValues(form));
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const upload = await checkImageUpload(context, file, "portrait");
  if (upload.kind === "refused") errors.photo = upload.message;
  let slug = "";
  if (parsed.success) {
    slug = parsed.data.slug || slugify(parsed.data.name);
    if (!slug) errors.slug = "Enter an address: the name has no letters or numbers to make one";
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    if (upload.kind === "ok") errors.photo = fileNotKept;
    return { kind: "respond", response: formProblem(form, "", 400, errors) };
  }
  const { removePhoto, ...fields } = parsed.data;
  const photo: PhotoChange =
    upload.kind === "ok"
      ? { kind: "replace", image: upload.image }
      : removePhoto === "yes"
        ? { kind: "remove" }
        : { kind: "keep" };
  return { kind: "ok", input: { ...fields, slug }, photo };
}

export const memberSlugTaken = (takenBy: string) =>
  `That address is already used by ${takenBy}. Choose a different one`;
