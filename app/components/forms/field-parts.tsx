/** The ids a field's aria-describedby names: its hint and its error, when shown. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

/** Hint, then the error message, under a label (GOV.UK order). */
export function HintAndError({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="font-semibold text-error-700">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
    </>
  );
}
