import type { Express } from "express";
import request from "supertest";
import { HOST, ORIGIN, postPageForm } from "./accounts";

/** A signed-in page form post (application/x-www-form-urlencoded). */
export function postAs(
  app: Express,
  cookie: string,
  path: string,
  fields: Record<string, string | string[]>,
) {
  return postPageForm(app, path).set("Cookie", cookie).send(fields);
}

/** A signed-in multipart form post, as a page form with a file input sends it. */
export function postMultipart(
  app: Express,
  cookie: string,
  path: string,
  fields: Record<string, string | string[]>,
  file?: { field: string; name: string; bytes: Buffer; type?: string },
) {
  const call = request(app)
    .post(path)
    .set("Host", HOST)
    .set("Origin", ORIGIN)
    .set("Cookie", cookie);
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) call.field(name, v);
  }
  if (file) {
    call.attach(file.field, file.bytes, {
      filename: file.name,
      contentType: file.type ?? "application/octet-stream",
    });
  }
  return call;
}

export function getAs(app: Express, cookie: string, path: string) {
  return request(app).get(path).set("Host", HOST).set("Cookie", cookie);
}

/** The id at the end of a redirect to /admin/…/:id. */
export function idFromLocation(res: request.Response): string {
  const location = String(res.headers.location ?? "");
  const id = location.split("/").pop() ?? "";
  if (!/^[0-9a-f-]{36}$/.test(id))
    throw new Error(`no id in redirect to ${location} (${res.status})`);
  return id;
}

export const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
