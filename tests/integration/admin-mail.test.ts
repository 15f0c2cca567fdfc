import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox } from "../../server/db/schema";
import { createOutboxStore, queueMail } from "../../server/services/mail/outbox";
import { postPageForm, signedInAs } from "./support/accounts";
import { anHourAheadInTheDatabase, databaseNow } from "./support/database-clock";
import { auditEntries, getPage } from "./support/office";
import { createTestApp, type TestApp } from "./support/test-app";

describe("the mail outbox screen", () => {
  let t: TestApp;
  let staff: { cookie: string; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAs(t, "staff");
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;

  async function queue(key: string, status: (typeof outbox.$inferSelect)["status"]) {
    await queueMail(db(), {
      idempotencyKey: key,
      to: [`${key}@example.com`],
      subject: `Subject ${key}`,
      html: "<p>secret body text</p>",
      text: "secret body text",
    });
    const [row] = await db()
      .update(outbox)
      .set({
        status,
        attempts: status === "failed" ? 10 : 0,
        lastError: status === "failed" ? "550 mailbox unavailable" : null,
        // Not due yet by the outbox's clock, the database's (ADR 028).
        nextAttemptAt: anHourAheadInTheDatabase,
      })
      .where(eq(outbox.idempotencyKey, key))
      .returning();
    if (!row) throw new Error("no row");
    return row;
  }

  test("lists messages with status, attempts and last error, filtered by status; never the body", async () => {
    await queue("mail-list-failed", "failed");
    await queue("mail-list-sent", "sent");
    const all = await getPage(t, "/admin/mail", staff.cookie).expect(200);
    expect(all.text).toContain("Subject mail-list-failed");
    expect(all.text).toContain("Subject mail-list-sent");
    expect(all.text).toContain("550 mailbox unavailable");
    expect(all.text).not.toContain("secret body text");
    const failed = await getPage(t, "/admin/mail?status=failed", staff.cookie).expect(200);
    expect(failed.text).toContain("Subject mail-list-failed");
    expect(failed.text).not.toContain("Subject mail-list-sent");
  });

  test("a reminder not yet due shows as scheduled, with the time it is due", async () => {
    const due = new Date("2030-03-14T15:15:00Z");
    await queueMail(db(), {
      idempotencyKey: "mail-scheduled-reminder",
      to: ["reminded@example.com"],
      subject: "Subject scheduled reminder",
      html: "<p>x</p>",
      text: "x",
      notBefore: due,
    });
    const res = await getPage(t, "/admin/mail?status=pending", staff.cookie).expect(200);
    const row = res.text.slice(res.text.indexOf("Subject scheduled reminder"));
    const cells = row.slice(0, row.indexOf("</tr>"));
    expect(cells).toContain("Scheduled");
    expect(cells).not.toContain("Waiting to send");
    // Due at 3:15 PM London time (GMT in March): the day before a consultation.
    expect(cells).toMatch(/14 Mar 2030[^<]*3:15\s?PM/);
  });

  test("retry puts a failed message back in the queue, due now, attempts reset, and audits it", async () => {
    const row = await queue("mail-retry", "failed");
    const res = await postPageForm(t.app, "/admin/mail?status=failed")
      .set("Cookie", staff.cookie)
      .send({ intent: "retry", id: row.id });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/admin/mail?status=failed");
    const [after] = await db().select().from(outbox).where(eq(outbox.id, row.id));
    expect(after).toMatchObject({ status: "pending", attempts: 0, leaseId: null });
    // Due now by the outbox's clock, the database's (ADR 028).
    expect(after?.nextAttemptAt.getTime()).toBeLessThanOrEqual((await databaseNow(db())).getTime());
    const [entry] = await auditEntries(t, "mail", row.id);
    expect(entry).toMatchObject({
      action: "mail.retry",
      actorId: staff.id,
      details: { previousAttempts: 10, lastError: "550 mailbox unavailable" },
    });

    // The worker claims it like any other due message.
    const claimed = await createOutboxStore(db()).claimDue({ limit: 50, leaseMs: 60_000 });
    expect(claimed.map((c) => c.id)).toContain(row.id);
    expect(claimed.find((c) => c.id === row.id)?.attempts).toBe(1);
  });

  test("a message that is not failed cannot be retried (a worker may hold it)", async () => {
    const row = await queue("mail-sending", "sending");
    const res = await postPageForm(t.app, "/admin/mail")
      .set("Cookie", staff.cookie)
      .send({ intent: "retry", id: row.id });
    expect(res.status).toBe(409);
    expect(res.text).toContain("Only a failed message can be retried");
    const [after] = await db().select().from(outbox).where(eq(outbox.id, row.id));
    expect(after?.status).toBe("sending");
    expect(await auditEntries(t, "mail", row.id)).toHaveLength(0);
    const bad = await postPageForm(t.app, "/admin/mail")
      .set("Cookie", staff.cookie)
      .send({ intent: "retry", id: "nonsense" });
    expect(bad.status).toBe(400);
  });

  test("a client cannot see or retry mail", async () => {
    const client = await signedInAs(t, "client");
    await getPage(t, "/admin/mail", client.cookie).expect(403);
    const row = await queue("mail-client", "failed");
    await postPageForm(t.app, "/admin/mail")
      .set("Cookie", client.cookie)
      .send({ intent: "retry", id: row.id })
      .expect(403);
  });
});
