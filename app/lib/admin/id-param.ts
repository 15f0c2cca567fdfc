import { notFound } from "~/lib/not-found";
import { isUuid } from "~/shared/uuid";

/** A record id from the URL; anything that is not one is a page that does not exist. */
export function idParam(value: string | undefined): string {
  if (!isUuid(value)) notFound();
  return value;
}

/** The record a page is about, or the page does not exist. */
export function found<T>(record: T | null | undefined): T {
  if (record === null || record === undefined) notFound();
  return record;
}
