import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog } from "../../server/db/schema";
import { recordAudit } from "../../server/services/admin/audit-log";
import { postPageForm, signedInAs } from "./support/accounts";
import { auditEntries, getPage, insertEnquiry } from "./support/office";
import { createTestApp, type TestApp } from "./support/test-app";

describe("the audit log", () => {
  let t: TestApp;
  let staff: { cookie: string; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAs(t, "staff");
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;

  test("the database itself refuses to change or delete an entry", async () => {
    await recordAudit(
      db(),
      { id: staff.id, name: "Test staff" },
      {
        action: "test.entry",
        entityType: "test",
        summary: "An entry that must stay as written",
      },
    );
    await expect(
      db().update(auditLog).set({ summary: "rewritten" }).where(eq(auditLog.action, "test.entry")),
    ).rejects.toThrow();
    await expect(db().delete(auditLog).where(eq(auditLog.action, "test.entry"))).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log`)).rejects.toThrow();
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "test.entry"));
    expect(entry?.summary).toBe("An entry that must stay as written");
  });

  test("newest first, filtered by person, record type, text and dates", async () => {
    const other = await signedInAs(t, "staff");
    const enquiry = await insertEnquiry(t);
    await postPageForm(t.app, `/admin/enquiries/${enquiry.id}`)
      .set("Cookie", staff.cookie)
      .send({ intent: "status", status: "in-progress" })
      .expect(302);
    await postPageForm(t.app, `/admin/enquiries/${enquiry.id}`)
      .set("Cookie", other.cookie)
      .send({ intent: "note", body: "Second change" })
      .expect(302);

    const all = await getPage(t, "/admin/audit", staff.cookie).expect(200);
    const noteAt = all.text.indexOf(`Added a note to ${enquiry.reference}`);
    const statusAt = all.text.indexOf(`Marked ${enquiry.reference} in progress`);
    expect(noteAt).toBeGreaterThan(-1);
    expect(statusAt).toBeGreaterThan(noteAt);

    const byPerson = await getPage(t, `/admin/audit?actor=${other.id}`, staff.cookie).expect(200);
    expect(byPerson.text).toContain(`Added a note to ${enquiry.reference}`);
    expect(byPerson.text).not.toContain(`Marked ${enquiry.reference} in progress`);

    const byText = await getPage(t, "/admin/audit?q=marked", staff.cookie).expect(200);
    expect(byText.text).toContain(`Marked ${enquiry.reference} in progress`);
    expect(byText.text).not.toContain(`Added a note to ${enquiry.reference}`);

    const byType = await getPage(t, "/admin/audit?type=test", staff.cookie).expect(200);
    expect(byType.text).not.toContain(enquiry.reference);

    // The log stamps an entry by the database's clock (audit_log.at defaults to now()), so the
    // day to filter on is the one the entries carry, not one read from any other clock.
    const [newest] = await auditEntries(t, "enquiry", enquiry.id);
    if (!newest) throw new Error("no audit entry");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(newest.at);
    const inRange = await getPage(t, `/admin/audit?from=${today}&to=${today}`, staff.cookie).expect(
      200,
    );
    expect(inRange.text).toContain(enquiry.reference);
    const past = await getPage(
      t,
      "/admin/audit?from=2020-01-01&to=2020-01-31",
      staff.cookie,
    ).expect(200);
    expect(past.text).not.toContain(enquiry.reference);
    expect(past.text).toContain("No entries match these filters");
    expect(past.text).toMatch(/href="\/admin\/audit"[^>]*>Clear the filters<\/a>/);

    const backwards = await getPage(t, "/admin/audit?from=2026-02-01&to=2026-01-01", staff.cookie);
    expect(backwards.text).toContain("The end date must be on or after the start date");
  });

  test("the log screen has no way to change anything", async () => {
    const res = await postPageForm(t.app, "/admin/audit")
      .set("Cookie", staff.cookie)
      .send({ intent: "delete" });
    expect([404, 405]).toContain(res.status);
    const page = await getPage(t, "/admin/audit", staff.cookie).expect(200);
    // The only form that posts is the header's sign-out button.
    const postForms = [...page.text.matchAll(/<form[^>]*method="post"[^>]*>/gi)].map((m) => m[0]);
    expect(postForms.every((tag) => tag.includes('action="/auth/logout"'))).toBe(true);
  });
});
