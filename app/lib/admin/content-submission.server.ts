import { type AppLoadContext, data } from "react-router";
import { type Submission, showFormAgain, textOf } from "~/lib/forms/form-action.server";
import { renderMarkdown, renderStaffMarkdown } from "~/lib/markdown.server";
import type { FirmFacts } from "~/shared/firm/facts";
import { parseFields } from "~/shared/forms/parse-fields";
import type { ImagePurpose } from "~/shared/images";
import type { z } from "~/shared/zod";
import { versionField } from "./content-schemas";
import { checkImageUpload, type ImageProcessor } from "./image-upload.server";
import type { UploadSubmission } from "./upload-form.server";

/** Shown back with the form when nothing was saved: the Markdown's preview, the user's input. */
export interface ContentPreview {
  ok: true;
  preview: string;
  values: Record<string, string>;
}

/**
 * What happens to the stored picture when the form is saved: the type the articles service takes,
 * read through the load context as every loader reaches services (app/ never imports server/).
 */
export type PictureChange = Parameters<
  AppLoadContext["services"]["content"]["articles"]["create"]
>[2];

export const fileNotKept =
  "Choose the image again: files are not kept while the form has a problem";

/** How one content form (an article, a team member) is read. */
export interface ContentForm<T> {
  schema: z.ZodType<T>;
  /** The Markdown field the Preview button renders. */
  previewField: string;
  /** For a text whose firm tokens ({phone}) are filled when shown: the facts to fill them from. */
  tokensFrom?: FirmFacts;
  /** The file input, what the picture is for, and the "remove this picture" checkbox. */
  picture: { field: string; purpose: ImagePurpose; removeField: string };
  /** The address to save under: the one typed, or one made from the title or name. */
  slugOf: (fields: T) => string;
  /** When neither gives an address. */
  noSlugMessage: string;
  /** Checks that need more than one field or a look at the database: field → message. */
  check?: (fields: T, picture: PictureChange) => Promise<Record<string, string>>;
}

export type ContentSubmission<T> =
  | {
      kind: "respond";
      response: ReturnType<typeof data<ContentPreview>> | ReturnType<typeof showFormAgain>;
    }
  | { kind: "ok"; fields: T; slug: string; picture: PictureChange };

/**
 * Reads a content form (its new and edit pages share it): the fields, the picture upload and
 * the checks that need more than one field. Either a response to give back (the preview, or
 * the form with its problems) or input ready to save. Nothing is stored here.
 */
export async function readContentSubmission<T>(
  images: ImageProcessor,
  { submission, file }: UploadSubmission,
  form: ContentForm<T>,
): Promise<ContentSubmission<T>> {
  if (textOf(submission, "intent") === "preview") {
    const markdown = textOf(submission, form.previewField);
    const preview = form.tokensFrom
      ? renderStaffMarkdown(markdown, form.tokensFrom)
      : renderMarkdown(markdown);
    return {
      kind: "respond",
      response: data({ ok: true as const, preview, values: submission.shown }),
    };
  }
  const parsed = parseFields(form.schema, submission.fields);
  const errors = parsed.ok ? {} : { ...parsed.errors };
  const upload = await checkImageUpload(images, file, form.picture.purpose);
  if (upload.kind === "refused") errors[form.picture.field] = upload.message;
  const picture: PictureChange =
    upload.kind === "ok"
      ? { kind: "replace", image: upload.image }
      : textOf(submission, form.picture.removeField) === "yes"
        ? { kind: "remove" }
        : { kind: "keep" };

  let slug = "";
  if (parsed.ok) {
    slug = form.slugOf(parsed.data);
    if (!slug) errors.slug = form.noSlugMessage;
    Object.assign(errors, await form.check?.(parsed.data, picture));
  }
  if (!parsed.ok || Object.keys(errors).length > 0) {
    if (upload.kind === "ok") errors[form.picture.field] = fileNotKept;
    return { kind: "respond", response: showFormAgain(submission, { errors }) };
  }
  return { kind: "ok", fields: parsed.data, slug, picture };
}

/**
 * The version the editor loaded, posted with every edit form; undefined when it is missing or
 * mangled, which is answered like a concurrent edit (the page is out of date).
 */
export function loadedVersion(submission: Submission): number | undefined {
  const parsed = versionField.safeParse({ version: submission.form.get("version") });
  return parsed.success ? parsed.data.version : undefined;
}
