import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SiteForm } from "~/components/forms/site-form";
import { bindFields, type FieldBinding, type ShownForm } from "~/lib/forms/form-problem";
import { SaveButton } from "./content-save-button";

/** What the article and team member forms are drawn from, on their new and edit pages. */
export interface ContentFormProps {
  /** The post shown again: a refused save (with its problems) or a preview. */
  shown?: ShownForm;
  /** What is stored, when editing: each field's value until the form is posted. */
  stored?: Record<string, string>;
  /** The Markdown preview a no-JavaScript "Preview" round trip brought back. */
  previewHtml?: string;
  /** Present when editing: the version the editor loaded. */
  version?: number;
  submitLabel: string;
}

/**
 * What the admin's content forms (articles, team members, accreditations, review scores) share:
 * a form that starts afresh after each save, the error summary, the version the editor loaded
 * (for the concurrent-edit check), and the Save button, with Preview beside it for a form that
 * has Markdown. Its fields are drawn by `children`, given each field's binding.
 */
export function ContentFormFrame(
  props: ContentFormProps & {
    /** The form's accessible name: "Article", "Team member". */
    label: string;
    idPrefix: string;
    fieldOrder: readonly string[];
    /** The Preview button's label, for a form with Markdown; without it, no Preview. */
    previewLabel?: string;
    /** Multipart, for a form with an upload (the default); false posts plain fields. */
    multipart?: boolean;
    className?: string;
    /** The fields, bound to what is shown again or stored. */
    children: (field: (name: string) => FieldBinding) => ReactNode;
  },
) {
  const field = bindFields(props.idPrefix, props.shown, props.stored);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <SiteForm
      // A new version (after a save) starts the form afresh from what was stored, such as
      // the address made from the title; a refused save keeps what the person typed.
      key={props.version ?? "new"}
      method="post"
      encType={props.multipart === false ? undefined : "multipart/form-data"}
      noValidate
      aria-label={props.label}
      className={props.className}
    >
      <ErrorSummary
        errors={props.shown?.errors ?? {}}
        order={props.fieldOrder}
        idPrefix={props.idPrefix}
        formError={props.shown?.formError || undefined}
      />
      {props.version !== undefined && <input type="hidden" name="version" value={props.version} />}
      {props.children(field)}
      <div className="flex flex-wrap items-center gap-4">
        <SaveButton busy={busy}>{props.submitLabel}</SaveButton>
        {props.previewLabel && (
          <button
            type="submit"
            name="intent"
            value="preview"
            className="min-h-12 rounded-md border-2 border-navy-900 px-5 py-2 font-semibold text-navy-900"
          >
            {props.previewLabel}
          </button>
        )}
      </div>
    </SiteForm>
  );
}
