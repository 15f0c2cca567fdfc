import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { speculationRulesText } from "~/shared/routing/speculation-rules";
import { createTestApp, type TestApp } from "./support/test-app";

const speculationRulesSource = `'sha256-${createHash("sha256").update(speculationRulesText()).digest("base64")}'`;

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? "").split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("security headers on http", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("every inline script carries this response's nonce, and script-src admits nothing else", async () => {
    // /contact is rendered for each visitor; kept pages are in static-pages.test.ts (hashes).
    const res = await request(t.app).get("/contact").expect(200);
    const csp = directives(res.headers["content-security-policy"]);
    const scriptSrc = csp.get("script-src") ?? [];
    const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toBeTruthy();
    // And the prefetch rules the enhancement script inserts, by their hash (ADR 036).
    expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`, speculationRulesSource]);
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      // External files are admitted by 'self'; JSON-LD is data, which CSP does not execute.
      if (/\bsrc=|type="application\/ld\+json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  test("the nonce is different on every response", async () => {
    const a = (await request(t.app).get("/contact")).headers["content-security-policy"];
    const b = (await request(t.app).get("/contact")).headers["content-security-policy"];
    expect(a).not.toEqual(b);
  });

  test("frames: only the SRA badge's origin may be framed, and nobody may frame us", async () => {
    const res = await request(t.app).get("/");
    const csp = directives(res.headers["content-security-policy"]);
    expect(csp.get("frame-src")).toEqual(["https://cdn.yoshki.com"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  test("referrer, permissions and content-type policies are set; no X-Powered-By; no HSTS on http", async () => {
    const res = await request(t.app).get("/no-such-page");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["permissions-policy"]).toContain("geolocation=()");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers when SITE_URL is https", () => {
  test("HSTS is sent and insecure requests are upgraded", async () => {
    const t = await createTestApp({ SITE_URL: "https://www.example.com" });
    try {
      const res = await request(t.app).get("/");
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+; includeSubDomains/);
      expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
      expect(res.text).toContain('<link rel="canonical" href="https://www.example.com/"/>');
      // The second visitor gets the kept copy, answered in front of Express: the same headers.
      const kept = await request(t.app).get("/");
      expect(t.app.sharedPages?.ready({ headers: {} } as IncomingMessage, "/")).toBeDefined();
      expect(kept.headers["strict-transport-security"]).toBe(
        res.headers["strict-transport-security"],
      );
    } finally {
      await t.close();
    }
  });
});
