/** Rows per page on the enquiries, users, mail and audit screens. */
export const OFFICE_PAGE_SIZE = 25;

/** `?page=N` from the address, 1 when missing or nonsense. */
export function pageFrom(url: URL, pageSize = OFFICE_PAGE_SIZE) {
  const raw = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  return { page, limit: pageSize, offset: (page - 1) * pageSize };
}

/** The same address with other query values (a filter, a page), empty values dropped. */
export function withQuery(
  pathname: string,
  search: string,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  if (params.get("page") === "1") params.delete("page");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
