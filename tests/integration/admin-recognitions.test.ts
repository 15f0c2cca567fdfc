import { count, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadRecognitions } from "~/lib/recognitions/load-recognitions.server";
import { todayInLondon } from "~/shared/time/london-clock";
import { accreditations, auditLog, images, reviewScores } from "../../server/db/schema";
import { createRecognitionsService } from "../../server/services/recognitions";
import { signedInAs } from "./support/accounts";
import { decodeEntities, getAs, postAs, postMultipart } from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let staff: string;
let admin: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signedInAs(t, "staff")).cookie;
  admin = (await signedInAs(t, "admin")).cookie;
  client = (await signedInAs(t, "client")).cookie;
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

/** What a public page's loader would get from `loadRecognitions(context)`. */
const publicRead = () =>
  loadRecognitions({
    services: { recognitions: createRecognitionsService(db()) },
  } as unknown as Pick<AppLoadContext, "services">);

/** A logo-shaped PNG, wider than the largest logo size kept. */
const logoPng = () =>
  sharp({ create: { width: 600, height: 200, channels: 4, background: "#1f3a5f" } })
    .png()
    .toBuffer();

const accreditationFields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  name: "Lexcel",
  link: "https://www.lawsociety.org.uk/lexcel",
  since: "14/05/2019",
  ...overrides,
});

const reviewFields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  source: "Google",
  rating: "4.8",
  reviewCount: "1,234",
  link: "https://www.google.com/maps/place/example",
  checkedOn: "2026-11-03",
  ...overrides,
});

async function accreditationNamed(name: string) {
  const [row] = await db().select().from(accreditations).where(eq(accreditations.name, name));
  if (!row) throw new Error(`no accreditation ${name}`);
  return row;
}

async function reviewFrom(source: string) {
  const [row] = await db().select().from(reviewScores).where(eq(reviewScores.source, source));
  if (!row) throw new Error(`no review score from ${source}`);
  return row;
}

async function imageCount() {
  const [row] = await db().select({ n: count() }).from(images);
  return row?.n ?? 0;
}

const auditActions = async (id: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.entityId, id))).map((e) => e.action);

describe("nothing is invented", () => {
  test("a new site has no accreditations or review scores: the public read is empty", async () => {
    expect(await publicRead()).toEqual({ accreditations: [], reviewScores: [] });
    const page = decodeEntities(
      (await getAs(t.app, staff, "/admin/recognitions").expect(200)).text,
    );
    expect(page).toContain("No accreditations yet, so the website shows none.");
    expect(page).toContain("No review scores yet, so the website shows none.");
  });
});

describe("who may use the screen", () => {
  const addresses = [
    "/admin/recognitions",
    "/admin/recognitions/accreditations/new",
    "/admin/recognitions/review-scores/new",
  ];

  test.each(addresses)(
    "a visitor who opens %s is sent to sign in and brought back",
    async (path) => {
      const res = await request(t.app).get(path).expect(302);
      expect(res.headers.location).toBe(`/auth?next=${encodeURIComponent(path)}`);
    },
  );

  test("a visitor who opens an address near the header limit is sent to sign in with the page alone", async () => {
    // The fuzz suite's seed 65661708: the query, encoded once more into Location, made a
    // response header no client would read.
    const path = `/admin/recognitions/review-scores/new?slug=${"%F0%9F%98%80".repeat(1_200)}`;
    const res = await request(t.app).get(path).expect(302);
    expect(res.headers.location).toBe(
      `/auth?next=${encodeURIComponent("/admin/recognitions/review-scores/new")}`,
    );
  });

  test.each(addresses)("a client who opens %s gets 403", async (path) => {
    await getAs(t.app, client, path).expect(403);
  });

  test("a client's post is refused with 403 and stores nothing", async () => {
    await postAs(t.app, client, "/admin/recognitions/review-scores/new", reviewFields()).expect(
      403,
    );
    expect(await db().select().from(reviewScores)).toEqual([]);
  });

  test("staff and admins both see it, and it is in the admin navigation", async () => {
    for (const cookie of [staff, admin]) {
      const html = (await getAs(t.app, cookie, "/admin/recognitions").expect(200)).text;
      expect(html).toContain("<h1");
      expect(html).toContain("Accreditations and reviews");
      expect(html).toMatch(/<nav aria-label="Admin sections">[\s\S]*href="\/admin\/recognitions"/);
    }
  });
});

describe("accreditations", () => {
  test("add with a logo: stored re-encoded, alt text from the name, public at once; audited", async () => {
    const before = await imageCount();
    const res = await postMultipart(
      t.app,
      staff,
      "/admin/recognitions/accreditations/new",
      accreditationFields(),
      { field: "logo", name: "lexcel.png", type: "image/png", bytes: await logoPng() },
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/admin/recognitions");
    const row = await accreditationNamed("Lexcel");
    expect(row).toMatchObject({
      link: "https://www.lawsociety.org.uk/lexcel",
      since: "2019-05-14",
      sortOrder: 1,
    });
    expect(await imageCount()).toBe(before + 1);

    const read = await publicRead();
    expect(read.accreditations).toEqual([
      {
        id: row.id,
        name: "Lexcel",
        link: "https://www.lawsociety.org.uk/lexcel",
        since: "2019-05-14",
        // Never wider than the largest logo size, whatever was uploaded.
        logo: { id: row.logoImageId, width: 320, height: 107, purpose: "logo" },
      },
    ]);
    const list = decodeEntities((await getAs(t.app, admin, "/admin/recognitions")).text);
    expect(list).toContain("Lexcel");
    expect(list).toContain("Since 2019");
    expect(await auditActions(row.id)).toEqual(["accreditation.create"]);
  });

  test("bad input: 400, a message by each field and in the summary, everything typed kept", async () => {
    const before = await db().select().from(accreditations);
    const images = await imageCount();
    const res = await postMultipart(
      t.app,
      staff,
      "/admin/recognitions/accreditations/new",
      accreditationFields({ name: "", link: "www.example.com", since: "next year" }),
      { field: "logo", name: "logo.png", type: "image/png", bytes: await logoPng() },
    );
    expect(res.status).toBe(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("There is a problem");
    expect(html).toContain('href="#accreditation-name"');
    expect(html).toContain("Enter the accreditation's name");
    expect(html).toContain(
      "Enter a full link that starts with https://, like https://www.example.com/reviews",
    );
    expect(html).toContain("Enter a year, like 2019, or a date, like 14/05/2019");
    expect(html).toContain("Choose the image again: files are not kept");
    expect(html).toContain('value="www.example.com"');
    expect(html).toContain('value="next year"');
    expect(await db().select().from(accreditations)).toHaveLength(before.length);
    expect(await imageCount()).toBe(images);
  });

  test("a file that is not an image is refused by its content", async () => {
    const res = await postMultipart(
      t.app,
      staff,
      "/admin/recognitions/accreditations/new",
      accreditationFields({ name: "Not a logo" }),
      { field: "logo", name: "logo.png", type: "image/png", bytes: Buffer.from("<svg/>") },
    );
    expect(res.status).toBe(400);
    expect(decodeEntities(res.text)).toContain("The file must be a JPEG, PNG, WebP or AVIF image");
    expect(decodeEntities(res.text)).toContain('value="Not a logo"');
  });

  test("links must be https: http, javascript: and a bare address are refused", async () => {
    for (const link of [
      "http://www.lawsociety.org.uk/lexcel",
      "javascript:alert(1)",
      "//www.example.com",
    ]) {
      const res = await postMultipart(
        t.app,
        staff,
        "/admin/recognitions/accreditations/new",
        accreditationFields({ name: "Insecure", link }),
      );
      expect(res.status, link).toBe(400);
      expect(decodeEntities(res.text)).toContain("Enter a full link that starts with https://");
    }
    expect(
      await db().select().from(accreditations).where(eq(accreditations.name, "Insecure")),
    ).toEqual([]);
  });

  test("the database refuses a non-https link even from outside the admin screen", async () => {
    await expect(
      db().insert(accreditations).values({ name: "Plain SQL", link: "http://www.example.com" }),
    ).rejects.toMatchObject({ cause: { code: "23514" } });
  });

  test("edit: name, link and date change; the logo can be removed; a stale save gets 409", async () => {
    const row = await accreditationNamed("Lexcel");
    const images = await imageCount();
    const edit = await getAs(t.app, staff, `/admin/recognitions/accreditations/${row.id}`).expect(
      200,
    );
    // The stored date is shown as it would be typed.
    expect(edit.text).toContain('value="14/05/2019"');
    const save = (fields: Record<string, string>) =>
      postMultipart(t.app, staff, `/admin/recognitions/accreditations/${row.id}`, {
        ...accreditationFields(fields),
        version: String(row.version),
      });
    const first = await save({
      name: "Lexcel (Law Society)",
      since: "2018",
      link: "",
      removeLogo: "yes",
    });
    expect(first.status).toBe(302);
    const stored = await accreditationNamed("Lexcel (Law Society)");
    expect(stored).toMatchObject({ since: "2018", link: null, logoImageId: null });
    expect(stored.version).toBe(row.version + 1);
    expect(await imageCount()).toBe(images - 1);

    const second = await save({ name: "A stale edit" });
    expect(second.status).toBe(409);
    expect(decodeEntities(second.text)).toContain(
      "Someone else saved this accreditation since you opened the page",
    );
    expect((await accreditationNamed("Lexcel (Law Society)")).version).toBe(row.version + 1);
    expect(await auditActions(row.id)).toEqual(["accreditation.create", "accreditation.update"]);
  });

  test("an address with no such accreditation is a 404, not an error", async () => {
    const missing = "00000000-0000-4000-8000-000000000001";
    await getAs(t.app, staff, `/admin/recognitions/accreditations/${missing}`).expect(404);
    await getAs(t.app, staff, "/admin/recognitions/accreditations/not-an-id").expect(404);
    await postAs(t.app, staff, `/admin/recognitions/accreditations/${missing}/delete`, {}).expect(
      404,
    );
  });
});

describe("review scores", () => {
  test("add: stored as numbers, shown to staff as the website will say it; audited", async () => {
    const res = await postAs(t.app, staff, "/admin/recognitions/review-scores/new", reviewFields());
    expect(res.status).toBe(302);
    const row = await reviewFrom("Google");
    expect(row).toMatchObject({ rating: 4.8, reviewCount: 1234, checkedOn: "2026-11-03" });
    const list = decodeEntities((await getAs(t.app, staff, "/admin/recognitions")).text);
    expect(list).toContain("4.8 out of 5 from 1,234 reviews on Google (checked 3 November 2026)");
    expect(await auditActions(row.id)).toEqual(["review-score.create"]);
  });

  test("a new score's date checked starts as today", async () => {
    const html = (await getAs(t.app, staff, "/admin/recognitions/review-scores/new")).text;
    expect(html).toContain(`value="${todayInLondon(t.clock.now())}"`);
  });

  test("bad input: 400 with a message for each field, everything typed kept, nothing stored", async () => {
    const before = await db().select().from(reviewScores);
    const res = await postAs(
      t.app,
      staff,
      "/admin/recognitions/review-scores/new",
      reviewFields({
        source: "Trustpilot",
        rating: "5.5",
        reviewCount: "about forty",
        link: "http://uk.trustpilot.com/review/example",
        checkedOn: "2999-01-01",
      }),
    );
    expect(res.status).toBe(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("There is a problem");
    expect(html).toContain("Enter a rating from 0 to 5 with at most one decimal place, like 4.8");
    expect(html).toContain("Enter the number of reviews as a whole number, like 127");
    expect(html).toContain("Enter a full link that starts with https://");
    expect(html).toContain("Enter a real date, like 2026-11-03");
    expect(html).toContain('value="Trustpilot"');
    expect(html).toContain('value="about forty"');
    expect(html).toContain('value="5.5"');
    expect(await db().select().from(reviewScores)).toHaveLength(before.length);
  });

  test("a date checked after today is refused", async () => {
    const tomorrow = todayInLondon(new Date(t.clock.now().getTime() + 86_400_000));
    const res = await postAs(
      t.app,
      staff,
      "/admin/recognitions/review-scores/new",
      reviewFields({ checkedOn: tomorrow }),
    );
    expect(res.status).toBe(400);
    expect(decodeEntities(res.text)).toContain("The date you checked can't be in the future");
  });

  test("edit: the new score is stored; a stale save gets 409", async () => {
    const row = await reviewFrom("Google");
    const save = (fields: Record<string, string>) =>
      postAs(t.app, admin, `/admin/recognitions/review-scores/${row.id}`, {
        ...reviewFields(fields),
        version: String(row.version),
      });
    expect((await save({ rating: "4.9", reviewCount: "1300", link: "" })).status).toBe(302);
    expect(await reviewFrom("Google")).toMatchObject({
      rating: 4.9,
      reviewCount: 1300,
      link: null,
      version: row.version + 1,
    });
    const stale = await save({ rating: "1.0" });
    expect(stale.status).toBe(409);
    expect((await reviewFrom("Google")).rating).toBe(4.9);
  });
});

describe("order and deletion", () => {
  test("new entries go last; Move up and Move down change the public order; audited", async () => {
    for (const source of ["Trustpilot", "ReviewSolicitors"]) {
      await postAs(
        t.app,
        staff,
        "/admin/recognitions/review-scores/new",
        reviewFields({ source }),
      ).expect(302);
    }
    const order = async () => (await publicRead()).reviewScores.map((r) => r.source);
    expect(await order()).toEqual(["Google", "Trustpilot", "ReviewSolicitors"]);

    const last = await reviewFrom("ReviewSolicitors");
    await postAs(t.app, staff, "/admin/recognitions", {
      intent: "move-up",
      kind: "review-score",
      id: last.id,
    }).expect(302);
    expect(await order()).toEqual(["Google", "ReviewSolicitors", "Trustpilot"]);
    await postAs(t.app, staff, "/admin/recognitions", {
      intent: "move-down",
      kind: "review-score",
      id: (await reviewFrom("Google")).id,
    }).expect(302);
    expect(await order()).toEqual(["ReviewSolicitors", "Google", "Trustpilot"]);
    // The first cannot move up: nothing changes.
    await postAs(t.app, staff, "/admin/recognitions", {
      intent: "move-up",
      kind: "review-score",
      id: last.id,
    }).expect(302);
    expect(await order()).toEqual(["ReviewSolicitors", "Google", "Trustpilot"]);
    expect(await auditActions(last.id)).toContain("review-score.move");
  });

  test("accreditations are ordered the same way, apart from review scores", async () => {
    await postMultipart(
      t.app,
      staff,
      "/admin/recognitions/accreditations/new",
      accreditationFields({ name: "Conveyancing Quality Scheme", since: "" }),
    ).expect(302);
    const names = async () => (await publicRead()).accreditations.map((a) => a.name);
    expect(await names()).toEqual(["Lexcel (Law Society)", "Conveyancing Quality Scheme"]);
    const cqs = await accreditationNamed("Conveyancing Quality Scheme");
    await postAs(t.app, admin, "/admin/recognitions", {
      intent: "move-up",
      kind: "accreditation",
      id: cqs.id,
    }).expect(302);
    expect(await names()).toEqual(["Conveyancing Quality Scheme", "Lexcel (Law Society)"]);
    expect((await publicRead()).reviewScores.map((r) => r.source)).toEqual([
      "ReviewSolicitors",
      "Google",
      "Trustpilot",
    ]);
  });

  test("a malformed move changes nothing", async () => {
    const res = await postAs(t.app, staff, "/admin/recognitions", {
      intent: "explode",
      kind: "review-score",
      id: "x",
    });
    expect(res.status).toBe(404);
  });

  test("delete asks first, on a page of its own that posts without JavaScript", async () => {
    const row = await reviewFrom("Trustpilot");
    const path = `/admin/recognitions/review-scores/${row.id}/delete`;
    const page = decodeEntities((await getAs(t.app, staff, path).expect(200)).text);
    expect(page).toContain("Delete the Trustpilot review score?");
    // A plain form: no script needed to send it.
    const form = page
      .match(/<form [^>]*>[\s\S]*?<\/form>/g)
      ?.find((f) => f.includes("Yes, delete it"));
    expect(form).toContain(`action="${path}" method="post"`);
    expect(form).toContain('<button type="submit"');
    // Opening the page deletes nothing.
    expect(await reviewFrom("Trustpilot")).toBeDefined();

    await postAs(t.app, staff, path, {}).expect(302);
    expect((await publicRead()).reviewScores.map((r) => r.source)).not.toContain("Trustpilot");
    expect(await auditActions(row.id)).toContain("review-score.delete");
    await getAs(t.app, staff, path).expect(404);
  });

  test("deleting an accreditation takes its logo with it", async () => {
    await postMultipart(
      t.app,
      staff,
      "/admin/recognitions/accreditations/new",
      accreditationFields({ name: "With a logo" }),
      { field: "logo", name: "logo.png", type: "image/png", bytes: await logoPng() },
    ).expect(302);
    const row = await accreditationNamed("With a logo");
    const images = await imageCount();
    const page = decodeEntities(
      (await getAs(t.app, admin, `/admin/recognitions/accreditations/${row.id}/delete`)).text,
    );
    expect(page).toContain("Delete With a logo?");
    await postAs(t.app, admin, `/admin/recognitions/accreditations/${row.id}/delete`, {}).expect(
      302,
    );
    expect(await imageCount()).toBe(images - 1);
    expect((await publicRead()).accreditations.map((a) => a.name)).not.toContain("With a logo");
    expect(await auditActions(row.id)).toEqual(["accreditation.create", "accreditation.delete"]);
  });
});
