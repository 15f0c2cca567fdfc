import { SelectField, TextareaField } from "~/components/forms/choice-fields";
import { TextField } from "~/components/forms/text-field";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/lib/admin/content-schemas";
import { practiceAreas } from "~/shared/firm/facts";
import type { PictureData } from "~/shared/images";
import { ContentFormFrame, type ContentFormProps } from "./content-form-frame";
import { ImageField } from "./content-image-field";
import { MarkdownField } from "./content-markdown-field";
import { SlugField } from "./content-slug-field";

/** The article form's name, its fields' ids and order (for the error summary), its preview. */
const articleFrame = {
  label: "Article",
  idPrefix: "article",
  previewLabel: "Preview",
  fieldOrder: [
    "title",
    "slug",
    "summary",
    "body",
    "practiceArea",
    "authorId",
    "cover",
    "coverAlt",
    "seoTitle",
    "seoDescription",
  ],
} as const;

const areaOptions = practiceAreas.map((a) => ({ value: a.slug, label: a.name }));

/**
 * The article's content. Publishing is separate (the edit page's "Publishing" panel), so saving
 * a published article's corrections never changes when it went out.
 */
export function ArticleForm(
  props: ContentFormProps & {
    authors: ReadonlyArray<{ id: string; name: string }>;
    cover: PictureData | null;
  },
) {
  return (
    <ContentFormFrame {...props} {...articleFrame}>
      {(field) => (
        <>
          <TextField {...field("title")} label="Title" className="max-w-2xl" />
          <SlugField
            {...field("slug")}
            hint="The last part of /insights/…: lower-case letters, numbers and hyphens. Leave empty to make it from the title. If you change the address of a published article, the old one keeps working."
          />
          <TextareaField
            {...field("summary")}
            label="Summary"
            hint="One or two sentences for the list of articles. Up to 300 characters."
            rows={3}
          />
          <MarkdownField
            {...field("body")}
            label="Article text"
            hint="Markdown. Write {phone}, {email} or {firmName} for the firm's phone number, e-mail address or name: the page shows what is saved on the firm details screen, so it stays right when they change."
            previewHtml={props.previewHtml}
            previewClassName="text-lg"
          />
          <SelectField {...field("practiceArea")} label="Practice area" options={areaOptions} />
          <SelectField
            {...field("authorId")}
            label="Author (optional)"
            hint="A member of the team; their page is linked from the article."
            options={props.authors.map((a) => ({ value: a.id, label: a.name }))}
          />
          <ImageField
            {...field("cover")}
            label="Cover image (optional)"
            hint="A JPEG, PNG, WebP or AVIF image up to 5 MB, ideally at least 1280 pixels wide."
            current={props.cover}
            currentAlt={field("coverAlt").defaultValue}
            removeName="removeCover"
            removeLabel="Remove this cover image"
          />
          <TextField
            {...field("coverAlt")}
            label="Cover image description"
            hint="Needed with a cover: what the picture shows, for people who cannot see it."
            className="max-w-2xl"
          />
          <TextField
            {...field("seoTitle")}
            label="Title for search engines (optional)"
            hint={`Up to ${SEO_TITLE_MAX} characters; about 60 show in full in search results. Leave empty to use the title.`}
            maxLength={SEO_TITLE_MAX}
            className="max-w-2xl"
          />
          <TextareaField
            {...field("seoDescription")}
            label="Description for search engines (optional)"
            hint={`Up to ${SEO_DESCRIPTION_MAX} characters. Leave empty to use the summary.`}
            maxLength={SEO_DESCRIPTION_MAX}
            rows={2}
          />
        </>
      )}
    </ContentFormFrame>
  );
}
