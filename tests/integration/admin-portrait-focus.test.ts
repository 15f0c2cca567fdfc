import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { auditLog, images, imageVariants, teamMembers } from "../../server/db/schema";
import { focusMessages } from "../../server/services/content/team-admin";
import { createImageService, SOURCE_WIDTH } from "../../server/services/images/image-store";
import { signedInAs } from "./support/accounts";
import { decodeEntities, getAs, postMultipart } from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

// Each test uploads and re-crops photographs (AVIF encodes): more than the default allows on a
// busy machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let staff: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signedInAs(t, "staff")).cookie;
  client = (await signedInAs(t, "client")).cookie;
}, 180_000);
afterAll(() => t.close());

const db = () => t.database.handle.db;

type Member = typeof teamMembers.$inferSelect;

async function member(slug: string): Promise<Member> {
  const [row] = await db().select().from(teamMembers).where(eq(teamMembers.slug, slug));
  if (!row) throw new Error(`no member ${slug}`);
  return row;
}

/** The edit form as posted: what is stored, with the focal point fields given. */
function form(m: Member, focus: { x: string; y: string } | null, version = m.version) {
  return {
    intent: "save",
    version: String(version),
    name: m.name,
    slug: m.slug,
    role: m.role,
    qualifications: m.qualifications.join("\n"),
    practiceAreas: m.practiceAreas,
    office: m.office,
    bio: m.bio,
    email: m.email,
    phone: m.phone,
    photoFocusX: focus?.x ?? "",
    photoFocusY: focus?.y ?? "",
  };
}

/** A 900×300 photo in three bands: red on the left, green in the middle, blue on the right. */
async function threeBands(): Promise<Buffer> {
  const [width, height] = [900, 300];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    const band = Math.floor((i % width) / 300);
    pixels.set(band === 0 ? [220, 30, 30] : band === 1 ? [30, 200, 30] : [30, 30, 220], i * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function withPhoto(slug: string): Promise<Member> {
  const m = await member(slug);
  const res = await postMultipart(t.app, staff, `/admin/team/${m.id}`, form(m, null), {
    field: "photo",
    name: "bands.jpg",
    bytes: await threeBands(),
  });
  expect(res.status, res.text.slice(0, 300)).toBe(302);
  return member(slug);
}

/** The served 240 px WebP's centre pixel: what the crop shows, read as a visitor's browser would. */
async function centreOfServedCrop(imageId: string): Promise<{ r: number; b: number }> {
  const res = await request(t.app)
    .get(`/media/${imageId}/240.webp`)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const { data, info } = await sharp(res.body as Buffer)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (120 * info.width + 120) * info.channels;
  return { r: data[at] ?? 0, b: data[at + 2] ?? 0 };
}

async function imageExists(id: string) {
  return (await db().select({ id: images.id }).from(images).where(eq(images.id, id))).length > 0;
}

describe("the portrait's focal point", () => {
  test("moving it cuts the crop again around the point, under a new address", async () => {
    const before = await withPhoto("richard-hale");
    const firstId = before.photoImageId as string;
    expect([before.photoFocusX, before.photoFocusY]).toEqual([null, null]);

    // Centred on the left edge: the square shows the red band.
    const left = await postMultipart(
      t.app,
      staff,
      `/admin/team/${before.id}`,
      form(before, { x: "0", y: "50" }),
    );
    expect(left.status, left.text.slice(0, 300)).toBe(302);
    const afterLeft = await member("richard-hale");
    expect([afterLeft.photoFocusX, afterLeft.photoFocusY]).toEqual([0, 50]);
    expect(afterLeft.version).toBe(before.version + 1);
    const leftId = afterLeft.photoImageId as string;
    expect(leftId).not.toBe(firstId);
    const red = await centreOfServedCrop(leftId);
    expect(red.r).toBeGreaterThan(150);
    expect(red.b).toBeLessThan(90);

    // Moved to the right edge: blue, under yet another address.
    await postMultipart(
      t.app,
      staff,
      `/admin/team/${before.id}`,
      form(afterLeft, { x: "100", y: "50" }),
    ).expect(302);
    const afterRight = await member("richard-hale");
    const rightId = afterRight.photoImageId as string;
    expect(new Set([firstId, leftId, rightId]).size).toBe(3);
    const blue = await centreOfServedCrop(rightId);
    expect(blue.b).toBeGreaterThan(150);
    expect(blue.r).toBeLessThan(90);

    // The old crops are gone, so no page can point at them; the public pages use the new one.
    expect(await imageExists(firstId)).toBe(false);
    expect(await imageExists(leftId)).toBe(false);
    await request(t.app).get(`/media/${leftId}/240.webp`).expect(404);
    const page = (await request(t.app).get("/team/richard-hale").expect(200)).text;
    expect(page).toContain(`/media/${rightId}/240.avif 240w`);
    expect(page).not.toContain(leftId);

    // The new image still keeps its source, so the point can move again.
    const kept = await db()
      .select({ width: imageVariants.width })
      .from(imageVariants)
      .where(and(eq(imageVariants.imageId, rightId), eq(imageVariants.width, SOURCE_WIDTH)));
    expect(kept).toHaveLength(1);

    // The audit log says where the crop was moved to.
    const [entry] = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, before.id), eq(auditLog.action, "team-member.update")))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry?.details).toMatchObject({ photoFocus: "100% across, 50% down" });
  });

  test("the kept source is never served: the media route has no width 0", async () => {
    const m = await withPhoto("hannah-doyle");
    await request(t.app).get(`/media/${m.photoImageId}/0.webp`).expect(404);
    const listed = await createImageService(db()).listVariants(m.photoImageId as string);
    expect(listed.every((v) => v.width > 0)).toBe(true);
  });

  test("saving with the same point keeps the same crop and address", async () => {
    const m = await withPhoto("tom-whitworth");
    await postMultipart(t.app, staff, `/admin/team/${m.id}`, form(m, { x: "40", y: "30" })).expect(
      302,
    );
    const moved = await member("tom-whitworth");
    await postMultipart(
      t.app,
      staff,
      `/admin/team/${m.id}`,
      form(moved, { x: "40", y: "30" }),
    ).expect(302);
    const again = await member("tom-whitworth");
    expect(again.photoImageId).toBe(moved.photoImageId);
    expect(again.version).toBe(moved.version + 1);
  });

  test("clearing both fields goes back to the automatic crop, again under a new address", async () => {
    const m = await withPhoto("daniel-okafor");
    await postMultipart(t.app, staff, `/admin/team/${m.id}`, form(m, { x: "10", y: "90" })).expect(
      302,
    );
    const moved = await member("daniel-okafor");
    await postMultipart(t.app, staff, `/admin/team/${m.id}`, form(moved, null)).expect(302);
    const automatic = await member("daniel-okafor");
    expect([automatic.photoFocusX, automatic.photoFocusY]).toEqual([null, null]);
    expect(automatic.photoImageId).not.toBe(moved.photoImageId);
  });

  test("a new photograph starts with the automatic crop", async () => {
    const m = await withPhoto("james-mercer");
    await postMultipart(t.app, staff, `/admin/team/${m.id}`, form(m, { x: "20", y: "20" })).expect(
      302,
    );
    const moved = await member("james-mercer");
    const res = await postMultipart(
      t.app,
      staff,
      `/admin/team/${m.id}`,
      form(moved, { x: "20", y: "20" }),
      {
        field: "photo",
        name: "new.jpg",
        bytes: await threeBands(),
      },
    );
    expect(res.status).toBe(302);
    const replaced = await member("james-mercer");
    expect([replaced.photoFocusX, replaced.photoFocusY]).toEqual([null, null]);
  });
});

describe("a focal point that cannot be saved is refused with the form shown again", () => {
  test.each([
    [{ x: "101", y: "50" }, "photoFocusX", "Enter how far across as a whole number from 0 to 100"],
    [{ x: "50", y: "-1" }, "photoFocusY", "Enter how far down as a whole number from 0 to 100"],
    [{ x: "12.5", y: "50" }, "photoFocusX", "Enter how far across as a whole number from 0 to 100"],
    [
      { x: "fifty", y: "50" },
      "photoFocusX",
      "Enter how far across as a whole number from 0 to 100",
    ],
    [
      { x: "50", y: "" },
      "photoFocusY",
      "Enter how far down too, or leave both empty for the automatic crop",
    ],
    [
      { x: "", y: "50" },
      "photoFocusX",
      "Enter how far across too, or leave both empty for the automatic crop",
    ],
  ])("%o: 400, a message at %s, nothing changed", async (focus, field, message) => {
    const m = (await member("priya-shah")).photoImageId
      ? await member("priya-shah")
      : await withPhoto("priya-shah");
    const res = await postMultipart(t.app, staff, `/admin/team/${m.id}`, form(m, focus));
    expect(res.status).toBe(400);
    const html = decodeEntities(res.text);
    expect(html).toContain(message);
    expect(html).toContain(`href="#member-${field}"`);
    expect(html).toMatch(new RegExp(`id="member-${field}"[^>]*aria-invalid="true"`));
    const after = await member("priya-shah");
    expect(after.version).toBe(m.version);
    expect(after.photoImageId).toBe(m.photoImageId);
  });

  test("a point for someone with no photograph is refused", async () => {
    const m = await member("claire-ashworth");
    expect(m.photoImageId).toBeNull();
    const res = await postMultipart(
      t.app,
      staff,
      `/admin/team/${m.id}`,
      form(m, { x: "50", y: "50" }),
    );
    expect(res.status).toBe(400);
    expect(decodeEntities(res.text)).toContain(focusMessages.noPhoto);
    expect((await member("claire-ashworth")).version).toBe(m.version);
  });

  test("a photograph stored before sources were kept asks for the upload again", async () => {
    const m = await withPhoto("sarah-bennett");
    await db()
      .delete(imageVariants)
      .where(
        and(
          eq(imageVariants.imageId, m.photoImageId as string),
          eq(imageVariants.width, SOURCE_WIDTH),
        ),
      );
    const res = await postMultipart(
      t.app,
      staff,
      `/admin/team/${m.id}`,
      form(m, { x: "50", y: "50" }),
    );
    expect(res.status).toBe(400);
    expect(decodeEntities(res.text)).toContain(focusMessages.noSource);
    const after = await member("sarah-bennett");
    expect([after.version, after.photoImageId]).toEqual([m.version, m.photoImageId]);
  });

  test("a save from a page opened before someone else's is refused (409), no crop stored", async () => {
    const m = await withPhoto("mark-fielding");
    const imagesBefore = (await db().select({ id: images.id }).from(images)).length;
    const res = await postMultipart(
      t.app,
      staff,
      `/admin/team/${m.id}`,
      form(m, { x: "10", y: "10" }, m.version - 1),
    );
    expect(res.status).toBe(409);
    const after = await member("mark-fielding");
    expect([after.version, after.photoImageId, after.photoFocusX]).toEqual([
      m.version,
      m.photoImageId,
      null,
    ]);
    expect((await db().select({ id: images.id }).from(images)).length).toBe(imagesBefore);
  });

  test("a client gets 403 and a visitor is sent to sign in; nothing changes", async () => {
    const m = await withPhoto("aisha-rahman");
    const path = `/admin/team/${m.id}`;
    await getAs(t.app, client, path).expect(403);
    await postMultipart(t.app, client, path, form(m, { x: "0", y: "0" })).expect(403);
    const visitor = await request(t.app).get(path).expect(302);
    expect(visitor.headers.location).toMatch(/^\/auth/);
    const after = await member("aisha-rahman");
    expect([after.version, after.photoImageId, after.photoFocusX]).toEqual([
      m.version,
      m.photoImageId,
      null,
    ]);
  });
});

describe("the edit screen", () => {
  test("shows the focal point fields and the treated portrait only once there is a photograph", async () => {
    const withOne = await withPhoto("eleanor-carrow");
    const html = (await getAs(t.app, staff, `/admin/team/${withOne.id}`).expect(200)).text;
    expect(html).toContain("Where the photograph is centred");
    expect(html).toMatch(/<label[^>]*for="member-photoFocusX"[^>]*>Across \(0 to 100\)/);
    expect(html).toContain(`/media/${withOne.photoImageId}/240.webp`);
    const without = await member("claire-ashworth");
    const none = (await getAs(t.app, staff, `/admin/team/${without.id}`).expect(200)).text;
    expect(none).not.toContain("Where the photograph is centred");
  });
});
