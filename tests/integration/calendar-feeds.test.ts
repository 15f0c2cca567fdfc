import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isPrivatePath } from "~/shared/routing/private-paths";
import { auditLog, calendarFeeds, teamMembers } from "../../server/db/schema";
import { consultationUid } from "../../server/services/booking/calendar-invite";
import { signedInAs, uniqueIp } from "./support/accounts";
import { decodeEntities, getAs, postAs } from "./support/admin-forms";
import { insertBooking } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 30: a lawyer's private calendar feed. The address's secret is the only key, so it is
 * issued and revoked by staff, answers 404 alike for every wrong secret, is rate-limited per
 * address, never cached and never logged, and shows no matter summary or client e-mail.
 */

let t: TestApp;
let admin: string;
const db = () => t.database.handle.db;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, "admin")).cookie;
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** A start on the half-hour grid, `days` from now. */
const startIn = (days: number) =>
  new Date(Math.ceil((t.clock.now().getTime() + days * DAY) / 1_800_000) * 1_800_000);

let members = 0;
async function newLawyer(overrides: Partial<typeof teamMembers.$inferInsert> = {}) {
  members += 1;
  const [row] = await db()
    .insert(teamMembers)
    .values({
      slug: `feed-lawyer-${members}-${randomBytes(2).toString("hex")}`,
      name: `Lena Lawyer ${members}`,
      role: "Solicitor",
      office: "bramhall",
      bio: "Lena advises on wills.",
      email: "lena@example.com",
      phone: "0161 496 0100",
      takesConsultations: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no member");
  return row;
}

const pagePath = (memberId: string) => `/admin/team/${memberId}/calendar-feed`;
const feedPathIn = (html: string) => /\/calendar\/[A-Za-z0-9_-]{43}\.ics/.exec(html)?.[0];

/** Issues (or re-issues) a feed as the signed-in person and returns its path. */
async function issue(cookie: string, memberId: string): Promise<string> {
  const res = await postAs(t.app, cookie, pagePath(memberId), { intent: "issue" }).expect(200);
  const path = feedPathIn(res.text);
  if (!path) throw new Error(`no feed address on the page (${res.status})`);
  return path;
}

const fetchFeed = (path: string, ip = uniqueIp()) =>
  request(t.app).get(path).set("X-Forwarded-For", ip);

/** The calendar text with folded lines joined and ical's escapes undone, to search in. */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "").replace(/\\([,;\\])/g, "$1");

describe("a lawyer's feed", () => {
  test("lists their confirmed consultations in range, with the invite's UID, and nothing private", async () => {
    const lawyer = await newLawyer();
    const other = await newLawyer();
    const office = await insertBooking(t, {
      lawyerId: lawyer.id,
      startsAt: startIn(3),
      name: "Olive Office",
      summary: "SECRET-MATTER my late aunt's estate",
      email: "olive.private@example.com",
    });
    const video = await insertBooking(t, {
      lawyerId: lawyer.id,
      startsAt: startIn(4),
      meetingType: "video",
      meetingUrl: "https://meet.example.com/ch-room-42",
      name: "Vic Video",
    });
    const past = await insertBooking(t, { lawyerId: lawyer.id, startsAt: startIn(-10) });
    const tooOld = await insertBooking(t, { lawyerId: lawyer.id, startsAt: startIn(-40) });
    const tooFar = await insertBooking(t, { lawyerId: lawyer.id, startsAt: startIn(200) });
    const cancelled = await insertBooking(t, {
      lawyerId: lawyer.id,
      startsAt: startIn(5),
      status: "cancelled",
    });
    const someoneElses = await insertBooking(t, { lawyerId: other.id, startsAt: startIn(3) });

    const res = await fetchFeed(await issue(admin, lawyer.id)).expect(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const ics = unfolded(res.text);

    for (const shown of [office, video, past]) {
      expect(ics).toContain(`UID:${consultationUid(shown.id)}`);
      expect(ics).toContain(shown.reference);
    }
    for (const hidden of [tooOld, tooFar, cancelled, someoneElses]) {
      expect(ics).not.toContain(consultationUid(hidden.id));
    }
    expect(ics).toContain("Consultation: Olive Office");
    expect(ics).toContain("Consultation: Vic Video");
    expect(ics).toContain("https://meet.example.com/ch-room-42");
    expect(ics).toContain("Bramhall");
    expect(ics).not.toContain("SECRET-MATTER");
    expect(ics).not.toContain("olive.private@example.com");
    expect(ics).not.toMatch(/@example\.com/);
    expect(ics).not.toContain("METHOD:");
  });

  test("is a private address: never stored by the service worker or any cache", async () => {
    const lawyer = await newLawyer();
    const path = await issue(admin, lawyer.id);
    expect(isPrivatePath(path)).toBe(true);
  });
});

describe("a wrong address", () => {
  test("unknown, malformed and revoked secrets get the same bare 404", async () => {
    const lawyer = await newLawyer();
    const revoked = await issue(admin, lawyer.id);
    await postAs(t.app, admin, pagePath(lawyer.id), { intent: "revoke" }).expect(302);
    const answers = await Promise.all(
      [
        revoked,
        `/calendar/${randomBytes(32).toString("base64url")}.ics`,
        "/calendar/not-a-token.ics",
        `${revoked.slice(0, -".ics".length)}`,
      ].map((path) => fetchFeed(path)),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toBe(answers[0]?.headers["content-type"]);
      expect(res.text).toBe(answers[0]?.text);
      expect(res.text).not.toContain("Lena");
    }
  });

  test("re-issuing revokes the old address: the old one 404, the new one 200", async () => {
    const lawyer = await newLawyer();
    const first = await issue(admin, lawyer.id);
    await fetchFeed(first).expect(200);
    const second = await issue(admin, lawyer.id);
    expect(second).not.toBe(first);
    await fetchFeed(first).expect(404);
    await fetchFeed(second).expect(200);
    const live = await db()
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.teamMemberId, lawyer.id));
    expect(live.filter((f) => f.revokedAt === null)).toHaveLength(1);
  });
});

describe("issuing and revoking", () => {
  test("two issues at once leave one live feed: the later address works, the other not", async () => {
    const lawyer = await newLawyer();
    const [a, b] = await Promise.all([
      postAs(t.app, admin, pagePath(lawyer.id), { intent: "issue" }),
      postAs(t.app, admin, pagePath(lawyer.id), { intent: "issue" }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const paths = [feedPathIn(a.text), feedPathIn(b.text)];
    const answers = await Promise.all(paths.map((p) => fetchFeed(p ?? "/calendar/x.ics")));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    const live = await db()
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.teamMemberId, lawyer.id), isNull(calendarFeeds.revokedAt)));
    expect(live).toHaveLength(1);
  });

  test("every issue, re-issue and revoke is audited, without the address", async () => {
    const lawyer = await newLawyer();
    const first = await issue(admin, lawyer.id);
    const second = await issue(admin, lawyer.id);
    const revoke = await postAs(t.app, admin, pagePath(lawyer.id), { intent: "revoke" });
    expect(revoke.status).toBe(302);
    expect(revoke.headers.location).toBe(pagePath(lawyer.id));
    await fetchFeed(second).expect(404);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "team-member"), eq(auditLog.entityId, lawyer.id)));
    expect(entries.map((e) => e.action).sort()).toEqual([
      "calendar-feed.issue",
      "calendar-feed.reissue",
      "calendar-feed.revoke",
    ]);
    const text = JSON.stringify(entries);
    for (const path of [first, second]) expect(text).not.toContain(path.slice(10, -4));
  });

  test("the page shows whether a feed works but never its address again; GET changes nothing", async () => {
    const lawyer = await newLawyer();
    const before = decodeEntities(
      (await getAs(t.app, admin, pagePath(lawyer.id)).expect(200)).text,
    );
    expect(before).toContain("There is no feed at the moment");
    const issued = decodeEntities(
      (await postAs(t.app, admin, pagePath(lawyer.id), { intent: "issue" }).expect(200)).text,
    );
    expect(issued).toContain("This is shown only now");
    expect(issued).toContain("Subscribe from web");
    const path = feedPathIn(issued) ?? "";
    expect(issued).toContain(`http://localhost:3000${path}`);
    const after = decodeEntities((await getAs(t.app, admin, pagePath(lawyer.id)).expect(200)).text);
    expect(after).toContain("A feed has been working since");
    expect(after).not.toContain(path);
    expect(feedPathIn(after)).toBeUndefined();
    await getAs(t.app, admin, `${pagePath(lawyer.id)}?intent=issue`).expect(200);
    await fetchFeed(path).expect(200);
  });

  test("someone who takes no consultations has no feed to issue: 409", async () => {
    const member = await newLawyer({ takesConsultations: false });
    const res = await postAs(t.app, admin, pagePath(member.id), { intent: "issue" });
    expect(res.status).toBe(409);
    expect(feedPathIn(res.text)).toBeUndefined();
    expect(
      await db().select().from(calendarFeeds).where(eq(calendarFeeds.teamMemberId, member.id)),
    ).toEqual([]);
  });

  test("an unknown member is 404, an intent the page does not offer is refused", async () => {
    await getAs(t.app, admin, pagePath("00000000-0000-4000-8000-000000000009")).expect(404);
    await getAs(t.app, admin, pagePath("not-an-id")).expect(404);
    const lawyer = await newLawyer();
    const res = await postAs(t.app, admin, pagePath(lawyer.id), { intent: "delete-everything" });
    expect(res.status).toBe(400);
    expect(feedPathIn(res.text)).toBeUndefined();
  });
});

describe("who may manage a feed", () => {
  test("a member of staff linked to a lawyer issues and revokes their own", async () => {
    const staff = await signedInAs(t, "staff");
    const lawyer = await newLawyer({ userId: staff.id });
    await getAs(t.app, staff.cookie, pagePath(lawyer.id)).expect(200);
    const path = await issue(staff.cookie, lawyer.id);
    await fetchFeed(path).expect(200);
    await postAs(t.app, staff.cookie, pagePath(lawyer.id), { intent: "revoke" }).expect(302);
    await fetchFeed(path).expect(404);
  });

  test("staff cannot see or issue another lawyer's feed: 403", async () => {
    const staff = await signedInAs(t, "staff");
    await newLawyer({ userId: staff.id });
    const someoneElse = await newLawyer();
    await getAs(t.app, staff.cookie, pagePath(someoneElse.id)).expect(403);
    const res = await postAs(t.app, staff.cookie, pagePath(someoneElse.id), { intent: "issue" });
    expect(res.status).toBe(403);
    expect(feedPathIn(res.text)).toBeUndefined();
    const revoke = await postAs(t.app, staff.cookie, pagePath(someoneElse.id), {
      intent: "revoke",
    });
    expect(revoke.status).toBe(403);
    expect(
      await db().select().from(calendarFeeds).where(eq(calendarFeeds.teamMemberId, someoneElse.id)),
    ).toEqual([]);
  });

  test("a client gets 403 and a visitor is sent to sign in", async () => {
    const client = await signedInAs(t, "client");
    const lawyer = await newLawyer();
    await getAs(t.app, client.cookie, pagePath(lawyer.id)).expect(403);
    await postAs(t.app, client.cookie, pagePath(lawyer.id), { intent: "issue" }).expect(403);
    const visitor = await request(t.app).get(pagePath(lawyer.id));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toMatch(/^\/auth\?next=/);
    expect(
      await db().select().from(calendarFeeds).where(eq(calendarFeeds.teamMemberId, lawyer.id)),
    ).toEqual([]);
  });
});

test("the secret never reaches the logs", async () => {
  const lawyer = await newLawyer();
  const path = await issue(admin, lawyer.id);
  await fetchFeed(path).expect(200);
  await fetchFeed(`${path.slice(0, -5)}x.ics`).expect(404);
  const secret = path.slice("/calendar/".length, -".ics".length);
  const logged = JSON.stringify(t.logs);
  expect(logged).toContain("/calendar/[redacted]");
  expect(logged).not.toContain(secret);
});

describe("fetches per network address", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ CALENDAR_FEED_RATE_LIMIT: "3" });
  });
  afterAll(() => limited?.close());

  test("past the limit an address gets 429 with Retry-After, whatever it asks for; others do not", async () => {
    const ip = uniqueIp();
    const guess = () => `/calendar/${randomBytes(32).toString("base64url")}.ics`;
    for (let i = 0; i < 3; i++) {
      await request(limited.app).get(guess()).set("X-Forwarded-For", ip).expect(404);
    }
    const over = await request(limited.app).get(guess()).set("X-Forwarded-For", ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(over.headers["cache-control"]).toBe("private, no-store");
    await request(limited.app).get(guess()).set("X-Forwarded-For", uniqueIp()).expect(404);
  });
});
