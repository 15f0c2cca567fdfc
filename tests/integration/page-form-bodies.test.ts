import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HOST, ORIGIN, signedInAs, uniqueIp } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A page's form action is read as a browser sends a form: a POST, urlencoded or multipart.
 * Anything else is the sender's mistake and gets a 4xx with the site's page (issue 27 item 2),
 * never the 500 that request.formData() throwing used to give.
 */

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signedInAs(t, "staff")).cookie;
});
afterAll(() => t.close());

const send = (method: "post" | "put" | "delete" | "patch", path: string, cookie = "") =>
  request(t.app)
    [method](path)
    .set("Host", HOST)
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .set("Cookie", cookie);

function expectSitePage(res: request.Response, status: number, heading: string) {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  expect(res.text).toContain(heading);
  // The site's chrome: the page is the site's own, not a bare error.
  expect(res.text).toContain("Carrow &amp; Hale");
}

describe("a page action refuses a body no form sends, with the site's page", () => {
  test("JSON posted to the contact form answers 415", async () => {
    const res = await send("post", "/contact").type("json").send({ name: "A", message: "B" });
    expectSitePage(res, 415, "We could not read what was sent");
  });

  test("JSON posted to a staff screen's action answers 415", async () => {
    const res = await send("post", "/admin/availability", staff)
      .type("json")
      .send({ intent: "settings" });
    expectSitePage(res, 415, "We could not read what was sent");
  });

  test("text/plain and no content type at all (with a body) answer 415", async () => {
    const plain = await send("post", "/auth").type("text/plain").send("intent=login");
    expectSitePage(plain, 415, "We could not read what was sent");
    const none = await send("post", "/contact")
      .set("Content-Type", "")
      .send(Buffer.from("name=A&message=B"));
    expectSitePage(none, 415, "We could not read what was sent");
  });

  test("a garbage or cut-off multipart body answers 400", async () => {
    const garbage = await send("post", "/contact")
      .set("Content-Type", "multipart/form-data; boundary=xyz")
      .send(Buffer.from("\u0000\u0001 not multipart at all"));
    expectSitePage(garbage, 400, "We could not read what was sent");
    const cut = await send("post", "/auth")
      .set("Content-Type", "multipart/form-data; boundary=xyz")
      .send(Buffer.from('--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlog'));
    expectSitePage(cut, 400, "We could not read what was sent");
    const noBoundary = await send("post", "/contact")
      .set("Content-Type", "multipart/form-data")
      .send(Buffer.from("name=A"));
    expectSitePage(noBoundary, 400, "We could not read what was sent");
  });

  test("an empty post with no content type is an empty form, not an error", async () => {
    const res = await send("post", "/contact");
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  test.each([
    ["put", "/contact"],
    ["delete", "/account"],
    ["patch", "/auth"],
    ["put", "/about"],
    ["delete", "/admin/availability"],
  ] as const)("%s %s answers 405 with Allow: GET, HEAD, POST", async (method, path) => {
    const res = await send(method, path, staff).type("form").send("intent=cancel");
    expectSitePage(res, 405, "That cannot be done here");
    expect(res.headers.allow).toBe("GET, HEAD, POST");
  });

  test("a malformed address answers the 404 page, not a bare 400 line", async () => {
    for (const path of ["/compliance/%", "/admin/consultations/%E0%A4%A", "/insights/%zz"]) {
      const res = await request(t.app).get(path).set("Host", HOST).set("Cookie", staff);
      expect(res.status, path).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
    }
  });

  test("a form posted from another website answers 403 with the site's page", async () => {
    const res = await request(t.app)
      .post("/contact")
      .set("Host", HOST)
      .set("Origin", "https://evil.example")
      .type("form")
      .send("name=A");
    expectSitePage(res, 403, "We could not accept that request");
  });

  test("none of these is logged as an error of ours", () => {
    expect(t.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
