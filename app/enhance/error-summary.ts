/**
 * Focuses the error summary of a page the server answered a form post with (GOV.UK's pattern),
 * as the form's own component would: the framework only runs once the page has loaded and the
 * browser is idle (ADR 036), and a summary left unfocused until then would not be read out, nor
 * be where the keyboard starts. Focus the visitor has already put somewhere is left there.
 */
export function focusServerErrorSummary(doc: Document): void {
  const focus = () => {
    const summary = doc.querySelector<HTMLElement>("[data-error-summary]");
    if (summary && (doc.activeElement === null || doc.activeElement === doc.body)) summary.focus();
  };
  // This script is async: it can run before the parser has reached the form.
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", focus, { once: true });
  else focus();
}
