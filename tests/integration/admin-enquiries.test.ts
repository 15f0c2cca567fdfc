import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { enquiries, enquiryNotes } from "../../server/db/schema";
import { postPageForm, signedInAs } from "./support/accounts";
import { auditEntries, getPage, insertEnquiry } from "./support/office";
import { createTestApp, type TestApp } from "./support/test-app";

describe("the enquiries inbox and detail page", () => {
  let t: TestApp;
  let staff: { cookie: string; id: string };
  let colleague: { cookie: string; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAs(t, "staff");
    colleague = await signedInAs(t, "staff");
  });
  afterAll(() => t.close());

  const post = (id: string, body: Record<string, string>) =>
    postPageForm(t.app, `/admin/enquiries/${id}`).set("Cookie", staff.cookie).send(body);

  test("the inbox lists new enquiries newest first, with a count for each status", async () => {
    const older = await insertEnquiry(t, {
      name: "Older Sender",
      createdAt: new Date(t.clock.now().getTime() - 60_000),
    });
    const newer = await insertEnquiry(t, { name: "Newer Sender" });
    await insertEnquiry(t, { name: "Closed Sender", status: "closed" });
    const res = await getPage(t, "/admin/enquiries", staff.cookie).expect(200);
    expect(res.text.indexOf(newer.reference)).toBeGreaterThan(-1);
    expect(res.text.indexOf(newer.reference)).toBeLessThan(res.text.indexOf(older.reference));
    expect(res.text).not.toContain("Closed Sender");
    expect(res.headers["cache-control"]).toMatch(/no-store/);

    const closed = await getPage(t, "/admin/enquiries?status=closed", staff.cookie).expect(200);
    expect(closed.text).toContain("Closed Sender");
    expect(closed.text).not.toContain("Newer Sender");
  });

  test("the detail page shows the message, contact details and an encoded reply link", async () => {
    const enquiry = await insertEnquiry(t, { name: "Ada <Lovelace>", email: "ada+x@example.com" });
    const res = await getPage(t, `/admin/enquiries/${enquiry.id}`, staff.cookie).expect(200);
    expect(res.text).toContain(enquiry.message);
    expect(res.text).toContain("Ada &lt;Lovelace&gt;");
    expect(res.text).toContain(
      `href="mailto:ada%2Bx@example.com?subject=Your%20enquiry%20${enquiry.reference}"`,
    );
  });

  test("a note is stored with its author and audited without its text", async () => {
    const enquiry = await insertEnquiry(t);
    const res = await post(enquiry.id, { intent: "note", body: "Called back, left a voicemail." });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/admin/enquiries/${enquiry.id}`);
    const notes = await t.database.handle.db
      .select()
      .from(enquiryNotes)
      .where(eq(enquiryNotes.enquiryId, enquiry.id));
    expect(notes).toMatchObject([
      { body: "Called back, left a voicemail.", authorName: "Test staff" },
    ]);
    const [entry] = await auditEntries(t, "enquiry", enquiry.id);
    expect(entry).toMatchObject({ action: "enquiry.note", actorId: staff.id });
    expect(entry?.summary).not.toContain("voicemail");
    const page = await getPage(t, `/admin/enquiries/${enquiry.id}`, staff.cookie).expect(200);
    expect(page.text).toContain("Called back, left a voicemail.");
    expect(page.text).toContain(`Added a note to ${enquiry.reference}`);
  });

  test("an empty note is refused with a field message, and nothing is stored or audited", async () => {
    const enquiry = await insertEnquiry(t);
    const res = await post(enquiry.id, { intent: "note", body: "   " });
    expect(res.status).toBe(400);
    expect(res.text).toContain("There is a problem");
    expect(res.text).toContain('href="#note-body"');
    expect(res.text).toContain("Enter the note");
    expect(
      await t.database.handle.db
        .select()
        .from(enquiryNotes)
        .where(eq(enquiryNotes.enquiryId, enquiry.id)),
    ).toHaveLength(0);
    expect(await auditEntries(t, "enquiry", enquiry.id)).toHaveLength(0);
  });

  test("a too-long note keeps what was typed", async () => {
    const enquiry = await insertEnquiry(t);
    const body = `keep this ${"x".repeat(5001)}`;
    const res = await post(enquiry.id, { intent: "note", body });
    expect(res.status).toBe(400);
    expect(res.text).toContain("keep this xxxx");
  });

  test("status changes are saved and audited with the old and new value", async () => {
    const enquiry = await insertEnquiry(t);
    expect((await post(enquiry.id, { intent: "status", status: "in-progress" })).status).toBe(302);
    expect((await post(enquiry.id, { intent: "status", status: "closed" })).status).toBe(302);
    const [row] = await t.database.handle.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, enquiry.id));
    expect(row?.status).toBe("closed");
    const entries = await auditEntries(t, "enquiry", enquiry.id);
    expect(entries.map((e) => e.details)).toEqual([
      { from: "in-progress", to: "closed" },
      { from: "new", to: "in-progress" },
    ]);
    const bad = await post(enquiry.id, { intent: "status", status: "lost" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Choose a status");
  });

  test("assigning to a member of staff, then to nobody; a client cannot be given an enquiry", async () => {
    const enquiry = await insertEnquiry(t);
    expect((await post(enquiry.id, { intent: "assign", assignee: colleague.id })).status).toBe(302);
    const read = async () =>
      (await t.database.handle.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id)))[0];
    expect((await read())?.assignedTo).toBe(colleague.id);
    const page = await getPage(t, `/admin/enquiries/${enquiry.id}`, staff.cookie).expect(200);
    expect(page.text).toContain(`Assigned ${enquiry.reference} to Test staff`);

    expect((await post(enquiry.id, { intent: "assign", assignee: "" })).status).toBe(302);
    expect((await read())?.assignedTo).toBeNull();

    const client = await signedInAs(t, "client");
    const refused = await post(enquiry.id, { intent: "assign", assignee: client.id });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Choose a member of staff from the list");
    expect((await read())?.assignedTo).toBeNull();

    const actions = (await auditEntries(t, "enquiry", enquiry.id)).map((e) => e.action);
    expect(actions).toEqual(["enquiry.assign", "enquiry.assign"]);
  });

  test("the inbox is paged 25 at a time, keeping the status filter", async () => {
    const longAgo = t.clock.now().getTime() - 400 * 24 * 3_600_000;
    await insertEnquiry(t, {
      name: "Oldest Closed",
      status: "closed",
      createdAt: new Date(longAgo),
    });
    for (let i = 0; i < 26; i++) {
      await insertEnquiry(t, {
        name: `Closed ${i}`,
        status: "closed",
        createdAt: new Date(longAgo + (i + 1) * 60_000),
      });
    }
    const first = await getPage(t, "/admin/enquiries?status=closed", staff.cookie).expect(200);
    expect(first.text).not.toContain("Oldest Closed");
    expect(first.text).toMatch(/Page 1 of \d/);
    expect(first.text).toContain('href="/admin/enquiries?status=closed&amp;page=2"');
    const second = await getPage(t, "/admin/enquiries?status=closed&page=2", staff.cookie).expect(
      200,
    );
    expect(second.text).toContain("Oldest Closed");
  });

  test("an unknown enquiry is a 404, and a client or visitor never sees the inbox", async () => {
    await getPage(t, "/admin/enquiries/00000000-0000-4000-8000-000000000009", staff.cookie).expect(
      404,
    );
    await getPage(t, "/admin/enquiries/not-a-uuid", staff.cookie).expect(404);
    const client = await signedInAs(t, "client");
    await getPage(t, "/admin/enquiries", client.cookie).expect(403);
    const visitor = await getPage(t, "/admin/enquiries").expect(302);
    expect(visitor.headers.location).toBe("/auth?next=%2Fadmin%2Fenquiries");
  });
});
