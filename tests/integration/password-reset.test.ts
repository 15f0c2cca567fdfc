import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hoursInWords, RESET_LINK_HOURS } from "~/shared/auth/link-lifetimes";
import { passwordTokens, sessions, users } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { hashToken, newSecretToken } from "../../server/security/tokens/hash-token";
import { createPasswordResets } from "../../server/services/auth/password-resets";
import { newRateLimitStore } from "../../server/services/limits/rate-limit-stores";
import { createAddressThrottle, createThrottle } from "../../server/services/limits/throttle";
import { waitFor } from "../support/wait-for";
import {
  ORIGIN,
  postPageForm,
  register,
  sessionCookieFrom,
  signedInAs,
  uniqueEmail,
  uniqueIp,
} from "./support/accounts";
import { linkMailedTo, mailsTo } from "./support/mail";
import { auditEntries, getPage } from "./support/office";
import { createTestApp, type TestApp, testSessionSecret } from "./support/test-app";

const NEW_PASSWORD = "saffron glacier piano thistle";

describe("forgotten passwords (issue 20)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const ask = (email: string, ip = uniqueIp()) =>
    request(t.app)
      .post("/api/forgot-password")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", ip)
      .send({ email });
  const login = (email: string, password: string) =>
    request(t.app)
      .post("/api/login")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({ email, password });

  test("a known and an unknown address get the same status and the same body", async () => {
    const known = await register(t.app);
    const [a, b] = await Promise.all([ask(known.email), ask(uniqueEmail("nobody"))]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(b.headers["content-length"]).toBe(a.headers["content-length"]);
    // And the page form answers the same page for both.
    const pageA = await postPageForm(t.app, "/auth/forgot-password").send({
      email: known.email,
    });
    const pageB = await postPageForm(t.app, "/auth/forgot-password").send({
      email: "someone.else@example.com",
    });
    expect(pageA.status).toBe(200);
    expect(pageB.status).toBe(200);
    expect(pageA.text).toContain("Check your e-mail");
    expect(pageB.text.replace("someone.else@example.com", "")).toContain("Check your e-mail");
  });

  test("bad input is a 400 with a field message", async () => {
    const res = await ask("not an address");
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toMatch(/correct format/);
  });

  test("the link resets the password, ends every session, and tells the owner", async () => {
    const account = await register(t.app, { name: "Rita Reset" });
    const other = await login(account.email, "amber kettle orbit lantern");
    const otherCookie = sessionCookieFrom(other) as string;
    await ask(account.email).expect(202);
    const link = await linkMailedTo(t, account.email, "/auth/set-password/");

    const page = await getPage(t, link).expect(200);
    expect(page.text).toContain("Choose a new password");
    expect(page.headers["cache-control"]).toContain("no-store");

    const done = await postPageForm(t.app, link).send({ password: NEW_PASSWORD });
    expect(done.status).toBe(302);
    const fresh = sessionCookieFrom(done) as string;
    expect(fresh).toBeTruthy();

    // Both earlier sessions are gone; the one the reset opened works.
    for (const cookie of [account.cookie, otherCookie]) {
      await request(t.app).get("/api/user").set("Cookie", cookie).expect(401);
    }
    await request(t.app).get("/api/user").set("Cookie", fresh).expect(200);
    await login(account.email, "amber kettle orbit lantern").expect(401);
    await login(account.email, NEW_PASSWORD).expect(200);

    const mails = await mailsTo(t, account.email);
    expect(mails.at(-1)?.subject).toMatch(/password was changed/);
    expect(mails.at(-1)?.text).toContain("signed out");
    expect((await auditEntries(t, "user", account.id))[0]?.action).toBe("user.password-reset");

    // Single use: the same link again is the "no longer works" page, and changes nothing.
    await getPage(t, link).expect(404);
    const again = await postPageForm(t.app, link).send({ password: "another quite long phrase" });
    expect(again.status).toBe(302);
    await login(account.email, NEW_PASSWORD).expect(200);
  });

  test("staff can reset a forgotten password too", async () => {
    const staff = await signedInAs(t, "staff");
    await ask(staff.email).expect(202);
    const link = await linkMailedTo(t, staff.email, "/auth/set-password/");
    const done = await postPageForm(t.app, link).send({ password: NEW_PASSWORD });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/admin");
  });

  test("only a hash of the token is stored, and the link runs out after an hour", async () => {
    const account = await register(t.app);
    const askedAt = t.clock.now().getTime();
    await ask(account.email).expect(202);
    const link = await linkMailedTo(t, account.email, "/auth/set-password/");
    // The link is made after the answer (in the background), and before its mail is found.
    const mailedAt = t.clock.now().getTime();
    const token = link.split("/").at(-1) as string;
    const rows = await db()
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, account.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.purpose).toBe("reset");
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toBe(hashToken(testSessionSecret, "reset", token));
    // An hour from when it was asked for, by the app's clock (the row's createdAt is the
    // column's default, the database's clock).
    const expiresAt = row?.expiresAt.getTime() ?? 0;
    expect(expiresAt - askedAt).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresAt - mailedAt).toBeLessThanOrEqual(61 * 60 * 1000);

    await db()
      .update(passwordTokens)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(passwordTokens.userId, account.id));
    const expired = await getPage(t, link).expect(404);
    expect(expired.text).toContain("This link no longer works");
    // The mail, the answer and the expired page all state the lifetime the database enforces.
    const said = `for ${hoursInWords(RESET_LINK_HOURS)}`;
    const mail = (await mailsTo(t, account.email)).find((m) => m.text.includes(link));
    expect(mail?.text).toContain(`once, ${said}`);
    expect(expired.text).toContain(`reset a forgotten password works once, ${said}`);
    expect((await ask(uniqueEmail("any"))).body.message).toContain(`works ${said}`);
  });

  test("a reset link e-mailed before the token module (stored as plain SHA-256) still resets the password, once", async () => {
    const account = await register(t.app);
    const token = newSecretToken();
    await db()
      .insert(passwordTokens)
      .values({
        userId: account.id,
        purpose: "reset",
        tokenHash: createHash("sha256").update(token).digest("hex"),
        expiresAt: new Date(t.clock.now().getTime() + 60 * 60 * 1000),
      });
    const link = `/auth/set-password/${token}`;
    await getPage(t, link).expect(200);
    const done = await postPageForm(t.app, link).send({ password: NEW_PASSWORD });
    expect(done.status).toBe(302);
    await login(account.email, NEW_PASSWORD).expect(200);
    await getPage(t, link).expect(404);
  });

  test("asking again replaces the link: the older stops working, the newest works", async () => {
    const account = await register(t.app);
    await ask(account.email).expect(202);
    const first = await linkMailedTo(t, account.email, "/auth/set-password/");
    await ask(account.email).expect(202);
    // The second link is queued after the answer has gone.
    const second = await waitFor("the second link", async () => {
      const newest = await linkMailedTo(t, account.email, "/auth/set-password/");
      return newest !== first && newest;
    });
    await getPage(t, first).expect(404);
    await getPage(t, second).expect(200);
  });

  test("the secret link never reaches the logs", async () => {
    const account = await register(t.app);
    await ask(account.email).expect(202);
    const link = await linkMailedTo(t, account.email, "/auth/set-password/");
    await getPage(t, link).expect(200);
    const token = link.split("/").at(-1) as string;
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });

  test("many requests from one address are refused with 429 whichever address they name", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) await ask(uniqueEmail(), ip).expect(202);
    const refused = await ask(uniqueEmail(), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeTruthy();
  });
});

describe("the reset service (issue 20)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resetMailsTo = async (email: string) =>
    (await mailsTo(t, email)).filter((mail) => mail.text.includes("/auth/set-password/"));

  function resets(accountLimit = 3) {
    const db = t.database.handle.db;
    return createPasswordResets({
      db,
      siteUrl: "http://localhost:3000",
      secret: testSessionSecret,
      logger: createLogger("silent"),
      firm: t.app.firm,
      // The app's clock, which the app judges the links by.
      clock: () => t.clock.now(),
      byIp: createAddressThrottle({
        store: newRateLimitStore("memory", db, t.clock),
        prefix: "t-ip",
        limit: 100,
        windowMs: 60_000,
        clock: t.clock,
      }),
      byAccount: createThrottle({
        store: newRateLimitStore("memory", db, t.clock),
        prefix: "t-account",
        limit: accountLimit,
        windowMs: 60_000,
        clock: t.clock,
      }),
    });
  }

  test("an unknown or disabled address gets no mail and no link", async () => {
    const service = resets();
    const unknown = uniqueEmail("unknown");
    const disabled = await register(t.app);
    await t.database.handle.db
      .update(users)
      .set({ disabledAt: t.clock.now() })
      .where(eq(users.id, disabled.id));
    expect(await service.request(unknown, { ip: "1.1.1.1" })).toEqual({ kind: "accepted" });
    expect(await service.request(disabled.email, { ip: "1.1.1.1" })).toEqual({
      kind: "accepted",
    });
    await service.settled();
    expect(await mailsTo(t, unknown)).toHaveLength(0);
    expect(await resetMailsTo(disabled.email)).toHaveLength(0);
    const tokens = await t.database.handle.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, disabled.id));
    expect(tokens).toHaveLength(0);
  });

  test("past the account's limit no more mail goes, and the last link mailed still works", async () => {
    const service = resets(2);
    const account = await register(t.app);
    for (let i = 0; i < 4; i += 1) {
      expect(await service.request(account.email, { ip: `2.2.2.${i}` })).toEqual({
        kind: "accepted",
      });
      await service.settled();
    }
    expect(await resetMailsTo(account.email)).toHaveLength(2);
    const link = await linkMailedTo(t, account.email, "/auth/set-password/");
    await getPage(t, link).expect(200);
    const live = await t.database.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account.id));
    expect(live.length).toBeGreaterThan(0);
  });
});
