import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles } from "../../server/db/schema";
import { signedInAs } from "./support/accounts";
import { idFromLocation, postMultipart } from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let coverId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { cookie } = await signedInAs(t, "staff");
  const cover = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 60, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  const res = await postMultipart(
    t.app,
    cookie,
    "/admin/insights/new",
    {
      intent: "save",
      title: "Moving house in winter",
      slug: "moving-house-in-winter",
      summary: "What to plan for when you complete in December.",
      body: "Some text.",
      practiceArea: "conveyancing",
      authorId: "",
      coverAlt: "A removal van outside a terraced house in the snow",
      seoTitle: "",
      seoDescription: "",
    },
    { field: "cover", name: "cover.jpg", type: "image/jpeg", bytes: cover },
  );
  expect(res.status, res.text.slice(0, 300)).toBe(302);
  const { db } = t.database.handle;
  const [row] = await db
    .select({ coverImageId: articles.coverImageId })
    .from(articles)
    .where(eq(articles.id, idFromLocation(res)));
  coverId = row?.coverImageId as string;

  // Newest first on the list: the covered article, then two without a cover.
  const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);
  await db
    .update(articles)
    .set({ status: "published", publishedAt: minutesAgo(1) })
    .where(eq(articles.slug, "moving-house-in-winter"));
  await db.insert(articles).values([
    {
      slug: "after-a-separation",
      title: "After a separation",
      summary: "The first steps.",
      body: "b",
      practiceArea: "family-law",
      status: "published",
      publishedAt: minutesAgo(2),
    },
    {
      slug: "a-will-at-sixty",
      title: "A will at sixty",
      summary: "Why now.",
      body: "b",
      practiceArea: "wills-probate",
      status: "published",
      publishedAt: minutesAgo(3),
    },
  ]);
});
afterAll(async () => {
  await t.database.handle.db
    .delete(articles)
    .where(
      inArray(articles.slug, ["moving-house-in-winter", "after-a-separation", "a-will-at-sixty"]),
    );
  await t.close();
});

/** Every <img> tag in the page's <main>, in order. */
async function imagesOn(path: string): Promise<string[]> {
  const html = (await request(t.app).get(path).expect(200)).text;
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main.match(/<img [^>]*>/g) ?? [];
}

describe("article pictures", () => {
  test("the insights list shows each cover, or the practice area's drawing, sized; only the first card is fetched first", async () => {
    // Ours are the newest three; the seeded articles follow, each with its picture too.
    const [first, second, third, ...rest] = await imagesOn("/insights");
    for (const img of rest) {
      expect(img).toMatch(/width="\d+" height="\d+"/);
      expect(img).toContain('loading="lazy"');
      expect(img).not.toContain('fetchPriority="high"');
    }

    expect(first).toContain('alt="A removal van outside a terraced house in the snow"');
    expect(first).toContain('width="1280"');
    expect(first).toContain('height="720"');
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain(`src="/media/${coverId}/640.webp"`);

    expect(second).toContain('src="/images/services/family-law.svg"');
    expect(third).toContain('src="/images/services/wills-probate.svg"');
    for (const drawing of [second, third]) {
      expect(drawing).toContain('alt=""');
      expect(drawing).toContain('width="480"');
      expect(drawing).toContain('height="320"');
      expect(drawing).toContain('loading="lazy"');
      expect(drawing).not.toContain('fetchPriority="high"');
    }
  });

  test("the list offers every stored width of a cover, so a phone fetches a small one", async () => {
    const html = (await request(t.app).get("/insights").expect(200)).text;
    expect(html).toContain(
      `srcSet="/media/${coverId}/320.avif 320w, /media/${coverId}/640.avif 640w, /media/${coverId}/1280.avif 1280w"`,
    );
    expect(html).toContain(
      'sizes="(min-width: 72rem) 35rem, (min-width: 48rem) 50vw, calc(100vw - 2rem)"',
    );
  });

  test("an article's own cover is its largest paint: sized, fetched first and never lazy", async () => {
    const [cover] = await imagesOn("/insights/moving-house-in-winter");
    expect(cover).toContain('alt="A removal van outside a terraced house in the snow"');
    expect(cover).toContain('width="1280"');
    expect(cover).toContain('height="720"');
    expect(cover).toContain('fetchPriority="high"');
    expect(cover).toContain('loading="eager"');
  });

  test("an article without a cover shows its practice area's drawing instead, sized and fetched first", async () => {
    const [drawing, ...others] = await imagesOn("/insights/after-a-separation");
    expect(drawing).toContain('src="/images/services/family-law.svg"');
    expect(drawing).toContain('width="480"');
    expect(drawing).toContain('height="320"');
    expect(drawing).toContain('fetchPriority="high"');
    expect(drawing).toContain('loading="eager"');
    expect(others.some((img) => img.includes("/media/"))).toBe(false);
  });
});
