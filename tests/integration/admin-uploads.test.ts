import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles, images, imageVariants, teamMembers } from "../../server/db/schema";
import { signedInAs } from "./support/accounts";
import { decodeEntities, idFromLocation, postAs, postMultipart } from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInAs(t, "staff")).cookie;
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

let counter = 0;
function articleFields(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    intent: "save",
    title: `An article with a picture ${counter}`,
    slug: "",
    summary: "A summary.",
    body: "Some text.",
    practiceArea: "family-law",
    authorId: "",
    coverAlt: "Two people talking at a kitchen table",
    seoTitle: "",
    seoDescription: "",
    ...overrides,
  };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 120 } } })
    .jpeg()
    .toBuffer();

/** A real PNG of about 6 MB: random pixels, stored without compression. */
async function sixMegabytePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1400;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function imageCount() {
  const [row] = await db().select({ n: count() }).from(images);
  return row?.n ?? 0;
}

describe("uploads are refused unless they are images of at most 5 MB", () => {
  test("a text file named photo.jpg is refused by its content; the rest of the input is kept", async () => {
    const before = await imageCount();
    const res = await postMultipart(
      t.app,
      cookie,
      "/admin/insights/new",
      articleFields({ title: "Keep my title please" }),
      {
        field: "cover",
        name: "photo.jpg",
        type: "image/jpeg",
        bytes: Buffer.from("Dear diary,\n"),
      },
    );
    expect(res.status).toBe(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("The file must be a JPEG, PNG, WebP or AVIF image");
    expect(html).toContain('value="Keep my title please"');
    expect(html).toContain("Two people talking at a kitchen table");
    expect(await imageCount()).toBe(before);
    const saved = await db()
      .select()
      .from(articles)
      .where(eq(articles.title, "Keep my title please"));
    expect(saved).toEqual([]);
  });

  test("a 6 MB image is refused with a clear message, the form's other input kept", async () => {
    const big = await sixMegabytePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024 - 200_000);
    expect(big.length).toBeLessThan(7 * 1024 * 1024);
    const before = await imageCount();
    const res = await postMultipart(
      t.app,
      cookie,
      "/admin/insights/new",
      articleFields({ title: "Too big a picture" }),
      { field: "cover", name: "big.png", type: "image/png", bytes: big },
    );
    expect(res.status).toBe(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("The image must be 5 MB or smaller");
    expect(html).toContain('value="Too big a picture"');
    expect(await imageCount()).toBe(before);
  });

  test("a truncated JPEG as a team photo is refused with the form shown again, nothing stored", async () => {
    const [member] = await db()
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.slug, "richard-hale"));
    if (!member) throw new Error("seed member missing");
    const whole = await jpeg(900, 1200);
    const before = await imageCount();
    const res = await postMultipart(
      t.app,
      cookie,
      `/admin/team/${member.id}`,
      {
        intent: "save",
        version: String(member.version),
        name: "Richard Hale (kept)",
        slug: member.slug,
        role: member.role,
        qualifications: member.qualifications.join("\n"),
        practiceAreas: member.practiceAreas,
        office: member.office,
        bio: member.bio,
        email: member.email,
        phone: member.phone,
      },
      { field: "photo", name: "cut-off.jpg", bytes: whole.subarray(0, whole.length / 2) },
    );
    expect(res.status).toBe(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("The image is damaged or incomplete");
    expect(html).toContain('value="Richard Hale (kept)"');
    expect(await imageCount()).toBe(before);
  });

  test("a cover needs a description", async () => {
    const res = await postMultipart(
      t.app,
      cookie,
      "/admin/insights/new",
      articleFields({ coverAlt: "" }),
      { field: "cover", name: "cover.jpg", bytes: await jpeg(800, 400) },
    );
    expect(res.status).toBe(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("Describe the cover image for people who cannot see it");
    // The good file was not stored while the form had a problem, and the person is told.
    expect(html).toContain("Choose the image again");
  });

  test("a body far past the limit is cut off rather than read to the end", async () => {
    const huge = Buffer.alloc(14 * 1024 * 1024, 1);
    const res = await postMultipart(t.app, cookie, "/admin/insights/new", articleFields(), {
      field: "cover",
      name: "huge.png",
      bytes: huge,
    }).catch((err: { status?: number; code?: string }) => err);
    // Either the 413 arrives or the connection is closed while still sending.
    const status = (res as { status?: number }).status;
    expect(status === 413 || (res as { code?: string }).code !== undefined).toBe(true);
  });
});

describe("accepted uploads", () => {
  test("a cover becomes WebP and AVIF at 320, 640 and 1280 wide, served with long caching", async () => {
    const res = await postMultipart(
      t.app,
      cookie,
      "/admin/insights/new",
      articleFields({ title: "Cover story" }),
      // The declared type is wrong on purpose: only the content counts.
      { field: "cover", name: "cover.txt", type: "text/plain", bytes: await jpeg(1600, 900) },
    );
    expect(res.status, res.text.slice(0, 300)).toBe(302);
    const id = idFromLocation(res);
    const [article] = await db().select().from(articles).where(eq(articles.id, id));
    const imageId = article?.coverImageId as string;
    expect(imageId).toBeTruthy();
    const variants = await db()
      .select({
        format: imageVariants.format,
        width: imageVariants.width,
        height: imageVariants.height,
      })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, imageId));
    expect(variants.map((v) => `${v.format}:${v.width}x${v.height}`).sort()).toEqual([
      "avif:1280x720",
      "avif:320x180",
      "avif:640x360",
      "webp:1280x720",
      "webp:320x180",
      "webp:640x360",
    ]);

    const webp = await request(t.app).get(`/media/${imageId}/640.webp`).expect(200);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = webp.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await sharp(webp.body as Buffer).metadata()).width).toBe(640);
    const avif = await request(t.app).get(`/media/${imageId}/1280.avif`).expect(200);
    expect(avif.headers["content-type"]).toBe("image/avif");
    await request(t.app).get(`/media/${imageId}/640.webp`).set("If-None-Match", etag).expect(304);

    await request(t.app).get(`/media/${imageId}/999.webp`).expect(404);
    await request(t.app).get("/media/00000000-0000-4000-8000-000000000000/640.webp").expect(404);
    await request(t.app).get(`/media/${imageId}/640.gif`).expect(404);
    await request(t.app).get("/media/not-an-id/640.webp").expect(404);

    // Once published, the article page shows it as <picture> with its size reserved.
    await postAs(t.app, cookie, `/admin/insights/${id}`, {
      intent: "publish",
      version: "1",
    }).expect(302);
    const page = (await request(t.app).get(`/insights/${article?.slug}`).expect(200)).text;
    expect(page).toContain(`<source type="image/avif" srcSet="/media/${imageId}/320.avif 320w`);
    expect(page).toMatch(
      /<img[^>]*alt="Two people talking at a kitchen table"[^>]*width="1280"[^>]*height="720"/,
    );
    // The cover is the page's largest paint: fetched first, never lazily.
    expect(page).toMatch(
      /<img[^>]*alt="Two people talking at a kitchen table"[^>]*loading="eager"/,
    );
  });

  test("replacing and removing a cover drops the old image", async () => {
    const created = await postMultipart(
      t.app,
      cookie,
      "/admin/insights/new",
      articleFields({ title: "Changing covers" }),
      { field: "cover", name: "a.jpg", bytes: await jpeg(700, 400) },
    );
    const id = idFromLocation(created);
    const [first] = await db().select().from(articles).where(eq(articles.id, id));
    await postMultipart(
      t.app,
      cookie,
      `/admin/insights/${id}`,
      articleFields({ title: "Changing covers", slug: first?.slug ?? "", version: "1" }),
      {
        field: "cover",
        name: "b.png",
        bytes: await sharp(await jpeg(500, 500))
          .png()
          .toBuffer(),
      },
    ).expect(302);
    const [second] = await db().select().from(articles).where(eq(articles.id, id));
    expect(second?.coverImageId).not.toBe(first?.coverImageId);
    expect(
      await db()
        .select()
        .from(images)
        .where(eq(images.id, first?.coverImageId as string)),
    ).toEqual([]);

    await postMultipart(
      t.app,
      cookie,
      `/admin/insights/${id}`,
      articleFields({
        title: "Changing covers",
        slug: first?.slug ?? "",
        version: "2",
        removeCover: "yes",
        coverAlt: "",
      }),
    ).expect(302);
    const [third] = await db().select().from(articles).where(eq(articles.id, id));
    expect(third?.coverImageId).toBeNull();
    expect(
      await db()
        .select()
        .from(images)
        .where(eq(images.id, second?.coverImageId as string)),
    ).toEqual([]);
  });

  test("a team photo becomes square 240 and 480 portraits shown on the public pages, its source kept", async () => {
    const [member] = await db()
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.slug, "richard-hale"));
    if (!member) throw new Error("seed member missing");
    const res = await postMultipart(
      t.app,
      cookie,
      `/admin/team/${member.id}`,
      {
        intent: "save",
        version: String(member.version),
        name: member.name,
        slug: member.slug,
        role: member.role,
        qualifications: member.qualifications.join("\n"),
        practiceAreas: member.practiceAreas,
        office: member.office,
        bio: member.bio,
        email: member.email,
        phone: member.phone,
      },
      { field: "photo", name: "richard.jpg", bytes: await jpeg(900, 1200) },
    );
    expect(res.status, res.text.slice(0, 300)).toBe(302);
    const [updated] = await db().select().from(teamMembers).where(eq(teamMembers.id, member.id));
    const imageId = updated?.photoImageId as string;
    const variants = await db()
      .select({
        format: imageVariants.format,
        width: imageVariants.width,
        height: imageVariants.height,
      })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, imageId));
    // The four served crops, and the kept source (width 0, never served) to re-crop from.
    expect(variants.map((v) => `${v.format}:${v.width}x${v.height}`).sort()).toEqual([
      "avif:240x240",
      "avif:480x480",
      "webp:0x0",
      "webp:240x240",
      "webp:480x480",
    ]);
    const page = (await request(t.app).get("/team/richard-hale").expect(200)).text;
    expect(page).toContain(`/media/${imageId}/480.avif 480w`);
    expect(page).toMatch(
      /<img[^>]*alt="Richard Hale"[^>]*width="480"[^>]*height="480"[^>]*loading="eager"/,
    );
    const list = (await request(t.app).get("/about/team").expect(200)).text;
    expect(list).toMatch(/<img[^>]*alt="Richard Hale"[^>]*loading="lazy"/);
  });
});
