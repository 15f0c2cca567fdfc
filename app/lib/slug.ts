/** What a page address segment may look like; the database checks the same pattern. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const SLUG_MAX_LENGTH = 80;

/**
 * A readable address segment from a title or name: "Wills & Probate: Zoë's guide" →
 * "wills-and-probate-zoes-guide". Cut at a word boundary so it never ends mid-word.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, "");
}
