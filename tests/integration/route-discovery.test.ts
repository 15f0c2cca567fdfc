import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * ADR 037: a working page carries only the routes it matched, and the browser asks
 * /__manifest for the routes its links lead to. React Router answers that endpoint itself, so
 * these are its hostile tests: nothing a visitor can put in its query makes the server fail.
 */
describe("route discovery", () => {
  let t: TestApp;
  let version: string;
  beforeAll(async () => {
    t = await createTestApp();
    const html = (await request(t.app).get("/contact").expect(200)).text;
    version = html.match(/"version":\s*"([^"]+)"/)?.[1] ?? "";
  });
  afterAll(() => t.close());

  test("a working page carries its own routes, not the site's whole table", async () => {
    const html = (await request(t.app).get("/contact").expect(200)).text;
    expect(version).not.toBe("");
    // Its own route, its layout and the root; no other page's, and no admin screen's.
    expect(html).toContain('"routes/public/contact"');
    expect(html).toContain('"routes/public/layout"');
    expect(html).not.toContain('"routes/public/consultation"');
    expect(html).not.toMatch(/"routes\/admin/);
    // Nor a module holding the whole table.
    expect(html).not.toContain(`import "/assets/manifest-`);
  });

  test("its links and forms look nothing up as it hydrates: links wait for intent (ADR 038)", async () => {
    for (const path of ["/contact", "/consultation", "/auth"]) {
      const html = (await request(t.app).get(path).expect(200)).text;
      expect(html, path).not.toContain("data-discover=");
      // The header's link to the booking is followed in the browser, its route learnt on intent.
      expect(
        /<a (?=[^>]*href="\/consultation")[^>]*data-discover-on-intent=""/.test(html),
        path,
      ).toBe(true);
    }
  });

  test("/__manifest answers the routes a page's links lead to, cacheable for its release", async () => {
    const res = await request(t.app)
      .get("/__manifest")
      .query({ version, paths: "/consultation,/services/conveyancing/conveyancing-costs" })
      .expect(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(Object.keys(res.body)).toEqual(
      expect.arrayContaining(["routes/public/consultation", "routes/public/conveyancing-quote"]),
    );
    // The answer belongs to one release (the version is in the address).
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  test("a page of an older release is told to load the document instead", async () => {
    const res = await request(t.app)
      .get("/__manifest")
      .query({ version: "not-this-release", paths: "/consultation" });
    expect(res.status).toBe(204);
    expect(res.headers["x-remix-reload-document"]).toBe("true");
  });

  test("hostile queries are refused or answered, never a server error", async () => {
    const hostile = [
      "",
      "?version=",
      `?version=${version}`,
      `?version=${version}&paths=`,
      `?version=${version}&paths=${encodeURIComponent("\u0000")}`,
      `?version=${version}&paths=${encodeURIComponent("/../../etc/passwd")}`,
      `?version=${version}&paths=${encodeURIComponent("%E0%A4%A")}`,
      `?version=${version}&paths=${encodeURIComponent("/a".repeat(2000))}`,
      `?version=${version}&paths=${Array.from({ length: 500 }, (_, i) => `/p${i}`).join(",")}`,
      `?version=${version}&paths=%E0%A4%A`,
      `?version[]=x&paths[]=/contact`,
      `?version=${version}&paths=/admin/users&paths=/contact`,
    ];
    for (const query of hostile) {
      const res = await request(t.app).get(`/__manifest${query}`);
      expect(res.status, query.slice(0, 80)).toBeLessThan(500);
    }
    for (const method of ["post", "put", "delete"] as const) {
      const res = await request(t.app)[method](`/__manifest?version=${version}&paths=/contact`);
      expect(res.status, method).toBeLessThan(500);
    }
  });
});
