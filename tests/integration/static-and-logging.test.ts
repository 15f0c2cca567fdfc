import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { clientBuildDir } from "../../server/paths";
import { createTestApp, type TestApp } from "./support/test-app";

describe("static files", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("hashed assets are cached for a year as immutable, and compressed", async () => {
    const dir = path.join(clientBuildDir, "assets");
    const js = readdirSync(dir)
      .filter((f) => f.endsWith(".js"))
      .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0];
    const res = await request(t.app)
      .get(`/assets/${js}`)
      .set("Accept-Encoding", "gzip, br")
      .expect(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toMatch(/gzip|br/);
  });

  test("a missing asset is a 404, not a page and not a 500", async () => {
    await request(t.app).get("/assets/missing-abc123.js").expect(404);
  });

  test("pages carry their icon inline, as a PNG: no SVG, and no request while the page loads", async () => {
    // Chromium draws an SVG favicon by building an SVG document on the page's main thread
    // after load: a long task on every page (docs/performance.md, tenth session of issue 31).
    // As a file, the icon was a request that often ended before the first paint was shown,
    // which Lighthouse counts against the largest paint (the eleventh session).
    const png = readFileSync(path.join(process.cwd(), "public/icons/favicon-32.png"));
    for (const page of ["/", "/contact", "/legal/privacy-policy"]) {
      const html = (await request(t.app).get(page).expect(200)).text;
      const icons = html.match(/<link rel="icon"[^>]*>/g) ?? [];
      expect(icons, page).toHaveLength(1);
      expect(icons[0], page).toContain('type="image/png"');
      expect(html, page).not.toMatch(/<link rel="icon"[^>]*svg/);
      const href = icons[0]?.match(/href="([^"]+)"/)?.[1] ?? "";
      expect(href, page).toBe(`data:image/png;base64,${png.toString("base64")}`);
    }
  });

  test("public files with stable names are revalidated", async () => {
    const res = await request(t.app).get("/favicon.svg").expect(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers.etag).toBeTruthy();
  });
});

describe("request logging", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("each request is logged once as JSON with its request id, echoed in X-Request-Id", async () => {
    const res = await request(t.app).get("/about").expect(200);
    const id = res.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = t.logs.filter((l) => (l.req as { id?: string } | undefined)?.id === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "request completed", res: { statusCode: 200 } });
  });

  test("a well-formed incoming X-Request-Id is kept, a malformed one replaced", async () => {
    const kept = await request(t.app).get("/healthz").set("X-Request-Id", "lb-trace-12345678");
    expect(kept.headers["x-request-id"]).toBe("lb-trace-12345678");
    const replaced = await request(t.app).get("/healthz").set("X-Request-Id", "<script>");
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("query strings and cookies never reach the logs", async () => {
    await request(t.app)
      .get("/no-such-page?email=someone%40example.com")
      .set("Cookie", "__session=secret-token-value");
    const text = JSON.stringify(t.logs);
    expect(text).not.toContain("someone");
    expect(text).not.toContain("secret-token-value");
    expect(text).toContain('"path":"/no-such-page"');
  });

  test("the secret in a manage or set-password link never reaches the logs", async () => {
    const token = "Kq3_secretLinkToken-0123456789abcdefghijklm";
    await request(t.app).get(`/consultation/manage/${token}?booked=1`);
    await request(t.app).get(`/consultation/manage/${token}/invite.ics`);
    await request(t.app).get(`/auth/set-password/${token}`);
    await request(t.app).get(`/api/bookings/manage/${token}`);
    const text = JSON.stringify(t.logs);
    expect(text).not.toContain(token);
    expect(text).toContain('"path":"/consultation/manage/[redacted]"');
    expect(text).toContain('"path":"/auth/set-password/[redacted]"');
    expect(text).toContain('"path":"/api/bookings/manage/[redacted]"');
  });
});
