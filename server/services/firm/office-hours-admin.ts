import { and, eq, gt, inArray } from "drizzle-orm";
import { type MeetingType, meetingTypeInSentence } from "~/shared/booking/options";
import { type OfficeHours, weekdays } from "~/shared/firm/facts";
import { consultationWindows, takesSaturdayRequests } from "~/shared/firm/office-hours";
import { officeHoursSchema } from "~/shared/firm/settings-schemas";
import { weekdayIndex } from "~/shared/time/calendar";
import { formatDateAndTime } from "~/shared/time/format";
import { londonClock, londonDate } from "~/shared/time/london-clock";
import type { Clock } from "../../clock";
import type { Database, Transaction } from "../../db/client";
import { bookings, firmSettings, staffTodos, users } from "../../db/schema";
import type { Actor } from "../admin/audit-log";
import type { FirmFactsSource } from "../firm-facts";
import { readFirmSetting, type SaveFirmSettingResult, saveFirmSetting } from "./firm-settings";

/** A future booking or Saturday request the new hours would leave outside consultation hours. */
export interface BookingOutsideHours {
  id: string;
  reference: string;
  name: string;
  startsAt: Date;
  meetingType: MeetingType;
  status: "confirmed" | "requested";
}

/** The hours in force, with the version an editor must send back and who last changed them. */
export interface CurrentHours {
  hours: OfficeHours;
  version: number;
  changed: { at: Date; by: string | null } | null;
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

const officeOf = (type: MeetingType) =>
  type === "bramhall" || type === "heaton-moor" ? type : undefined;

/**
 * Whether a booking still fits the hours: a confirmed one inside its day's consultation window
 * for its pool; a Saturday request while Saturdays are still taken by appointment at its place.
 * Bank holidays and blocks are not the hours' business: staff handle those apart.
 */
export function fitsHours(
  hours: OfficeHours,
  booking: Pick<BookingOutsideHours, "startsAt" | "meetingType" | "status"> & {
    pool: "bramhall" | "heaton-moor" | "remote";
  },
): boolean {
  if (booking.status === "requested") {
    return takesSaturdayRequests(hours, officeOf(booking.meetingType));
  }
  const day = weekdays[weekdayIndex(londonDate(booking.startsAt))] ?? "sunday";
  const window = consultationWindows(hours, booking.pool)[day];
  if (!window) return false;
  const start = minutesOf(londonClock(booking.startsAt));
  return start >= minutesOf(window.opens) && start + 30 <= minutesOf(window.closes);
}

type Reader = Pick<Database, "select">;

async function outside(db: Reader, hours: OfficeHours, now: Date) {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      name: bookings.name,
      startsAt: bookings.startsAt,
      meetingType: bookings.meetingType,
      pool: bookings.pool,
      status: bookings.status,
    })
    .from(bookings)
    .where(and(inArray(bookings.status, ["confirmed", "requested"]), gt(bookings.startsAt, now)))
    .orderBy(bookings.startsAt);
  return rows.flatMap((row): BookingOutsideHours[] => {
    if (row.status !== "confirmed" && row.status !== "requested") return [];
    const booking = { ...row, status: row.status };
    if (fitsHours(hours, booking)) return [];
    const { pool: _pool, ...shown } = booking;
    return [shown];
  });
}

/** "Booking CH-7K3M9Q (Jane Doe, by phone, Tuesday 1 December 2026 at 4:30 PM) falls outside…". */
export function outsideHoursSummary(b: BookingOutsideHours): string {
  const when = formatDateAndTime(b.startsAt);
  const what = b.status === "requested" ? "Saturday request" : "Booking";
  return `${what} ${b.reference} (${b.name}, ${meetingTypeInSentence[b.meetingType]}, ${when}) falls outside the new office hours: agree a new time with the client, or keep it.`;
}

/** The back office's office-hours screen: read, check against bookings, and save. */
export function createOfficeHoursAdmin(deps: {
  db: Database;
  clock: Clock;
  firm: FirmFactsSource;
}) {
  const { db } = deps;
  return {
    async current(): Promise<CurrentHours> {
      const { hours } = await deps.firm.facts();
      const stored = await readFirmSetting(db, "hours");
      if (!stored) return { hours, version: 0, changed: null };
      const [row] = await db
        .select({ by: users.name })
        .from(users)
        .innerJoin(firmSettings, eq(firmSettings.updatedBy, users.id))
        .where(eq(firmSettings.key, "hours"));
      return {
        hours,
        version: stored.version,
        changed: { at: stored.updatedAt, by: row?.by ?? null },
      };
    },

    /** The future bookings and Saturday requests these hours would leave outside, soonest first. */
    outsideBookings(hours: OfficeHours): Promise<BookingOutsideHours[]> {
      return outside(db, hours, deps.clock.now());
    },

    /**
     * Saves the hours. Every booking they leave outside is kept, and gets a to-do in the same
     * transaction, so no booking is left outside without someone being told.
     */
    async save(input: {
      hours: OfficeHours;
      expectedVersion: number;
      actor: Actor;
    }): Promise<SaveFirmSettingResult & { todos?: number }> {
      const hours = officeHoursSchema.parse(input.hours);
      const { hours: before } = await deps.firm.facts();
      let todos = 0;
      const result = await saveFirmSetting(db, {
        key: "hours",
        value: hours,
        before,
        expectedVersion: input.expectedVersion,
        actor: input.actor,
        summary: "Office hours changed",
        alsoInTransaction: async (tx: Transaction) => {
          const left = await outside(tx, hours, deps.clock.now());
          todos = left.length;
          if (left.length === 0) return;
          await tx.insert(staffTodos).values(
            left.map((b) => ({
              kind: "booking-outside-hours",
              bookingId: b.id,
              summary: outsideHoursSummary(b),
            })),
          );
        },
      });
      deps.firm.invalidate();
      return result.ok ? { ...result, todos } : result;
    },
  };
}

export type OfficeHoursAdmin = ReturnType<typeof createOfficeHoursAdmin>;
