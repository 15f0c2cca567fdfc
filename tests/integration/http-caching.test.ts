import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
import type { Database } from "../../server/db/client";
import { accreditations, articles, reviewScores, teamMembers } from "../../server/db/schema";
import { clientBuildDir } from "../../server/paths";
import { ORIGIN, STRONG_PASSWORD, signedInAs, uniqueEmail, uniqueIp } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

// What each kind of response tells browsers, CDNs and the service worker about keeping it.
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE_WITH_ETAG = "public, max-age=0, must-revalidate";
const PERSONAL = "private, no-store";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT: "1000" });
});
afterAll(() => t.close());

const inDays = (n: number) => todayInLondon(new Date(t.clock.now().getTime() + n * 86_400_000));

async function anArticlePath(): Promise<string> {
  return anArticlePathIn(t);
}

async function anArticlePathIn(app: TestApp): Promise<string> {
  const list = await request(app.app).get("/insights").expect(200);
  const href = list.text.match(/href="(\/insights\/[a-z0-9-]+)"/)?.[1];
  expect(href).toBeDefined();
  return href as string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe("files", () => {
  test("a hashed asset is immutable for a year and sent with brotli", async () => {
    const entry = readdirSync(path.join(clientBuildDir, "assets")).find((f) =>
      /^entry\.client-.+\.js$/.test(f),
    );
    const res = await request(t.app)
      .get(`/assets/${entry}`)
      .set("Accept-Encoding", "br, gzip")
      .expect(200);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers["content-encoding"]).toBe("br");
    // A script needs nosniff and CORP; the document-only headers would be a kilobyte of noise.
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["content-security-policy"]).toBeUndefined();
    // The build's quality-11 copy, not one compressed for this request.
    const copy = statSync(path.join(clientBuildDir, "assets", `${entry}.br`));
    expect(Number(res.headers["content-length"])).toBe(copy.size);
    expect(res.text).toBe(
      readFileSync(path.join(clientBuildDir, "assets", entry as string), "utf8"),
    );
    // Chromium lists gzip first; brotli, smaller, is still what it gets.
    const chromium = await request(t.app)
      .get(`/assets/${entry}`)
      .set("Accept-Encoding", "gzip, deflate, br, zstd");
    expect(chromium.headers["content-encoding"]).toBe("br");
    const gzip = await request(t.app).get(`/assets/${entry}`).set("Accept-Encoding", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await request(t.app).get(`/assets/${entry}`).set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
  });

  test("a public file with a stable name is revalidated after an hour", async () => {
    const res = await request(t.app).get("/icons/icon-192.png").expect(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers["content-type"]).toBe("image/png");
  });

  test("the service worker script is revalidated on every update check", async () => {
    const res = await request(t.app).get("/service-worker.js").expect(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    // The build wrote the precache list in; the offline page is on it.
    expect(res.text).not.toContain("self.__WB_MANIFEST");
    expect(res.text).toContain('"/offline"');
  });

  test("the web app manifest has its own type, the theme colour and icons that exist", async () => {
    const res = await request(t.app).get("/manifest.webmanifest").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    const manifest = JSON.parse(res.text);
    expect(manifest).toMatchObject({
      name: "Carrow & Hale Solicitors",
      start_url: "/",
      display: "standalone",
      theme_color: "#1b2a4a",
    });
    const home = await request(t.app).get("/").expect(200);
    expect(home.text).toContain('<meta name="theme-color" content="#1b2a4a"/>');
    expect(home.text).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');

    const pngs = manifest.icons.filter((i: { type: string }) => i.type === "image/png");
    expect(pngs.map((i: { purpose: string }) => i.purpose)).toContain("maskable");
    for (const icon of pngs as Array<{ src: string; sizes: string }>) {
      const file = await request(t.app)
        .get(icon.src)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on("data", (c: Buffer) => chunks.push(c));
          r.on("end", () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const { width, height } = pngSize(file.body as Buffer);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});

describe("pages", () => {
  test("a prerendered page has an ETag, is revalidated, and a match gets 304 with the page's own CSP", async () => {
    const first = await request(t.app).get("/about").expect(200);
    expect(first.headers["cache-control"]).toBe(REVALIDATE_WITH_ETAG);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await request(t.app).get("/about").set("If-None-Match", etag).expect(304);
    expect(again.headers["cache-control"]).toBe(REVALIDATE_WITH_ETAG);
    // A cache copies the 304's headers onto the page it kept: the policy must be the page's own.
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });

  test("a page that reads the database (an article) may be kept only if revalidated", async () => {
    const res = await request(t.app)
      .get(await anArticlePath())
      .expect(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  test("a not-found page is a 404 that is revalidated", async () => {
    const res = await request(t.app).get("/no-such-page").expect(404);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  test("the offline page is not indexed and not in the sitemap", async () => {
    const res = await request(t.app).get("/offline").expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    // Shown under other pages' addresses by the service worker, so it ships no framework:
    // only data blocks and the enhancement script, which the worker precaches.
    const scripts = res.text.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      expect(tag).toMatch(/type="application\/ld\+json"|src="\/assets\/enhance-[\w-]+\.js"/);
    }
    expect(res.text).toContain("0161 496 0000");
    expect(res.text).toContain("Booking a free consultation online needs a connection");
    const sitemap = await request(t.app).get("/sitemap.xml").expect(200);
    expect(sitemap.text).not.toContain("/offline");
  });
});

describe("personal answers are never stored", () => {
  test("the JSON API", async () => {
    const res = await request(t.app)
      .get(`/api/availability?from=${inDays(1)}&to=${inDays(60)}&type=phone`)
      .expect(200);
    expect(res.headers["cache-control"]).toBe(PERSONAL);
    // Nothing may keep it, so no ETag is worked out for it either.
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  test("the sign-in page, and the answer that sets the session cookie", async () => {
    const page = await request(t.app).get("/auth").expect(200);
    expect(page.headers["cache-control"]).toBe(PERSONAL);
    const email = uniqueEmail("cache");
    const res = await request(t.app)
      .post("/api/register")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({ name: "Cache Test", email, password: STRONG_PASSWORD })
      .expect(201);
    expect(res.headers["set-cookie"]).toBeDefined();
    expect(res.headers["cache-control"]).toBe(PERSONAL);
  });

  test("the admin area, for staff and for a visitor sent to sign in", async () => {
    const staff = await signedInAs(t, "staff");
    const inside = await request(t.app).get("/admin").set("Cookie", staff.cookie);
    expect(inside.status).toBe(200);
    expect(inside.headers["cache-control"]).toBe(PERSONAL);
    // Never listed by a search engine, whatever the page's own meta says.
    expect(inside.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const consultations = await request(t.app)
      .get("/admin/consultations")
      .set("Cookie", staff.cookie);
    expect(consultations.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const outside = await request(t.app).get("/admin").expect(302);
    expect(outside.headers["cache-control"]).toBe(PERSONAL);
    const publicPage = await request(t.app).get("/about").expect(200);
    expect(publicPage.headers["x-robots-tag"]).toBeUndefined();
  });

  test("a public page shown to someone signed in", async () => {
    const client = await signedInAs(t, "client");
    const res = await request(t.app)
      .get(await anArticlePath())
      .set("Cookie", client.cookie);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe(PERSONAL);
  });

  test("the manage-booking page", async () => {
    const availability = await request(t.app)
      .get(`/api/availability?from=${inDays(7)}&to=${inDays(30)}&type=phone`)
      .expect(200);
    const start = availability.body.days[0].slots[0].start as string;
    const booked = await request(t.app)
      .post("/api/bookings")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({
        practiceArea: "wills-probate",
        type: "phone",
        start,
        name: "Pat Example",
        email: uniqueEmail("manage"),
        phone: "0161 496 0789",
        summary: "I would like to make a will.",
      })
      .expect(201);
    const managePath = new URL(booked.body.manageUrl as string).pathname;
    const res = await request(t.app).get(managePath).expect(200);
    expect(res.text).toContain(booked.body.reference as string);
    expect(res.headers["cache-control"]).toBe(PERSONAL);
  });
});

describe("shared page cache: one render of a database page until the content changes", () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp();
  });
  afterAll(() => c.close());

  /** On PostgreSQL the change arrives on another connection a moment after the commit. */
  const anonymousPage = (path: string) =>
    request(c.app)
      .get(path)
      .expect(200)
      .then((r) => r.text);

  test("visitors share a copy, and a change to the team drops it at once", async () => {
    const { db } = c.database.handle;
    const first = await request(c.app).get("/about/team").expect(200);
    expect(first.text).toContain("Mark Fielding");
    expect(first.headers.etag).toMatch(/^W\//);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag as string;
    // The same copy: the same ETag, so a revalidation is a 304.
    await request(c.app).get("/about/team").set("If-None-Match", etag).expect(304);

    // Plain SQL, not the admin screens: the database itself announces the change.
    await db.update(teamMembers).set({ hidden: true }).where(eq(teamMembers.slug, "mark-fielding"));
    try {
      await expect.poll(() => anonymousPage("/about/team")).not.toContain("Mark Fielding");
      const after = await request(c.app).get("/about/team").set("If-None-Match", etag);
      expect(after.status).toBe(200);
    } finally {
      await db
        .update(teamMembers)
        .set({ hidden: false })
        .where(eq(teamMembers.slug, "mark-fielding"));
    }
    await expect.poll(() => anonymousPage("/about/team")).toContain("Mark Fielding");
  });

  test("a change that is rolled back keeps the shared copy", async () => {
    const { db } = c.database.handle;
    // On PostgreSQL the dedicated listener repeats earlier tests' changes a moment later.
    await c.database.handle.notificationsDelivered();
    const before = await request(c.app).get("/about/team").expect(200);
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(teamMembers)
          .set({ hidden: true })
          .where(eq(teamMembers.slug, "mark-fielding"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await c.database.handle.notificationsDelivered();
    const after = await request(c.app).get("/about/team").expect(200);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.text).toContain("Mark Fielding");
  });

  /**
   * Changes an article's title without the database announcing it (its trigger switched off
   * inside the transaction, so no other session ever sees it off): a render made after this
   * shows the new title, the copy kept from before does not.
   */
  async function retitleQuietly(slug: string, title: string) {
    await c.database.handle.db.transaction(async (tx) => {
      await tx.execute(sql`alter table articles disable trigger articles_public_content_changed`);
      await tx.update(articles).set({ title }).where(eq(articles.slug, slug));
      await tx.execute(sql`alter table articles enable trigger articles_public_content_changed`);
    });
  }

  test.each([
    [
      "an accreditation is added",
      (db: Database) => db.insert(accreditations).values({ name: "Cache test scheme" }),
      (db: Database) =>
        db.delete(accreditations).where(eq(accreditations.name, "Cache test scheme")),
    ],
    [
      "a review score is added",
      (db: Database) =>
        db
          .insert(reviewScores)
          .values({ source: "Cache test", rating: 4.8, reviewCount: 127, checkedOn: "2026-11-03" }),
      (db: Database) => db.delete(reviewScores).where(eq(reviewScores.source, "Cache test")),
    ],
  ])("the kept home page is emptied when %s", async (_what, change, undo) => {
    const { db } = c.database.handle;
    const home = () => anonymousPage("/");
    // On PostgreSQL the dedicated listener repeats earlier tests' changes a moment later.
    await c.database.handle.notificationsDelivered();
    const slug = (await home()).match(/href="\/insights\/([a-z0-9-]+)"/)?.[1] as string;
    expect(slug).toBeDefined();
    const [article] = await db.select().from(articles).where(eq(articles.slug, slug));
    if (!article) throw new Error(`no article ${slug}`);
    const freshTitle = "A title only a fresh render shows";
    await retitleQuietly(slug, freshTitle);
    try {
      // Nothing announced: visitors still get the kept copy.
      expect(await home()).not.toContain(freshTitle);
      await change(db);
      await expect.poll(home).toContain(freshTitle);
    } finally {
      await db.update(articles).set({ title: article.title }).where(eq(articles.id, article.id));
      await undo(db);
    }
  });

  test("recognitions show on the home and service pages once entered, and nowhere before", async () => {
    const { db } = c.database.handle;
    const pages = ["/", "/services/family-law"];
    await c.database.handle.notificationsDelivered();
    for (const path of pages) {
      await expect.poll(() => anonymousPage(path)).not.toContain('id="recognitions-heading"');
    }
    await db
      .insert(reviewScores)
      .values({ source: "Shown test", rating: 4.6, reviewCount: 52, checkedOn: "2026-11-03" });
    try {
      for (const path of pages) {
        await expect
          .poll(() => anonymousPage(path))
          .toContain("4.6 out of 5 from 52 reviews on Shown test");
        expect(await anonymousPage(path)).not.toMatch(/AggregateRating|"@type":"Review"/);
      }
    } finally {
      await db.delete(reviewScores).where(eq(reviewScores.source, "Shown test"));
    }
  });

  test("a scheduled article appears on /insights when its time comes, with no row changing", async () => {
    const { db } = c.database.handle;
    const slug = (await anArticlePathIn(c)).replace("/insights/", "");
    const [original] = await db.select().from(articles).where(eq(articles.slug, slug));
    if (!original) throw new Error(`no article ${slug}`);
    const publishAt = new Date(c.clock.now().getTime() + 60 * 60_000);
    await db
      .update(articles)
      .set({ title: "A scheduled note on cache timing", publishedAt: publishAt })
      .where(eq(articles.id, original.id));
    try {
      await expect.poll(() => anonymousPage("/insights")).not.toContain("cache timing");
      // Served from the copy until the publication time…
      const cached = await request(c.app).get("/insights").expect(200);
      const again = await request(c.app).get("/insights").expect(200);
      expect(again.headers.etag).toBe(cached.headers.etag);
      // …and a fresh render from that moment.
      c.clock.advance(59 * 60);
      expect(await anonymousPage("/insights")).not.toContain("cache timing");
      c.clock.advance(60);
      expect(await anonymousPage("/insights")).toContain("A scheduled note on cache timing");
    } finally {
      await db
        .update(articles)
        .set({ title: original.title, publishedAt: original.publishedAt })
        .where(eq(articles.id, original.id));
    }
  });

  test("signed-in people always get a fresh page", async () => {
    const client = await signedInAs(c, "client");
    const signedIn = await request(c.app).get("/about/team").set("Cookie", client.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
  });

  test("tracking and unknown parameters share the kept page; a parameter the page reads renders afresh", async () => {
    for (const path of ["/about", "/insights", "/services/conveyancing/conveyancing-costs"]) {
      const bare = await request(c.app).get(path).expect(200);
      expect(bare.headers.etag, path).toBeDefined();
      const tracked = await request(c.app)
        .get(`${path}?utm_source=newsletter&utm_campaign=winter&gclid=abc&fbclid=def&v=1`)
        .expect(200);
      expect(tracked.headers.etag, path).toBe(bare.headers.etag);
      expect(tracked.text).not.toContain("newsletter");
    }
    // /insights reads ?page=, the quote page its answers: those are renders of their own.
    expect((await request(c.app).get("/insights?page=1").expect(200)).headers.etag).toBeUndefined();
    const quote = await request(c.app)
      .get(
        "/services/conveyancing/conveyancing-costs?type=purchase&purchasePrice=250000&utm_source=x",
      )
      .expect(200);
    expect(quote.headers.etag).toBeUndefined();
    expect(quote.text).not.toContain('value="x"');
  });

  test("an unknown address under a kept route is a 404, not kept", async () => {
    const res = await request(c.app).get("/insights/no-such-article").expect(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.text).toContain("find that page");
  });

  test("pages with per-visitor form tokens are never shared", async () => {
    const a = await request(c.app).get("/contact").expect(200);
    expect(a.headers.etag).toBeUndefined();
  });
});
