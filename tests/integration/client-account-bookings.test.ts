import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, bookings } from "../../server/db/schema";
import { postPageForm, register, uniqueEmail } from "./support/accounts";
import { freeSlots, insertBooking } from "./support/booking-rows";
import { linkMailedTo, mailsTo } from "./support/mail";
import { getPage } from "./support/office";
import { createTestApp, type TestApp } from "./support/test-app";

/** Moving a consultation and its calendar file from the account, as by the manage link (issue 20). */
describe("an account's own consultations: move and calendar", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const post = (cookie: string, body: Record<string, string>) =>
    postPageForm(t.app, "/account").set("Cookie", cookie).send(body);
  const rowOf = async (id: string) =>
    (await db().select().from(bookings).where(eq(bookings.id, id)))[0];

  async function verifiedClient() {
    const client = await register(t.app, { name: "Morag Mover" });
    const link = await linkMailedTo(t, client.email, "/auth/verify-email/");
    await postPageForm(t.app, link).set("Cookie", client.cookie).send({}).expect(302);
    return client;
  }

  async function targetFor(b: { startsAt: Date }, type = "bramhall") {
    return (await freeSlots(t, type, 6, 20)).find((s) => s !== b.startsAt.toISOString()) as string;
  }

  test("the page offers the move calendar for its own booking only", async () => {
    const client = await verifiedClient();
    const mine = await insertBooking(t, { email: client.email });
    const theirs = await insertBooking(t, { email: uniqueEmail("theirs") });
    const page = await getPage(t, "/account", client.cookie).expect(200);
    expect(page.text).toContain(`/account?move=${mine.id}`);
    expect(page.text).toContain(`/account/consultations/${mine.id}/invite.ics`);
    expect(page.text).toContain("calendar.google.com");
    const moving = await getPage(t, `/account?move=${mine.id}`, client.cookie).expect(200);
    expect(moving.text).toContain('id="calendar"');
    // Another address's booking id opens nothing.
    const other = await getPage(t, `/account?move=${theirs.id}`, client.cookie).expect(200);
    expect(other.text).not.toContain('id="calendar"');
    expect(other.text).not.toContain(theirs.reference);
  });

  test("moving asks first, then moves through the manage link's service, audited as the account", async () => {
    const client = await verifiedClient();
    const b = await insertBooking(t, { email: client.email });
    const target = await targetFor(b);

    const asked = await post(client.cookie, { intent: "reschedule", booking: b.id, start: target });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Move your consultation from");
    expect((await rowOf(b.id))?.startsAt.toISOString()).toBe(b.startsAt.toISOString());

    const done = await post(client.cookie, {
      intent: "reschedule",
      booking: b.id,
      start: target,
      confirmed: "yes",
    });
    expect(done.status).toBe(200);
    const moved = await rowOf(b.id);
    expect(moved?.startsAt.toISOString()).toBe(target);
    expect(moved?.sequence).toBe(1);
    // The old manage link (only its hash was known) is replaced, and the mail carries the new one.
    expect(moved?.manageTokenHash).not.toBe(b.manageTokenHash);
    const mail = (await mailsTo(t, client.email)).find((m) => /has moved/.test(m.subject));
    expect(mail?.text).toContain("no longer works");
    const link = await linkMailedTo(t, client.email, "/consultation/manage/");
    await getPage(t, link).expect(200);

    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, b.id));
    expect(entries).toMatchObject([
      { action: "booking.reschedule", actorId: null, actorName: "Client (account)" },
    ]);
  });

  test("cancelling from the account is audited as the account, not the manage link", async () => {
    const client = await verifiedClient();
    const b = await insertBooking(t, { email: client.email });
    await post(client.cookie, { intent: "cancel", booking: b.id, confirmed: "yes" }).expect(200);
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, b.id));
    expect(entries).toMatchObject([{ action: "booking.cancel", actorName: "Client (account)" }]);
  });

  test("a time that is not offered, a cancelled booking and the same time are refused, changing nothing", async () => {
    const client = await verifiedClient();
    const b = await insertBooking(t, { email: client.email });
    const sunday = new Date(b.startsAt);
    while (sunday.getUTCDay() !== 0) sunday.setUTCDate(sunday.getUTCDate() + 1);
    sunday.setUTCHours(10, 0, 0, 0);
    const notOffered = await post(client.cookie, {
      intent: "reschedule",
      booking: b.id,
      start: sunday.toISOString(),
      confirmed: "yes",
    });
    expect(notOffered.status).toBe(409);
    expect(notOffered.text).toContain("that time has just gone");
    // Shown in the booking's own error summary, not as a loose line.
    expect(notOffered.text).toContain(`id="booking-${b.id}-error-summary-title"`);
    const same = await post(client.cookie, {
      intent: "reschedule",
      booking: b.id,
      start: b.startsAt.toISOString(),
    });
    expect(same.status).toBe(400);
    const bad = await post(client.cookie, { intent: "reschedule", booking: b.id, start: "soon" });
    expect(bad.status).toBe(400);
    const cancelled = await insertBooking(t, { email: client.email, status: "cancelled" });
    const refused = await post(client.cookie, {
      intent: "reschedule",
      booking: cancelled.id,
      start: await targetFor(b),
    });
    expect(refused.status).toBe(409);
    expect((await rowOf(b.id))?.sequence).toBe(0);
  });

  test("another address's booking can never be moved or downloaded", async () => {
    const client = await verifiedClient();
    const theirs = await insertBooking(t, { email: uniqueEmail("someone") });
    const target = await targetFor(theirs);
    const move = { intent: "reschedule", booking: theirs.id, start: target };
    await post(client.cookie, move).expect(404);
    await post(client.cookie, { ...move, confirmed: "yes" }).expect(404);
    const still = await rowOf(theirs.id);
    expect(still?.startsAt.toISOString()).toBe(theirs.startsAt.toISOString());
    expect(still?.manageTokenHash).toBe(theirs.manageTokenHash);
    await getPage(t, `/account/consultations/${theirs.id}/invite.ics`, client.cookie).expect(404);
    await getPage(t, "/account/consultations/not-an-id/invite.ics", client.cookie).expect(404);
  });

  test("an unverified account can neither move nor download, even its own address's booking", async () => {
    const email = uniqueEmail("unproved");
    const b = await insertBooking(t, { email });
    const client = await register(t.app, { email });
    await post(client.cookie, {
      intent: "reschedule",
      booking: b.id,
      start: await targetFor(b),
      confirmed: "yes",
    }).expect(404);
    await getPage(t, `/account/consultations/${b.id}/invite.ics`, client.cookie).expect(404);
    expect((await rowOf(b.id))?.sequence).toBe(0);
  });

  test("the calendar file downloads privately for the account's own booking", async () => {
    const client = await verifiedClient();
    const b = await insertBooking(t, { email: client.email });
    const res = await getPage(t, `/account/consultations/${b.id}/invite.ics`, client.cookie).expect(
      200,
    );
    expect(res.headers["content-type"]).toContain("text/calendar");
    expect(res.headers["content-disposition"]).toContain("attachment");
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.headers["cache-control"]).toContain("private");
    const ics = res.text ?? String(res.body);
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(b.reference);
    // Signed out, the address sends the visitor to sign in.
    const anon = await getPage(t, `/account/consultations/${b.id}/invite.ics`).expect(302);
    expect(anon.headers.location).toBe("/auth?next=/account");
  });
});
