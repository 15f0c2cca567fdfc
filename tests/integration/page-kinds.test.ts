import { readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pageKindOf } from "~/shared/routing/page-kinds";
import { signedInAs } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A page's script tags and the framework modules it loads: since ADR 036 its modulepreload links
 * are inert (ADR 038), listing the modules the held module script imports once the page has
 * painted.
 */
function scriptsOf(html: string) {
  return {
    tags: html.match(/<script[^>]*>/g) ?? [],
    modulePreloads: [
      ...new Set(
        [...html.matchAll(/<link rel="modulepreload" href="([^"]*)"/g)].map(
          ([, href = ""]) => href,
        ),
      ),
    ],
  };
}

/** The text of every framework module a page lists, from the build. */
const codeOf = (html: string) =>
  scriptsOf(html)
    .modulePreloads.map((href) => readFileSync(path.join("build/client", href), "utf8"))
    .join("\n");

const isDataBlock = (tag: string) => tag.includes('type="application/ld+json"');
const isEnhancement = (tag: string) => /src="\/assets\/enhance-[\w-]+\.js"/.test(tag);

describe("reading pages ship no framework; working pages hydrate (ADR 020)", () => {
  let t: TestApp;
  let sitemapPaths: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const sitemap = (await request(t.app).get("/sitemap.xml").expect(200)).text;
    sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? "/").pathname,
    );
  });
  afterAll(() => t.close());

  test("every reading page in the sitemap has only the enhancement script and data blocks", async () => {
    const reading = sitemapPaths.filter((path) => pageKindOf(path) === "reading");
    expect(reading.length).toBeGreaterThan(80);
    for (const path of [...reading, "/no-such-page", "/offline"]) {
      const res = await request(t.app).get(path);
      expect([200, 404], path).toContain(res.status);
      const { tags, modulePreloads } = scriptsOf(res.text);
      expect(modulePreloads, path).toEqual([]);
      expect(
        tags.filter((tag) => !isDataBlock(tag) && !isEnhancement(tag)),
        path,
      ).toEqual([]);
      expect(tags.filter(isEnhancement), path).toHaveLength(1);
      // async, never defer: a deferred script runs inside the task that ends parsing, with the
      // browser's first style pass, and Lighthouse counts that whole task against it.
      const [enhancement = ""] = tags.filter(isEnhancement);
      expect(enhancement, path).toMatch(/ async=""/);
      expect(enhancement, path).not.toMatch(/ defer/);
    }
  });

  test("every working page hydrates, and runs the enhancement script too", async () => {
    const working = [
      ...sitemapPaths.filter((path) => pageKindOf(path) === "working"),
      "/auth",
      "/services/conveyancing/stamp-duty-calculator",
    ];
    expect(working).toEqual(
      expect.arrayContaining([
        "/contact",
        "/consultation",
        "/services/conveyancing/conveyancing-costs",
      ]),
    );
    for (const path of working) {
      const { tags, modulePreloads } = scriptsOf((await request(t.app).get(path).expect(200)).text);
      expect(modulePreloads.length, path).toBeGreaterThan(0);
      // The framework's module script, held until the page has painted (ADR 036).
      expect(
        tags.some((tag) => tag.includes('type="text/x-held-module"')),
        path,
      ).toBe(true);
      expect(tags.filter(isEnhancement), path).toHaveLength(1);
    }
    const staff = await signedInAs(t, "staff");
    const admin = await request(t.app).get("/admin").set("Cookie", staff.cookie).expect(200);
    expect(scriptsOf(admin.text).modulePreloads.length).toBeGreaterThan(0);
  });

  test("the consultation page loads its own code, not the admin area's or the quote's", async () => {
    const html = (await request(t.app).get("/consultation").expect(200)).text;
    const chunks = scriptsOf(html).modulePreloads.join("\n");
    expect(chunks).toMatch(/consultation/);
    expect(chunks).not.toMatch(/admin|quote|conveyancing-quote|stamp-duty/i);
  });

  test("a page's code builds no schema it does not use: the account's holds no booking form (ADR 038)", async () => {
    const client = await signedInAs(t, "client");
    const html = (await request(t.app).get("/account").set("Cookie", client.cookie).expect(200))
      .text;
    const code = codeOf(html);
    // The page shows meeting types' labels, which it takes through the booking schemas'
    // module, and nothing else of it: the booking form's schema (one of its messages) is out.
    expect(code).toContain("By video call");
    expect(code).not.toContain("Enter a phone number so we can reach you");

    // The consultations list parses its filters in the browser; the forms' schemas its
    // actions use on the server (here, the booking settings') are not in its code.
    const staff = await signedInAs(t, "staff");
    const list = (
      await request(t.app).get("/admin/consultations").set("Cookie", staff.cookie).expect(200)
    ).text;
    const listCode = codeOf(list);
    expect(listCode).toContain("Enter a real date");
    expect(listCode).not.toContain("Enter the minimum notice");
  });

  test("the pages where people act build no schema library in the browser: their server checks the input", async () => {
    // zod's classic API is 90 KB of code whose evaluation, one task, counted as blocking time
    // on a throttled phone; these pages validate on the server and show its answer.
    const client = await signedInAs(t, "client");
    const pages: [string, string?][] = [
      ["/consultation"],
      ["/contact"],
      ["/services/conveyancing/conveyancing-costs"],
      ["/services/conveyancing/stamp-duty-calculator"],
      ["/services/conveyancing/stamp-duty-calculator?price=295000&completionDate=2026-12-18"],
      ["/auth"],
      ["/auth/forgot-password"],
      ["/account", client.cookie],
    ];
    for (const [path, cookie] of pages) {
      const res = request(t.app).get(path);
      const html = (await (cookie ? res.set("Cookie", cookie) : res).expect(200)).text;
      expect(scriptsOf(html).modulePreloads.length, path).toBeGreaterThan(3);
      expect(codeOf(html), path).not.toMatch(/\$ZodType|ZodError/);
    }
    // The marker is zod's own: the consultations list, which parses its filters in the
    // browser, has it.
    const staff = await signedInAs(t, "staff");
    const list = await request(t.app).get("/admin/consultations").set("Cookie", staff.cookie);
    expect(codeOf(list.text)).toMatch(/\$ZodType|ZodError/);
  });

  test("React DOM and React Router are compiled while they stream in: V8's hint opens their chunks (ADR 038)", async () => {
    const html = (await request(t.app).get("/contact").expect(200)).text;
    const framework = scriptsOf(html).modulePreloads.filter((href) =>
      /\/assets\/(entry\.client|chunk)-/.test(href),
    );
    expect(framework).toHaveLength(2);
    for (const href of framework) {
      const code = readFileSync(path.join("build/client", href), "utf8");
      expect(code.startsWith("//# allFunctionsCalledOnLoad\n"), href).toBe(true);
    }
    // Not the page's own modules: they are small, and mostly not run at load.
    const own = scriptsOf(html).modulePreloads.find((href) => /\/assets\/contact-/.test(href));
    expect(own).toBeDefined();
    expect(readFileSync(path.join("build/client", own ?? ""), "utf8")).not.toContain(
      "allFunctionsCalledOnLoad",
    );
  });
});
