import { notFound } from "~/lib/not-found";
import { isUuid } from "~/lib/uuid";

/** A record id from the URL; anything that is not one is a page that does not exist. */
export function idParam(value: string | undefined): string {
  if (!isUuid(value)) notFound();
  return value;
}
