import { and, asc, eq, gt, gte, lt } from "drizzle-orm";
import { type MeetingType, meetingTypeInSentence } from "~/shared/booking/options";
import type { DaysAwayInput } from "~/shared/schemas/lawyer-admin";
import { addDays } from "~/shared/time/calendar";
import { formatDateAndTime, formatLongDate } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import { londonMidnight } from "~/shared/time/london-instant";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { bookings, lawyerDaysAway, staffTodos, teamMembers } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";

export type DayAwayRow = typeof lawyerDaysAway.$inferSelect;

/** A confirmed future booking of the lawyer that a day away would cover. */
export interface CoveredBooking {
  id: string;
  reference: string;
  name: string;
  startsAt: Date;
  meetingType: MeetingType;
}

type Reader = Pick<Database, "select">;

const period = (input: Pick<DaysAwayInput, "startsOn" | "endsOn">) =>
  input.startsOn === input.endsOn
    ? formatLongDate(input.startsOn)
    : `${formatLongDate(input.startsOn)} to ${formatLongDate(input.endsOn)}`;

/** "Booking CH-7K3M9Q (Jane Doe, by phone, …) is with Ann Lee, who is away then: …". */
export function needsNewLawyerSummary(b: CoveredBooking, lawyer: string): string {
  return `Booking ${b.reference} (${b.name}, ${meetingTypeInSentence[b.meetingType]}, ${formatDateAndTime(b.startsAt)}) is with ${lawyer}, who is away then: give it another lawyer or agree a new time with the client.`;
}

async function covered(
  db: Reader,
  memberId: string,
  input: Pick<DaysAwayInput, "startsOn" | "endsOn">,
  now: Date,
): Promise<CoveredBooking[]> {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      name: bookings.name,
      startsAt: bookings.startsAt,
      meetingType: bookings.meetingType,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.lawyerId, memberId),
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, now),
        gte(bookings.startsAt, londonMidnight(input.startsOn)),
        lt(bookings.startsAt, londonMidnight(addDays(input.endsOn, 1))),
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

/**
 * Whole days a lawyer takes no consultations. Adding one never cancels a booking: each
 * confirmed booking it covers stays, and gets a to-do in the same transaction.
 */
export function createDaysAway(deps: { db: Database; clock: Clock }) {
  const { db } = deps;
  return {
    /** Days away that have not ended yet, soonest first. */
    upcoming(memberId: string): Promise<DayAwayRow[]> {
      return db
        .select()
        .from(lawyerDaysAway)
        .where(
          and(
            eq(lawyerDaysAway.teamMemberId, memberId),
            gte(lawyerDaysAway.endsOn, todayInLondon(deps.clock.now())),
          ),
        )
        .orderBy(asc(lawyerDaysAway.startsOn));
    },

    /** Every member's days away that have not ended, soonest first (for the availability screen). */
    allUpcoming(): Promise<DayAwayRow[]> {
      return db
        .select()
        .from(lawyerDaysAway)
        .where(gte(lawyerDaysAway.endsOn, todayInLondon(deps.clock.now())))
        .orderBy(asc(lawyerDaysAway.startsOn));
    },

    /** The lawyer's confirmed bookings from now on that these days would cover. */
    coveredBookings(memberId: string, input: Pick<DaysAwayInput, "startsOn" | "endsOn">) {
      return covered(db, memberId, input, deps.clock.now());
    },

    /** Adds the days away, with a to-do for each booking they cover; audited. */
    async add(actor: Actor, memberId: string, input: DaysAwayInput) {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ name: teamMembers.name })
          .from(teamMembers)
          .where(eq(teamMembers.id, memberId));
        if (!member) return { kind: "not-found" } as const;
        const [row] = await tx
          .insert(lawyerDaysAway)
          .values({
            teamMemberId: memberId,
            ...input,
            note: input.note || null,
            createdBy: actor.id,
          })
          .returning();
        if (!row) throw new Error("day away insert returned nothing");
        const left = await covered(tx, memberId, input, deps.clock.now());
        if (left.length > 0) {
          await tx.insert(staffTodos).values(
            left.map((b) => ({
              kind: "booking-needs-new-lawyer",
              bookingId: b.id,
              summary: needsNewLawyerSummary(b, member.name),
            })),
          );
        }
        await recordAudit(tx, actor, {
          action: "lawyer.days-away-add",
          entityType: "team-member",
          entityId: memberId,
          summary: `${member.name} away ${period(input)}${left.length > 0 ? ` (${left.length} booking${left.length === 1 ? "" : "s"} to give another lawyer)` : ""}`,
          details: { dayAwayId: row.id, startsOn: input.startsOn, endsOn: input.endsOn },
        });
        return { kind: "added", row, todos: left.length, name: member.name } as const;
      });
    },

    /** Removes one of the member's days away; undefined when it is not theirs or has gone. */
    async remove(actor: Actor, memberId: string, id: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(lawyerDaysAway)
          .where(and(eq(lawyerDaysAway.id, id), eq(lawyerDaysAway.teamMemberId, memberId)))
          .returning();
        if (!row) return undefined;
        const [member] = await tx
          .select({ name: teamMembers.name })
          .from(teamMembers)
          .where(eq(teamMembers.id, memberId));
        await recordAudit(tx, actor, {
          action: "lawyer.days-away-remove",
          entityType: "team-member",
          entityId: memberId,
          summary: `${member?.name ?? "A lawyer"} no longer away ${period(row)}`,
          details: { dayAwayId: row.id, startsOn: row.startsOn, endsOn: row.endsOn },
        });
        return row;
      });
    },
  };
}

export type DaysAway = ReturnType<typeof createDaysAway>;
