/** Where React Router asks which routes a page's links lead to (ADR 037). */
export const ROUTE_MANIFEST_PATH = "/__manifest";

/**
 * What the worker answers when a request found neither the network nor a cached copy.
 * - A page: the offline page, precached at install.
 * - React Router's route manifest: "load the document instead" in React Router's own words (a
 *   204 with X-Remix-Reload-Document). A link to a route the page has not yet learnt then
 *   becomes an ordinary page load, which this worker answers from its cache or with the
 *   offline page, instead of a failed fetch and an error screen.
 * - Anything else: a network error, as the browser would have given.
 */
export async function answerWhenUnreachable(
  request: Request,
  offlinePage: () => Promise<Response | undefined>,
): Promise<Response> {
  if (request.mode === "navigate") return (await offlinePage()) ?? Response.error();
  if (new URL(request.url).pathname === ROUTE_MANIFEST_PATH) {
    return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
  }
  return Response.error();
}
