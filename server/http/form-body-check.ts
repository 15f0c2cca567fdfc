/**
 * What a page's action may be sent: what a browser's form sends, a POST either urlencoded or
 * multipart (React Router would run an action for PUT, PATCH or DELETE too, and a sign-in
 * answered a PATCH). Anything else is refused here, before any action, with the site's page:
 * every action reads its body through request.formData(), which throws on the rest.
 */
export type BodyRefusal = { status: 400 } | { status: 405; allow: string } | { status: 415 };

/** The methods a page answers; the API (server/http/api/) has its own. */
export const pageMethods = "GET, HEAD, POST";

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export async function refusePageBody(
  method: string,
  contentType: string | undefined,
  body: Uint8Array<ArrayBuffer> | undefined,
): Promise<BodyRefusal | null> {
  if (method === "GET" || method === "HEAD") return null;
  if (method !== "POST") return { status: 405, allow: pageMethods };
  // An empty post (a bare button with no fields, curl -X POST) reads as an empty form.
  if (!body || body.length === 0) return null;
  const essence = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!formTypes.has(essence)) return { status: 415 };
  if (essence === "multipart/form-data" && !(await readsAsForm(contentType ?? "", body))) {
    return { status: 400 };
  }
  return null;
}

/**
 * Whether a multipart body parses: cut off, without its boundary, or garbage, the action's
 * request.formData() would throw. The body is already in memory within its limit
 * (body-limits.ts), so reading it once more here costs no more than the action's own read.
 */
async function readsAsForm(contentType: string, body: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}
