import type { AppLoadContext } from "react-router";
import { articleFields } from "~/lib/admin/content-schemas";
import { type ContentForm, readContentSubmission } from "~/lib/admin/content-submission.server";
import type { UploadSubmission } from "~/lib/admin/upload-form.server";
import { slugify } from "~/lib/slug";
import type { FirmFacts } from "~/shared/firm/facts";
import type { z } from "~/shared/zod";

type ArticleFields = z.output<typeof articleFields>;

const articleForm = (
  context: AppLoadContext,
  existing: { hasCover: boolean },
  facts: FirmFacts,
): ContentForm<ArticleFields> => ({
  schema: articleFields,
  previewField: "body",
  tokensFrom: facts,
  picture: { field: "cover", purpose: "cover", removeField: "removeCover" },
  slugOf: (fields) => fields.slug || slugify(fields.title),
  noSlugMessage: "Enter an address: the title has no letters or numbers to make one",
  async check(fields, cover) {
    const errors: Record<string, string> = {};
    if (fields.authorId && !(await context.services.content.team.get(fields.authorId))) {
      errors.authorId = "Choose an author from the list";
    }
    const willHaveCover = cover.kind === "replace" || (existing.hasCover && cover.kind === "keep");
    if (willHaveCover && !fields.coverAlt) {
      errors.coverAlt = "Describe the cover image for people who cannot see it";
    }
    return errors;
  },
});

/**
 * Reads the article form (new and edit share it): either a response to give back (400, or the
 * preview) or input ready to save.
 */
export async function readArticleSubmission(
  context: AppLoadContext,
  upload: UploadSubmission,
  existing: { hasCover: boolean },
) {
  const read = await readContentSubmission(
    context.services.content.images,
    upload,
    articleForm(context, existing, await context.services.firm.facts()),
  );
  if (read.kind === "respond") return read;
  const { removeCover, ...fields } = read.fields;
  return { kind: "ok" as const, input: { ...fields, slug: read.slug }, cover: read.picture };
}

/** The field message for an address another article already uses. */
export const slugTakenMessage = (takenBy: string) =>
  `That address is already used by “${takenBy}”. Choose a different one`;
