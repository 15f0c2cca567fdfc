import type { PgSelect } from "drizzle-orm/pg-core";

/** Part of a long list: how many rows to show, after passing over how many. */
export interface Page {
  limit: number;
  offset: number;
}

/** Cuts one page from a whole, ordered list (a select made `.$dynamic()`). */
export function onePage<Query extends PgSelect>(query: Query, page: Page) {
  return query.limit(page.limit).offset(page.offset);
}

/** One page of a list and how many rows the whole list has, read side by side. */
export async function pageWithTotal<Query extends PgSelect>(
  query: Query,
  total: PromiseLike<number>,
  page: Page,
) {
  const [rows, all] = await Promise.all([onePage(query, page), total]);
  return { rows, total: all };
}
