import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox, passwordTokens, sessions, users } from "../../server/db/schema";
import { purgeExpiredData } from "../../server/services/retention/purge-expired-data";
import {
  ORIGIN,
  postPageForm,
  sessionCookieFrom,
  signedInAs,
  uniqueEmail,
  uniqueIp,
} from "./support/accounts";
import { auditEntries, getPage } from "./support/office";
import { createTestApp, type TestApp } from "./support/test-app";

const NEW_PASSWORD = "quartz meadow violin harbour";

describe("users (admins only)", () => {
  let t: TestApp;
  let admin: { cookie: string; id: string };
  let staff: { cookie: string; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAs(t, "admin");
    staff = await signedInAs(t, "staff");
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const asAdmin = (path: string, body: Record<string, string>) =>
    postPageForm(t.app, path).set("Cookie", admin.cookie).send(body);
  const login = (email: string, password: string) =>
    request(t.app)
      .post("/api/login")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({ email, password });

  /** Creates a staff account through the page and returns it with the link from its e-mail. */
  async function createStaff(name = "Nia Newstarter", role = "staff") {
    const email = uniqueEmail("staff");
    const res = await asAdmin("/admin/users/new", { name, email, role });
    expect(res.status).toBe(302);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    if (!user) throw new Error("no user created");
    expect(res.headers.location).toBe(`/admin/users/${user.id}`);
    const mails = await db().select().from(outbox);
    const mail = mails.filter((m) => m.to.includes(email)).at(-1);
    const link = mail?.text.match(
      /http:\/\/localhost:3000(\/auth\/set-password\/[A-Za-z0-9_-]{43})/,
    )?.[1];
    if (!mail || !link) throw new Error("no set-password e-mail queued");
    return { user, email, mail, link };
  }

  test("staff are refused every users page and every users action (403)", async () => {
    const target = (await signedInAs(t, "client")).id;
    for (const path of ["/admin/users", "/admin/users/new", `/admin/users/${target}`]) {
      const page = await getPage(t, path, staff.cookie).expect(403);
      expect(page.text).toContain("Only administrators can manage users");
    }
    await postPageForm(t.app, "/admin/users/new")
      .set("Cookie", staff.cookie)
      .send({ name: "Sneaky", email: uniqueEmail(), role: "admin" })
      .expect(403);
    for (const intent of ["role", "disable", "enable", "revoke", "resend"]) {
      await postPageForm(t.app, `/admin/users/${target}`)
        .set("Cookie", staff.cookie)
        .send({ intent, role: "admin" })
        .expect(403);
    }
    const [still] = await db().select().from(users).where(eq(users.id, target));
    expect(still?.role).toBe("client");
  });

  test("the list shows name, e-mail, role, status and open sessions", async () => {
    const res = await getPage(t, "/admin/users", admin.cookie).expect(200);
    expect(res.text).toContain("Test staff");
    expect(res.text).toContain("Administrator");
    expect(res.text).toContain("Active");
    expect(res.headers["cache-control"]).toMatch(/no-store/);
  });

  test("create a staff account: an e-mailed one-time link sets the password and signs them in", async () => {
    const { user, email, mail, link } = await createStaff();
    expect(user).toMatchObject({ role: "staff", passwordHash: null, name: "Nia Newstarter" });
    expect(mail.subject).toMatch(/Set your password/);
    expect(mail.html).toContain("Solicitors Regulation Authority");
    expect(mail.status).toBe("pending");
    // Only the token's hash is stored.
    const token = link.split("/").at(-1) as string;
    const stored = await db()
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    const hours = ((stored[0]?.expiresAt.getTime() ?? 0) - t.clock.now().getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const page = await getPage(t, link).expect(200);
    expect(page.text).toContain("Set your password");
    expect(page.text).toContain(email);
    expect(page.text).toContain('name="robots" content="noindex"');
    expect(page.headers["cache-control"]).toMatch(/private/);
    expect(page.headers["cache-control"]).toMatch(/no-store/);
    // The site-wide policy comes first; browsers apply the last one they know: the link is
    // never sent to another site (and the page's own post keeps its Origin, see the page).
    expect(page.headers["referrer-policy"]).toMatch(/(^|, )same-origin$/);
    expect(page.text).toContain('<meta name="referrer" content="same-origin"/>');
    const sitemap = await getPage(t, "/sitemap.xml").expect(200);
    expect(sitemap.text).not.toContain("set-password");
    expect((await getPage(t, "/robots.txt").expect(200)).text).toContain("Disallow: /auth");

    const weak = await postPageForm(t.app, link).send({ password: "password1234" });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain("Password is too easy to guess");
    const personal = await postPageForm(t.app, link).send({ password: "nia newstarter garden" });
    expect(personal.status).toBe(400);
    expect(personal.text).toContain("must not contain your name");

    const done = await postPageForm(t.app, link).send({ password: NEW_PASSWORD });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/admin");
    const cookie = sessionCookieFrom(done);
    expect(cookie).toBeDefined();
    await getPage(t, "/admin/enquiries", cookie).expect(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    // Single use: the link now shows that it no longer works, and cannot set a password again.
    const again = await getPage(t, link).expect(404);
    expect(again.text).toContain("This link no longer works");
    const reuse = await postPageForm(t.app, link).send({ password: "another tidy orchard phrase" });
    expect(reuse.status).toBe(302);
    expect(reuse.headers.location).toBe(link);
    expect((await login(email, "another tidy orchard phrase")).status).toBe(401);

    const actions = (await auditEntries(t, "user", user.id)).map((e) => e.action);
    expect(actions).toEqual(["user.password-set", "user.create"]);
  });

  test("two submissions of one link at once: only one sets the password", async () => {
    const { user, link } = await createStaff("Dee Double");
    const [a, b] = await Promise.all([
      postPageForm(t.app, link).send({ password: NEW_PASSWORD }),
      postPageForm(t.app, link).send({ password: "another tidy orchard phrase" }),
    ]);
    const locations = [a.headers.location, b.headers.location].sort();
    expect(locations).toEqual(["/admin", link].sort());
    const sets = (await auditEntries(t, "user", user.id)).filter(
      (e) => e.action === "user.password-set",
    );
    expect(sets).toHaveLength(1);
  });

  test("an expired link does not work", async () => {
    const { user, link } = await createStaff("Eli Expired");
    await db()
      .update(passwordTokens)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(passwordTokens.userId, user.id));
    await getPage(t, link).expect(404);
    const res = await postPageForm(t.app, link).send({ password: NEW_PASSWORD });
    expect(res.status).toBe(302);
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBeNull();
  });

  test("a made-up token is a 404 page, not an error", async () => {
    await getPage(t, `/auth/set-password/${"A".repeat(43)}`).expect(404);
    await getPage(t, "/auth/set-password/short").expect(404);
  });

  test("resending replaces the link: the old one stops working, the new one works", async () => {
    const { user, email, link: first } = await createStaff("Rhys Resend");
    const res = await asAdmin(`/admin/users/${user.id}`, { intent: "resend" });
    expect(res.status).toBe(302);
    const mails = (await db().select().from(outbox)).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(2);
    const second = mails
      .map((m) => m.text.match(/(\/auth\/set-password\/[A-Za-z0-9_-]{43})/)?.[1])
      .find((l) => l && l !== first);
    await getPage(t, first).expect(404);
    await getPage(t, second as string).expect(200);
    expect((await auditEntries(t, "user", user.id))[0]?.action).toBe("user.resend-link");

    // Once a password is set there is nothing to resend.
    await postPageForm(t.app, second as string)
      .send({ password: NEW_PASSWORD })
      .expect(302);
    const refused = await asAdmin(`/admin/users/${user.id}`, { intent: "resend" });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("There is no link to send");
  });

  test("an e-mail address already in use is a field message, not an error, and nothing is saved", async () => {
    const before = (await db().select().from(users)).length;
    const mailsBefore = (await db().select().from(outbox)).length;
    const [existing] = await db().select().from(users).where(eq(users.id, staff.id));
    const clash = await asAdmin("/admin/users/new", {
      name: "Double Up",
      // Another case and spaces: still the same address.
      email: ` ${(existing?.email ?? "").toUpperCase()} `,
      role: "staff",
    });
    expect(clash.status).toBe(409);
    expect(clash.text).toContain("There is already an account with this e-mail address");
    expect(clash.text).toContain('href="#staff-email"');
    expect(clash.text).toContain('value="Double Up"');
    expect((await db().select().from(users)).length).toBe(before);
    expect((await db().select().from(outbox)).length).toBe(mailsBefore);
  });

  test("bad input is refused field by field with the values kept", async () => {
    const res = await asAdmin("/admin/users/new", {
      name: "",
      email: "not-an-email",
      role: "owner",
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain("Enter their full name");
    expect(res.text).toContain("Enter an e-mail address in the correct format");
    expect(res.text).toContain("Choose staff or administrator");
    expect(res.text).toContain('value="not-an-email"');
  });

  test("disabling ends every session at once and refuses sign-in; re-enabling lets them back", async () => {
    const person = await signedInAs(t, "staff");
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    const email = row?.email ?? "";
    const res = await asAdmin(`/admin/users/${person.id}`, { intent: "disable" });
    expect(res.status).toBe(302);
    expect(await db().select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(
      0,
    );
    await getPage(t, "/admin/enquiries", person.cookie).expect(302);
    expect((await login(email, "amber kettle orbit lantern")).status).toBe(401);
    const [entry] = await auditEntries(t, "user", person.id);
    expect(entry).toMatchObject({ action: "user.disable", actorId: admin.id });

    await asAdmin(`/admin/users/${person.id}`, { intent: "enable" }).expect(302);
    expect((await login(email, "amber kettle orbit lantern")).status).toBe(200);
    expect((await auditEntries(t, "user", person.id))[0]?.action).toBe("user.enable");
  });

  test("ending someone's sessions signs them out but keeps the account", async () => {
    const person = await signedInAs(t, "staff");
    await asAdmin(`/admin/users/${person.id}`, { intent: "revoke" }).expect(302);
    await getPage(t, "/admin/enquiries", person.cookie).expect(302);
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    expect(row?.disabledAt).toBeNull();
    expect((await auditEntries(t, "user", person.id))[0]?.action).toBe("user.sessions-revoke");
  });

  test("changing a role takes effect at once and is audited", async () => {
    const person = await signedInAs(t, "staff");
    await asAdmin(`/admin/users/${person.id}`, { intent: "role", role: "client" }).expect(302);
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    expect(row?.role).toBe("client");
    await getPage(t, "/admin/enquiries", person.cookie).expect(302);
    const [entry] = await auditEntries(t, "user", person.id);
    expect(entry).toMatchObject({
      action: "user.role-change",
      details: { from: "staff", to: "client" },
    });
    const bad = await asAdmin(`/admin/users/${person.id}`, { intent: "role", role: "owner" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Choose a role");
  });

  test("an admin cannot disable themselves, end their own sessions or drop their own admin role", async () => {
    const attempts: Array<Record<string, string>> = [
      { intent: "disable" },
      { intent: "revoke" },
      { intent: "role", role: "staff" },
    ];
    for (const body of attempts) {
      const res = await asAdmin(`/admin/users/${admin.id}`, body);
      expect(res.status).toBe(409);
    }
    const [me] = await db().select().from(users).where(eq(users.id, admin.id));
    expect(me).toMatchObject({ role: "admin", disabledAt: null });
    await getPage(t, "/admin/users", admin.cookie).expect(200);
  });

  test("the JSON role-change API writes an audit entry too", async () => {
    const person = await signedInAs(t, "client");
    await request(t.app)
      .patch(`/api/admin/users/${person.id}/role`)
      .set("Origin", ORIGIN)
      .set("Cookie", admin.cookie)
      .send({ role: "staff" })
      .expect(200);
    const [entry] = await auditEntries(t, "user", person.id);
    expect(entry).toMatchObject({
      action: "user.role-change",
      actorId: admin.id,
      details: { from: "client", to: "staff" },
    });
  });

  test("retention deletes used and expired set-password links, and keeps live ones", async () => {
    const { user: live } = await createStaff("Lia Live");
    const purged = await purgeExpiredData(db(), t.clock.now());
    expect(purged.passwordLinks).toBeGreaterThan(0);
    const left = await db().select().from(passwordTokens);
    expect(left.every((row) => row.usedAt === null && row.expiresAt > t.clock.now())).toBe(true);
    expect(left.some((row) => row.userId === live.id)).toBe(true);
  });
});
