/**
 * Whether anyone has changed a form since the server rendered it: a field whose value, tick or
 * choice differs from its default (the browser's record of the HTML it was given).
 */
export function changedSinceRendered(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options);
      if (element.multiple) {
        if (options.some((o) => o.selected !== o.defaultSelected)) return true;
      } else {
        // With no option marked selected, the browser shows the first.
        const rendered = Math.max(
          0,
          options.findIndex((o) => o.defaultSelected),
        );
        if (element.selectedIndex !== rendered) return true;
      }
    }
  }
  return false;
}
