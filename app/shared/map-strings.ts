/**
 * The content with `change` applied to every string in it, however deeply nested in arrays and
 * plain objects; other values (numbers, dates, class instances) are left as they are. The one
 * walk behind every token filler (firm facts, prices), so they agree on what counts as copy.
 */
export function mapStrings<T>(content: T, change: (text: string) => string): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return change(value);
    if (Array.isArray(value)) return value.map(walk);
    if (
      value !== null &&
      typeof value === "object" &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk(content) as T;
}
