import { type AppLoadContext, data } from "react-router";
import { articleFields } from "~/lib/admin/content-schemas";
import { type FormProblem, formProblem, formValues } from "~/lib/admin/form.server";
import { checkImageUpload } from "~/lib/admin/image-upload.server";
import type { AdminFormInput } from "~/lib/admin/upload-form.server";
import { fieldErrors } from "~/lib/forms/parse-fields";
import { renderMarkdown } from "~/lib/markdown.server";
import { slugify } from "~/lib/slug";
import type { ArticleInput, CoverChange } from "../../../../server/services/content/article-admin";

/** Shown back with the form when nothing was saved: the body's preview, the user's input. */
export interface ArticlePreview {
  ok: true;
  preview: string;
  values: Record<string, string>;
}

export const flatValues = (form: FormData) =>
  Object.fromEntries(
    Object.entries(formValues(form)).map(([k, v]) => [k, Array.isArray(v) ? v.join("\n") : v]),
  );

export const fileNotKept =
  "Choose the image again: files are not kept while the form has a problem";

/**
 * Reads the article form (new and edit share it): fields, the cover upload and the checks that
 * need more than one field. Either a response to give back (400, or the preview) or input ready
 * to save. Nothing is stored here.
 */
export async function readArticleSubmission(
  context: AppLoadContext,
  { form, file }: AdminFormInput,
  existing: { hasCover: boolean },
): Promise<
  | { kind: "respond"; response: ReturnType<typeof data<FormProblem | ArticlePreview>> }
  | { kind: "ok"; input: ArticleInput; cover: CoverChange }
> {
  if (form.get("intent") === "preview") {
    const body = String(form.get("body") ?? "");
    return {
      kind: "respond",
      response: data({
        ok: true as const,
        preview: renderMarkdown(body),
        values: flatValues(form),
      }),
    };
  }
  const parsed = articleFields.safeParse(formValues(form));
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const upload = await checkImageUpload(context, file, "cover");
  if (upload.kind === "refused") errors.cover = upload.message;

  let slug = "";
  if (parsed.success) {
    slug = parsed.data.slug || slugify(parsed.data.title);
    if (!slug) errors.slug = "Enter an address: the title has no letters or numbers to make one";
    if (parsed.data.authorId && !(await context.services.content.team.get(parsed.data.authorId))) {
      errors.authorId = "Choose an author from the list";
    }
    const willHaveCover =
      upload.kind === "ok" || (existing.hasCover && parsed.data.removeCover !== "yes");
    if (willHaveCover && !parsed.data.coverAlt) {
      errors.coverAlt = "Describe the cover image for people who cannot see it";
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    if (upload.kind === "ok") errors.cover = fileNotKept;
    return { kind: "respond", response: formProblem(form, "", 400, errors) };
  }
  const { removeCover, ...fields } = parsed.data;
  const cover: CoverChange =
    upload.kind === "ok"
      ? { kind: "replace", image: upload.image }
      : removeCover === "yes"
        ? { kind: "remove" }
        : { kind: "keep" };
  return { kind: "ok", input: { ...fields, slug }, cover };
}

/** The field message for an address another article already uses. */
export const slugTakenMessage = (takenBy: string) =>
  `That address is already used by “${takenBy}”. Choose a different one`;
