import { afterAll, beforeAll, expect, test } from "vitest";
import { bookings, enquiries, outbox, quotes, sessions, users } from "../../server/db/schema";
import { purgeExpiredData } from "../../server/services/retention/purge-expired-data";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.dispose());

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

test("personal data is deleted when the privacy policy says, and not before", async () => {
  const { db } = database.handle;
  const booking = (reference: string, startsAt: Date) => ({
    reference,
    practiceArea: "family-law",
    meetingType: "phone" as const,
    pool: "remote" as const,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 1_800_000),
    seat: 1,
    name: "N",
    email: "n@example.com",
    phone: "0161 496 0000",
    summary: "s",
    manageTokenHash: `hash-${reference}`,
    consentedAt: startsAt,
  });
  await db
    .insert(bookings)
    .values([booking("CH-OLDOLD", daysAgo(370)), booking("CH-RECENT", daysAgo(300))]);
  const enquiry = (reference: string, updatedAt: Date) => ({
    reference,
    name: "N",
    email: "n@example.com",
    practiceArea: "other",
    message: "message here",
    replyBy: "email" as const,
    privacyAgreedAt: updatedAt,
    updatedAt,
  });
  await db
    .insert(enquiries)
    .values([enquiry("CH-OLDENQ", daysAgo(400)), enquiry("CH-NEWENQ", daysAgo(10))]);
  await db.insert(quotes).values([
    {
      reference: "QT-OLDQTE",
      email: "q@example.com",
      input: {},
      totalMin: 1,
      totalMax: 1,
      createdAt: daysAgo(380),
    },
    {
      reference: "QT-NEWQTE",
      email: "q@example.com",
      input: {},
      totalMin: 1,
      totalMax: 1,
      createdAt: daysAgo(5),
    },
  ]);
  const mail = (key: string, status: "sent" | "pending", createdAt: Date) => ({
    idempotencyKey: key,
    to: ["x@example.com"],
    subject: "s",
    html: "h",
    text: "t",
    status,
    createdAt,
  });
  await db
    .insert(outbox)
    .values([
      mail("old-sent", "sent", daysAgo(100)),
      mail("old-pending", "pending", daysAgo(100)),
      mail("new-sent", "sent", daysAgo(10)),
    ]);
  const [closed, open] = await db
    .insert(users)
    .values([
      { name: "Closed", email: "closed@example.com", disabledAt: daysAgo(40) },
      { name: "Open", email: "open@example.com" },
    ])
    .returning();
  await db.insert(sessions).values([
    {
      tokenHash: "expired",
      userId: open?.id as string,
      expiresAt: daysAgo(1),
      absoluteExpiresAt: daysAgo(1),
    },
    {
      tokenHash: "live",
      userId: open?.id as string,
      expiresAt: daysAgo(-5),
      absoluteExpiresAt: daysAgo(-20),
    },
  ]);

  const deleted = await purgeExpiredData(db, now);
  expect(deleted).toMatchObject({
    bookings: 1,
    enquiries: 1,
    quotes: 1,
    mail: 1,
    accounts: 1,
    sessions: 1,
  });
  expect((await db.select().from(bookings)).map((b) => b.reference)).toEqual(["CH-RECENT"]);
  expect((await db.select().from(enquiries)).map((e) => e.reference)).toEqual(["CH-NEWENQ"]);
  expect((await db.select().from(quotes)).map((q) => q.reference)).toEqual(["QT-NEWQTE"]);
  expect((await db.select().from(outbox)).map((m) => m.idempotencyKey).sort()).toEqual([
    "new-sent",
    "old-pending",
  ]);
  expect((await db.select().from(users)).map((u) => u.email)).toEqual(["open@example.com"]);
  expect((await db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(["live"]);
  expect(closed?.email).toBe("closed@example.com");

  // Running it again deletes nothing more.
  expect(Object.values(await purgeExpiredData(db, now)).every((n) => n === 0)).toBe(true);
});
