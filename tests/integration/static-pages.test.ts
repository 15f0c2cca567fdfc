import { createHash } from "node:crypto";
import { type AppLoadContext, createRequestHandler } from "react-router";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { speculationRulesText } from "~/shared/routing/speculation-rules";
import { enhanceScriptSrc } from "../../server/http/enhance-script";
import { fixedFirmFacts } from "../../server/services/firm-facts";
import { createTestApp, loadServerBuild, type TestApp } from "./support/test-app";

function nonces(res: request.Response) {
  const header = res.headers["content-security-policy"] as string;
  const fromHeader = header.match(/'nonce-([^']+)'/)?.[1];
  const inPage = [...res.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
  return { fromHeader, inPage };
}

describe("static pages served from memory", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("start-up renders ahead the pages the sitemap lists, and only the site's own", async () => {
    const staticPages = t.app.staticPages;
    if (!staticPages) throw new Error("the test app keeps release pages");
    const warm = staticPages.warm;
    const warmed: string[] = [];
    staticPages.warm = async (paths) => {
      warmed.push(...paths);
    };
    try {
      await t.app.warmPages();
    } finally {
      staticPages.warm = warm;
    }
    const sitemap = await request(t.app).get("/sitemap.xml").expect(200);
    const listed = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = ""]) => new URL(loc).pathname,
    );
    expect(listed.length).toBeGreaterThan(50);
    expect(warmed).toEqual(listed);
    expect(warmed).toEqual(expect.arrayContaining(["/", "/about", "/services", "/contact"]));
  });

  test("a kept page is the same bytes for everyone, its inline scripts allowed by hash alone", async () => {
    const a = await request(t.app).get("/about").expect(200);
    const b = await request(t.app).get("/about").expect(200);
    expect(a.text).toBe(b.text);
    expect(a.text).not.toMatch(/nonce=/);
    // A reading page runs no inline script: only its own files, and the prefetch rules the
    // enhancement script inserts, named by their hash.
    const policy = a.headers["content-security-policy"] as string;
    expect(policy).not.toMatch(/nonce-/);
    expect(policy.match(/script-src ([^;]*)/)?.[1]).toBe(
      `'self' 'sha256-${createHash("sha256").update(speculationRulesText()).digest("base64")}'`,
    );
    // The quote is a working page kept for everyone: each of its inline scripts by its hash.
    const quote = await request(t.app).get("/services/conveyancing/conveyancing-costs").expect(200);
    const quotePolicy = quote.headers["content-security-policy"] as string;
    const scripts = [
      ...quote.text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(scripts.length).toBeGreaterThan(2);
    const scriptSources = quotePolicy.match(/script-src ([^;]*)/)?.[1]?.split(" ") ?? [];
    for (const [, body = ""] of scripts) {
      expect(scriptSources).toContain(
        `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
      );
    }
    // Its own scripts and the prefetch rules: nothing else.
    expect(scriptSources.filter((s) => s.startsWith("'sha256-")).length).toBe(
      new Set(scripts.map(([, body]) => body)).size + 1,
    );
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  test("a page rendered for one visitor still gets a nonce of its own", async () => {
    const a = await request(t.app).get("/contact").expect(200);
    const b = await request(t.app).get("/contact").expect(200);
    for (const res of [a, b]) {
      const { fromHeader, inPage } = nonces(res);
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([fromHeader]));
    }
    expect(nonces(a).fromHeader).not.toBe(nonces(b).fromHeader);
  });

  test("a kept page is compressed once, when it is kept, and sent as brotli to a browser", async () => {
    const url = new URL("/locations/marple", `http://127.0.0.1`);
    const plain = await request(t.app)
      .get(url.pathname)
      .set("Accept-Encoding", "identity")
      .expect(200);
    const brotli = await request(t.app)
      .get(url.pathname)
      .set("Accept-Encoding", "gzip, deflate, br, zstd")
      .expect(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    // supertest undoes the brotli: the same page as the plain copy.
    expect(brotli.text).toBe(plain.text);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });

  test("a revalidation with the page's ETag gets 304 Not Modified", async () => {
    const first = await request(t.app).get("/locations/marple").expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    await request(t.app).get("/locations/marple").set("If-None-Match", etag).expect(304);
  });

  test("the memory copy is the same page a fresh render gives", async () => {
    const cached = await request(t.app).get("/complaints").expect(200);
    expect(cached.headers.etag).toBeDefined();
    // A render of its own, straight from the build, as the first visitor's would be.
    const render = createRequestHandler(await loadServerBuild(), "production");
    const context = {
      cspNonce: "",
      siteUrl: t.config.siteUrl,
      user: null,
      enhanceScript: enhanceScriptSrc(false),
      services: { firm: fixedFirmFacts() },
      // The root loader words any closure by the app's clock.
      clock: t.clock,
    };
    const fresh = await (
      await render(
        new Request(`${t.config.siteUrl}/complaints`),
        context as unknown as AppLoadContext,
      )
    ).text();
    expect(cached.text.length).toBeGreaterThan(1000);
    expect(cached.text).toBe(fresh);
  });

  test("pages that read the database are not prerendered: browsers revalidate them every time", async () => {
    const res = await request(t.app).get("/about/team").expect(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });
});

describe("PAGE_CACHE_SECONDS=0", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE_SECONDS: "0" });
  });
  afterAll(() => t.close());

  test("renders database pages for every request, while prerendered pages stay in memory", async () => {
    const team = await request(t.app).get("/about/team").expect(200);
    expect(team.headers.etag).toBeUndefined();
    expect(t.app.sharedPages).toBeUndefined();
    const about = await request(t.app).get("/about").expect(200);
    expect(about.headers.etag).toBeDefined();
  });
});
