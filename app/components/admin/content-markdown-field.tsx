import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { describedBy, HintAndError } from "~/components/forms/field-parts";
import type { FieldBinding } from "~/lib/forms/form-problem";

const PREVIEW_DELAY_MS = 400;

/**
 * A Markdown textarea with a preview beside it on a wide screen (below it on a narrower one).
 * An edit page passes the stored text's rendering, so the preview is there on opening. With
 * JavaScript the preview follows the typing (debounced, rendered and sanitised by the server,
 * so it is what readers will see); without, the form's "Preview" button shows the same thing
 * after a round trip (`previewHtml`).
 */
export function MarkdownField({
  idPrefix,
  name,
  label,
  hint,
  error,
  defaultValue,
  previewHtml,
  previewClassName = "",
  rows = 16,
}: FieldBinding & {
  label: string;
  hint?: string;
  /** The server's rendering of the text: the stored text's on opening, or a Preview post's. */
  previewHtml?: string;
  /** The public page's type for this text ("text-lg" for an article), so the preview matches. */
  previewClassName?: string;
  rows?: number;
}) {
  const id = `${idPrefix}-${name}`;
  const fetcher = useFetcher<{ html: string }>();
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { submit } = fetcher;

  useEffect(() => {
    if (text === null) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      submit({ markdown: text }, { method: "post", action: "/admin/markdown-preview" });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [text, submit]);

  // The form's "Preview" button posts the whole form; its answer lands in this panel, which may
  // be far up the page from the button. Take the reader there, so the press visibly does
  // something (issue 27). Without JavaScript the page reloads with the panel filled.
  const navigation = useNavigation();
  const previewing =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "preview";
  const wasPreviewing = useRef(false);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (previewing) {
      wasPreviewing.current = true;
      return;
    }
    if (navigation.state === "idle" && wasPreviewing.current) {
      wasPreviewing.current = false;
      panel.current?.scrollIntoView({ block: "start" });
      panel.current?.focus();
    }
  }, [previewing, navigation.state]);

  const html = fetcher.data?.html ?? previewHtml;
  const hintText = hint ?? "Use Markdown: ## for a heading, **bold**, - for a list, [text](link).";
  return (
    <div className={`mb-6 ${error ? "border-l-4 border-error-700 pl-4" : ""}`}>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <HintAndError id={id} hint={hintText} error={error} />
      <div className="mt-1 grid gap-4 xl:grid-cols-2">
        <textarea
          id={id}
          name={name}
          rows={rows}
          defaultValue={defaultValue}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hintText, error)}
          className={`block w-full rounded-md border-2 bg-white px-3 py-2 font-mono text-base ${
            error ? "border-error-700" : "border-ink"
          }`}
        />
        <section
          ref={panel}
          tabIndex={-1}
          aria-labelledby={`${id}-preview-heading`}
          aria-busy={fetcher.state !== "idle"}
          className="min-h-40 min-w-0 rounded-md border border-stone-300 bg-white p-4"
        >
          {/* A label, not a heading: the field sits at different heading depths on each page. */}
          <p id={`${id}-preview-heading`} className="font-semibold text-muted">
            {`Preview of the ${label.toLowerCase()}`}
          </p>
          {html ? (
            <div
              className={`prose-body mt-2 ${previewClassName}`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by renderMarkdown on the server
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <p className="mt-2 text-muted">
              {previewHtml !== undefined
                ? `There is nothing to preview yet: the ${label.toLowerCase()} is empty.`
                : "The preview appears here as you type, or when you choose “Preview”."}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
