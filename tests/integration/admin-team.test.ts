import { eq } from "drizzle-orm";
import { type AppLoadContext, createRequestHandler } from "react-router";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { auditLog, teamMembers } from "../../server/db/schema";
import { routeHandles } from "../../server/http/route-handles";
import { fixedFirmFacts } from "../../server/services/firm-facts";
import { signedInAs } from "./support/accounts";
import {
  decodeEntities,
  getAs,
  idFromLocation,
  postAs,
  postMultipart,
} from "./support/admin-forms";
import { createTestApp, loadServerBuild, type TestApp } from "./support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInAs(t, "staff")).cookie;
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

let counter = 0;
function memberFields(overrides: Record<string, string | string[]> = {}) {
  counter += 1;
  return {
    intent: "save",
    name: `Hannah Whitfield ${"I".repeat(counter)}`,
    slug: "",
    role: "Associate Solicitor; Family Law",
    qualifications: "LLB (Hons), University of Sheffield\n\nAdmitted as a solicitor in 2015\n",
    practiceAreas: ["family-law", "dispute-resolution"],
    office: "heaton-moor",
    bio: "Hannah helps families through **separation**.",
    email: "Hannah.Whitfield@example.com",
    phone: "0161 496 0199",
    ...overrides,
  };
}

async function memberBySlug(slug: string) {
  const [row] = await db().select().from(teamMembers).where(eq(teamMembers.slug, slug));
  if (!row) throw new Error(`no member ${slug}`);
  return row;
}

/** Slugs in the order /about/team shows them (the Bramhall office first). */
async function publicOrder(): Promise<string[]> {
  const html = (await request(t.app).get("/about/team").expect(200)).text;
  return [...html.matchAll(/<a [^>]*href="\/team\/([a-z0-9-]+)"/g)].map((m) => m[1] ?? "");
}

describe("team members", () => {
  test("the list shows everyone in order with reorder and hide buttons", async () => {
    const res = await getAs(t.app, cookie, "/admin/team").expect(200);
    const html = decodeEntities(res.text);
    expect(html).toContain("Eleanor Carrow");
    expect(html).toContain("Move up");
    expect(html).toContain("Move down");
    expect(html).toContain("Hide");
  });

  test("add: the slug comes from the name, lists are cleaned, the page is public at once; audited", async () => {
    const res = await postMultipart(
      t.app,
      cookie,
      "/admin/team/new",
      memberFields({ name: "Siân O’Brien" }),
    );
    expect(res.status).toBe(302);
    const member = await memberBySlug("sian-obrien");
    expect(member.qualifications).toEqual([
      "LLB (Hons), University of Sheffield",
      "Admitted as a solicitor in 2015",
    ]);
    expect(member.practiceAreas).toEqual(["family-law", "dispute-resolution"]);
    expect(member.email).toBe("hannah.whitfield@example.com");
    const page = await request(t.app).get("/team/sian-obrien").expect(200);
    expect(decodeEntities(page.text)).toContain("Siân O’Brien");
    expect(page.text).toContain("<strong>separation</strong>");
    expect(await publicOrder()).toContain("sian-obrien");
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entries.map((e) => e.action)).toEqual(["team-member.create"]);
  });

  test("bad input: messages for each field, values kept, nothing saved", async () => {
    const before = await db().select().from(teamMembers);
    const res = await postMultipart(
      t.app,
      cookie,
      "/admin/team/new",
      memberFields({
        name: "Kept Name",
        practiceAreas: [],
        office: "",
        email: "not-an-email",
        phone: "12345",
      }),
    );
    expect(res.status).toBe(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("There is a problem");
    expect(html).toContain("Choose at least one practice area");
    expect(html).toContain("Choose an office");
    expect(html).toContain("Enter an e-mail address in the correct format");
    expect(html).toContain("Enter a UK phone number");
    expect(html).toContain('value="Kept Name"');
    expect(await db().select().from(teamMembers)).toHaveLength(before.length);
  });

  test("a slug already in use names who has it", async () => {
    const res = await postMultipart(
      t.app,
      cookie,
      "/admin/team/new",
      memberFields({ slug: "eleanor-carrow" }),
    );
    expect(res.status).toBe(400);
    expect(decodeEntities(res.text)).toContain("That address is already used by Eleanor Carrow");
  });

  test("edit: the public page changes at once; a second save of the same version gets 409", async () => {
    const member = await memberBySlug("priya-shah");
    const edit = (role: string) =>
      postMultipart(
        t.app,
        cookie,
        `/admin/team/${member.id}`,
        memberFields({
          name: member.name,
          slug: member.slug,
          role,
          office: member.office,
          version: String(member.version),
        }),
      );
    const first = await edit("Partner; Head of Property and Leasehold");
    expect(first.status).toBe(302);
    expect(idFromLocation(first)).toBe(member.id);
    const page = decodeEntities((await request(t.app).get("/team/priya-shah")).text);
    expect(page).toContain("Head of Property and Leasehold");

    const second = await edit("A stale edit");
    expect(second.status).toBe(409);
    expect(decodeEntities(second.text)).toContain(
      "Someone else saved this team member since you opened the page. Reload to see their changes.",
    );
    const stored = await memberBySlug("priya-shah");
    expect(stored.role).toBe("Partner; Head of Property and Leasehold");
    expect(stored.version).toBe(member.version + 1);
  });

  test("a bio says the firm's name through {shortName}: the public page and both previews fill it", async () => {
    const member = await memberBySlug("eleanor-carrow");
    expect(member.bio).toContain("founded {shortName} with Richard Hale");
    const founded = `founded ${defaultFirmFacts.shortName} with Richard Hale`;
    const shown = decodeEntities((await request(t.app).get("/team/eleanor-carrow")).text);
    expect(shown).toContain(founded);
    const loaded = decodeEntities((await getAs(t.app, cookie, `/admin/team/${member.id}`)).text);
    expect(loaded).toContain(founded);
    const previewed = await postMultipart(
      t.app,
      cookie,
      `/admin/team/${member.id}`,
      memberFields({
        intent: "preview",
        bio: "Partner at {shortName} since 1998.",
        version: String(member.version),
      }),
    );
    expect(previewed.status).toBe(200);
    expect(decodeEntities(previewed.text)).toContain(
      `Partner at ${defaultFirmFacts.shortName} since 1998.`,
    );
  });

  test("move up and move down change the public order at once; audited", async () => {
    const order = await publicOrder();
    const second = order[1] as string;
    const member = await memberBySlug(second);
    await postAs(t.app, cookie, "/admin/team", { intent: "move-up", id: member.id }).expect(302);
    const after = await publicOrder();
    expect(after[0]).toBe(second);
    expect(after[1]).toBe(order[0]);
    await postAs(t.app, cookie, "/admin/team", { intent: "move-down", id: member.id }).expect(302);
    expect((await publicOrder()).slice(0, 2)).toEqual(order.slice(0, 2));
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entries.filter((e) => e.action === "team-member.move")).toHaveLength(2);
  });

  test("the first cannot move up and the last cannot move down (nothing changes)", async () => {
    const order = await publicOrder();
    const first = await memberBySlug(order[0] as string);
    await postAs(t.app, cookie, "/admin/team", { intent: "move-up", id: first.id }).expect(302);
    expect(await publicOrder()).toEqual(order);
  });

  test("hide: the page is a 404 and the member leaves the team list; show brings them back", async () => {
    const member = await memberBySlug("mark-fielding");
    await postAs(t.app, cookie, "/admin/team", { intent: "hide", id: member.id }).expect(302);
    await request(t.app).get(`/team/${member.slug}`).expect(404);
    expect(await publicOrder()).not.toContain(member.slug);
    const admin = decodeEntities((await getAs(t.app, cookie, "/admin/team")).text);
    expect(admin).toContain("Hidden");

    await postAs(t.app, cookie, "/admin/team", { intent: "show", id: member.id }).expect(302);
    await request(t.app).get(`/team/${member.slug}`).expect(200);
    const actions = (
      await db().select().from(auditLog).where(eq(auditLog.entityId, member.id))
    ).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["team-member.hide", "team-member.show"]));
  });

  test("a malformed list action changes nothing", async () => {
    const res = await postAs(t.app, cookie, "/admin/team", { intent: "explode", id: "x" });
    expect(res.status).toBe(404);
  });

  test("no page kept from start-up (ADR 004) reads the database, so none can show stale team or article data", async () => {
    const render = createRequestHandler(await loadServerBuild(), "production");
    // The firm's facts are allowed: they are not the team or articles. Once staff edit them
    // (the issue after 28), an edit must drop the kept pages as a content change does.
    const firm = fixedFirmFacts();
    const services = new Proxy(
      {},
      {
        get(_target, key) {
          if (key === "firm") return firm;
          throw new Error(`a start-up page read services.${String(key)}`);
        },
      },
    );
    const build = await loadServerBuild();
    const handleFor = routeHandles(build);
    const sitemap = (await request(t.app).get("/sitemap.xml").expect(200)).text;
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)]
      .map((m) => m[1] || "/")
      .filter((path) => handleFor(path)?.cache === "release");
    expect(paths).toEqual(expect.arrayContaining(["/about", "/locations/bramhall", "/complaints"]));
    for (const path of paths) {
      // The root loader reads the clock for the closure notice, as every page does.
      const context = {
        cspNonce: "n",
        siteUrl: "http://localhost:3000",
        user: null,
        services,
        clock: t.clock,
      };
      const res = await render(
        new Request(`http://localhost:3000${path}`),
        context as unknown as AppLoadContext,
      );
      expect(res.status, path).toBe(200);
    }
  });
});
