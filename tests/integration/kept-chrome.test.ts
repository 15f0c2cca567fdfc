import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { users } from "../../server/db/schema";
import { serverBuildFile } from "../../server/paths";
import { saveFirmSetting } from "../../server/services/firm/firm-settings";
import { register } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * ADR 040: a reading page's header and footer are drawn once per address and kept. What is sent
 * must be exactly what drawing them would send, and a change of the firm's facts must show at
 * once.
 */
const keptPages = async (): Promise<number> => {
  const build = (await import(serverBuildFile)) as {
    entry: { module: { chromeKeeper: { size(): number } } };
  };
  return build.entry.module.chromeKeeper.size();
};
// The nonce is the only thing that differs between two responses for the same page.
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

describe("the kept header and footer of reading pages", () => {
  let t: TestApp;
  let paths: string[];
  beforeAll(async () => {
    // Every shared page rendered per request, as a signed-in visitor's are.
    t = await createTestApp({ PAGE_CACHE_SECONDS: "0" });
    const sitemap = (await request(t.app).get("/sitemap.xml").expect(200)).text;
    paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = ""]) => new URL(loc).pathname,
    );
  });
  afterAll(() => t.close());

  test("every reading page is sent the same, byte for byte, with them kept as drawn", async () => {
    const reading: string[] = [];
    for (const path of [...paths, "/no-such-page"]) {
      const drawn = await request(t.app).get(path);
      // Working pages hydrate, so their chrome is always drawn (React must find its own HTML).
      if (drawn.text.includes("window.__reactRouterContext")) continue;
      reading.push(path);
      const before = await keptPages();
      // Pages kept for the release are rendered again, now from the kept header and footer.
      t.app.staticPages?.invalidate();
      const kept = await request(t.app).get(path);
      expect(kept.status, path).toBe(drawn.status);
      expect(withoutNonce(kept.text), path).toBe(withoutNonce(drawn.text));
      expect(kept.text, path).toContain("</footer>");
      expect(kept.text, path).not.toContain("data-kept-chrome");
      expect(await keptPages(), path).toBe(before);
    }
    expect(reading.length).toBeGreaterThan(80);
    expect(await keptPages()).toBeGreaterThanOrEqual(reading.length);
  });

  test("they show nothing of who is signed in, so a kept one can be sent to anyone", async () => {
    // Were a header ever to name its visitor, the next visitor would be sent that name.
    const path = "/insights/no-such-article";
    const alice = await register(t.app, {
      name: "Alice Kept-Chrome",
      email: "alice.kc@example.com",
    });
    const first = await request(t.app).get(path).set("Cookie", alice.cookie);
    const anonymous = await request(t.app).get(path);
    for (const html of [first.text, anonymous.text]) {
      expect(html).not.toContain("Alice");
      expect(html).not.toContain("alice.kc@example.com");
    }
    expect(withoutNonce(anonymous.text)).toBe(withoutNonce(first.text));
  });

  test("a new phone number is in the header and footer of the very next page", async () => {
    const path = "/insights";
    const old = defaultFirmFacts.phone;
    await request(t.app).get(path).expect(200);
    expect((await request(t.app).get(path).expect(200)).text).toContain(old);

    const [admin] = await t.database.handle.db
      .insert(users)
      .values({ email: "chrome-admin@example.com", name: "Chrome Admin", role: "admin" })
      .returning({ id: users.id, name: users.name });
    if (!admin) throw new Error("no admin");
    const { hours: _h, nextClosure: _n, videoProvider: _v, ...details } = defaultFirmFacts;
    const saved = await saveFirmSetting(t.database.handle.db, {
      key: "details",
      value: { ...details, phone: "0161 496 0999" },
      before: details,
      expectedVersion: 0,
      actor: admin,
      summary: "Phone changed",
    });
    expect(saved).toEqual({ ok: true, version: 1 });

    const html = (await request(t.app).get(path).expect(200)).text;
    const header = html.slice(
      html.indexOf('aria-label="Contact shortcuts"'),
      html.indexOf("<main"),
    );
    const footer = html.slice(html.indexOf("<footer"));
    expect(header).toContain("0161 496 0999");
    expect(footer).toContain("0161 496 0999");
    expect(html).not.toContain(old);
  });
});
