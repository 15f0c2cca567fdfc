const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** For every value a person typed that goes into an e-mail's HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}
