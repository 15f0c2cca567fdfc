import { useEffect, useRef, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

export type FieldErrors = Partial<Record<string, string>>;

/**
 * GOV.UK error summary: at the top of the form, focused when it appears, each message a link
 * to its field. `order` lists field names in the order they appear on the page.
 *
 * A summary the server rendered (a form posted before or without the framework) is focused on
 * load by the enhancement script (app/enhance/error-summary.ts); the framework hydrates later
 * (after the page's load, ADR 036) and then leaves the focus wherever the visitor has put it.
 */
export function ErrorSummary({
  errors,
  order,
  idPrefix,
  formError,
}: {
  errors: FieldErrors;
  order: readonly string[];
  idPrefix: string;
  /** A problem with the whole form rather than one field. */
  formError?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = order.flatMap((field) =>
    errors[field] ? [[field, errors[field]] as const] : [],
  );
  const visible = entries.length > 0 || Boolean(formError);
  const signature = `${formError ?? ""}|${entries.map(([f, m]) => `${f}:${m}`).join("|")}`;

  // False while hydrating the server's HTML, true for anything rendered in the browser.
  const renderedHere = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again whenever the set of errors changes
  useEffect(() => {
    if (!visible) return;
    const visitorHasMovedOn = !renderedHere && document.activeElement !== document.body;
    if (!visitorHasMovedOn) ref.current?.focus();
  }, [visible, signature]);

  if (!visible) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-error-summary=""
      aria-labelledby={`${idPrefix}-error-summary-title`}
      className="mb-6 rounded-md border-4 border-error-700 bg-white p-5"
    >
      <h2
        id={`${idPrefix}-error-summary-title`}
        className="font-sans text-xl font-semibold text-ink"
      >
        There is a problem
      </h2>
      {formError && <p className="mt-2">{formError}</p>}
      {entries.length > 0 && (
        <ul className="mt-3 space-y-1">
          {entries.map(([field, message]) => (
            <li key={field}>
              <a href={`#${idPrefix}-${field}`} className="font-semibold text-error-700">
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
