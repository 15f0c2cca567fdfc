import { SelectField, TextareaField } from "~/components/forms/choice-fields";
import { TextField } from "~/components/forms/text-field";
import { practiceAreas } from "~/config/firm";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/lib/admin/content-schemas";
import type { PictureData } from "~/lib/images";
import { ContentFormFrame } from "./content-form-frame";
import { ImageField } from "./content-image-field";
import { MarkdownField } from "./content-markdown-field";

export const articleFieldOrder = [
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
] as const;

export interface ArticleFormProps {
  values: Record<string, string>;
  errors?: Record<string, string>;
  formError?: string;
  previewHtml?: string;
  authors: ReadonlyArray<{ id: string; name: string }>;
  cover: PictureData | null;
  /** Present when editing: the version the editor loaded. */
  version?: number;
  submitLabel: string;
}

/**
 * The article's content. Publishing is separate (the edit page's "Publishing" panel), so saving
 * a published article's corrections never changes when it went out.
 */
export function ArticleForm(props: ArticleFormProps) {
  const { values, errors = {} } = props;
  const p = "article";
  return (
    <ContentFormFrame
      label="Article"
      idPrefix={p}
      fieldOrder={articleFieldOrder}
      errors={errors}
      formError={props.formError}
      version={props.version}
      submitLabel={props.submitLabel}
      previewLabel="Preview"
    >
      <TextField
        idPrefix={p}
        name="title"
        label="Title"
        error={errors.title}
        defaultValue={values.title}
        className="max-w-2xl"
      />
      <TextField
        idPrefix={p}
        name="slug"
        label="Web address"
        hint="The last part of /insights/…: lower-case letters, numbers and hyphens. Leave empty to make it from the title. If you change the address of a published article, the old one keeps working."
        error={errors.slug}
        defaultValue={values.slug}
        spellCheck={false}
        autoCapitalize="none"
      />
      <TextareaField
        idPrefix={p}
        name="summary"
        label="Summary"
        hint="One or two sentences for the list of articles. Up to 300 characters."
        error={errors.summary}
        defaultValue={values.summary}
        rows={3}
      />
      <MarkdownField
        idPrefix={p}
        name="body"
        label="Article text"
        error={errors.body}
        defaultValue={values.body ?? ""}
        previewHtml={props.previewHtml}
      />
      <SelectField
        idPrefix={p}
        name="practiceArea"
        label="Practice area"
        error={errors.practiceArea}
        defaultValue={values.practiceArea}
        options={practiceAreas.map((a) => ({ value: a.slug, label: a.name }))}
      />
      <SelectField
        idPrefix={p}
        name="authorId"
        label="Author (optional)"
        hint="A member of the team; their page is linked from the article."
        error={errors.authorId}
        defaultValue={values.authorId}
        options={props.authors.map((a) => ({ value: a.id, label: a.name }))}
      />
      <ImageField
        idPrefix={p}
        name="cover"
        label="Cover image (optional)"
        hint="A JPEG, PNG, WebP or AVIF image up to 5 MB, ideally at least 1280 pixels wide."
        error={errors.cover}
        current={props.cover}
        currentAlt={values.coverAlt ?? ""}
        removeName="removeCover"
        removeLabel="Remove this cover image"
      />
      <TextField
        idPrefix={p}
        name="coverAlt"
        label="Cover image description"
        hint="Needed with a cover: what the picture shows, for people who cannot see it."
        error={errors.coverAlt}
        defaultValue={values.coverAlt}
        className="max-w-2xl"
      />
      <TextField
        idPrefix={p}
        name="seoTitle"
        label="Title for search engines (optional)"
        hint={`Up to ${SEO_TITLE_MAX} characters; about 60 show in full in search results. Leave empty to use the title.`}
        error={errors.seoTitle}
        defaultValue={values.seoTitle}
        maxLength={SEO_TITLE_MAX}
        className="max-w-2xl"
      />
      <TextareaField
        idPrefix={p}
        name="seoDescription"
        label="Description for search engines (optional)"
        hint={`Up to ${SEO_DESCRIPTION_MAX} characters. Leave empty to use the summary.`}
        error={errors.seoDescription}
        defaultValue={values.seoDescription}
        maxLength={SEO_DESCRIPTION_MAX}
        rows={2}
      />
    </ContentFormFrame>
  );
}
