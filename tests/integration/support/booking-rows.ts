import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { addDays, saturdayFrom } from "~/shared/time/calendar";
import { todayInLondon } from "~/shared/time/london-clock";
import { atLondonTime } from "~/shared/time/london-instant";
import { bookings, type bookings as bookingsTable, teamMembers } from "../../../server/db/schema";
import type { TestApp } from "./test-app";

type NewBooking = typeof bookingsTable.$inferInsert;

/** A London wall-clock time as an instant: at("2026-11-23", "09:30"). */
export const at = atLondonTime;

export { addDays };

/** The next Saturday at least two days after `from` (the app's clock: `t.clock.now()`), as a London date. */
export function nextSaturday(from: Date): string {
  return saturdayFrom(addDays(todayInLondon(from), 2));
}

/**
 * A booking written straight to the table, for screens that need one at a set time (today, in
 * the past). Rows hold no lawyer unless given one (`lawyerId`), so they never collide; the
 * default time is three days on.
 */
export async function insertBooking(t: TestApp, overrides: Partial<NewBooking> = {}) {
  // Every booking sits on the half-hour grid (a database check): a time given off it is
  // taken back to the half hour it falls in.
  const wanted = overrides.startsAt ?? new Date(t.clock.now().getTime() + 3 * 86_400_000);
  const startsAt = new Date(Math.floor(wanted.getTime() / 1_800_000) * 1_800_000);
  const type = overrides.meetingType ?? "bramhall";
  const status = overrides.status ?? "confirmed";
  const [row] = await t.database.handle.db
    .insert(bookings)
    .values({
      reference: `CH-${randomBytes(4).toString("hex").toUpperCase().slice(0, 6)}`,
      practiceArea: "wills-probate",
      meetingType: type,
      pool: type === "phone" || type === "video" ? "remote" : type,
      name: "Pat Example",
      email: `pat.${randomBytes(3).toString("hex")}@example.com`,
      phone: "0161 496 0789",
      summary: "I would like to make a will.",
      manageTokenHash: randomBytes(16).toString("hex"),
      consentedAt: t.clock.now(),
      // Made now by the app's clock (the dashboard counts bookings made per week by it), not by
      // the column's default, the database's clock.
      createdAt: t.clock.now(),
      ...overrides,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status,
    })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

/**
 * Free slot starts (ISO) the public API offers for a meeting type, a few days out: with a
 * lawyer in `area` (any area when absent).
 */
export async function freeSlots(
  t: TestApp,
  type: string,
  fromDays = 3,
  toDays = 20,
  area?: string,
) {
  const now = t.clock.now().getTime();
  const from = todayInLondon(new Date(now + fromDays * 86_400_000));
  const to = todayInLondon(new Date(now + toDays * 86_400_000));
  const res = await request(t.app)
    .get(`/api/availability?from=${from}&to=${to}&type=${type}${area ? `&area=${area}` : ""}`)
    .expect(200);
  return (res.body.days as Array<{ slots: Array<{ start: string }> }>).flatMap((d) =>
    d.slots.map((s) => s.start),
  );
}

/** A seeded team member's id by their page's slug: `lawyerId(t, "eleanor-carrow")`. */
export async function lawyerId(t: TestApp, slug: string): Promise<string> {
  const [row] = await t.database.handle.db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.slug, slug));
  if (!row) throw new Error(`no team member ${slug}`);
  return row.id;
}

/**
 * The seeded lawyers who take wills consultations (at Bramhall, by phone and by video). Family
 * law is Hannah Doyle alone (Heaton Moor, phone, video), personal injury Sarah Bennett alone
 * (Bramhall, phone, video): a time either holds is no longer offered in that area.
 */
export const willsLawyers = ["eleanor-carrow", "aisha-rahman"] as const;
