import { data } from "react-router";

/**
 * The one way a route answers "no such page": thrown by a loader or action, it is rendered as
 * the 404 page by the layout's boundary. The lint rule `lint/not-found.grit` refuses an inline 404 throw.
 */
export function notFound(): never {
  throw data(null, { status: 404 });
}
