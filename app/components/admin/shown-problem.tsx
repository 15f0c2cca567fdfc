import { ErrorSummary } from "~/components/forms/error-summary";
import type { ShownForm } from "~/lib/forms/form-problem";

/** The error summary for a screen's forms, once a form has been shown again; nothing before. */
export function ShownProblem({
  shown,
  idPrefix,
  order = [],
  className,
}: {
  shown: ShownForm;
  idPrefix: string;
  /** The screen's field names in page order. */
  order?: readonly string[];
  className?: string;
}) {
  if (!shown) return null;
  const summary = (
    <ErrorSummary
      errors={shown.errors ?? {}}
      order={order}
      idPrefix={idPrefix}
      formError={shown.formError}
    />
  );
  return className ? <div className={className}>{summary}</div> : summary;
}
