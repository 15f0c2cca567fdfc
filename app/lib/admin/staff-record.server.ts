import type { AppLoadContext } from "react-router";
import { requireStaff } from "~/lib/auth/require-user.server";
import { notFound } from "~/lib/not-found";
import { found, idParam } from "./id-param";

type Actor = { id: string; name: string };

/**
 * The record a staff screen's address names: staff only, then the id checked and the record
 * fetched; a mangled id or a record that is not there is the 404 page.
 */
export async function staffRecord<T>(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
  get: (id: string) => Promise<T | null | undefined>,
): Promise<T> {
  requireStaff(request, context);
  return found(await get(idParam(id)));
}

/** A screen with nothing to load, such as an empty "add" form: staff only. */
export function staffOnly({ request, context }: { request: Request; context: AppLoadContext }) {
  requireStaff(request, context);
  return null;
}

/** Who is making a change: staff only, named as the services' audit log names them. */
export function staffActor(request: Request, context: AppLoadContext): Actor {
  const user = requireStaff(request, context);
  return { id: user.id, name: user.name };
}

/** Who is changing which record: staff only, then the id the address names (or the 404 page). */
export function staffChange(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
): { actor: Actor; id: string } {
  return { actor: staffActor(request, context), id: idParam(id) };
}

/**
 * A delete screen's post: staff only, the record the address names removed in the staff
 * member's name. Anything but "done" (gone already, never there) is the 404 page.
 */
export async function removeAsStaff<Result extends { kind: string }>(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
  remove: (actor: Actor, id: string) => Promise<Result>,
): Promise<Extract<Result, { kind: "done" }>> {
  const change = staffChange(request, context, id);
  const result = await remove(change.actor, change.id);
  if (result.kind !== "done") notFound();
  // notFound() throws; TypeScript cannot narrow a generic union by its kind itself.
  return result as Extract<Result, { kind: "done" }>;
}
