import { data } from "react-router";

/** Thrown by a loader for an unknown slug; the public layout's boundary renders the 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
