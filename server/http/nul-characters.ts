/**
 * PostgreSQL text cannot hold U+0000, so a NUL that reaches a query fails it (a 500). No person
 * types one; requests carrying one are refused at the boundary (issue 27, found by the fuzz
 * suite): pages in react-router-handler.ts and app/lib/forms, the API in api/index.ts.
 */
export function addressHasNul(url: string): boolean {
  return /%00/i.test(url) || url.includes("\u0000");
}

/** Whether a parsed JSON body holds a NUL in any string, key or value, at any depth. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).some(
      ([key, inner]) => key.includes("\u0000") || containsNul(inner),
    );
  }
  return false;
}
