import { notFound } from "~/lib/not-found";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id from the URL; anything that is not one is a page that does not exist. */
export function idParam(value: string | undefined): string {
  if (!value || !uuid.test(value)) notFound();
  return value;
}
