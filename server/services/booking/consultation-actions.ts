import { and, asc, eq, inArray } from "drizzle-orm";
import { formatWhen } from "~/shared/booking/facts";
import { addDays } from "~/shared/time/calendar";
import { londonClock, londonDate, todayInLondon } from "~/shared/time/london-clock";
import type { Clock } from "../../clock";
import type { Database, Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { bookingNotes, bookings, staffTodos, teamMembers } from "../../db/schema";
import { issueToken } from "../../security/tokens/hash-token";
import { type Actor, recordAudit } from "../admin/audit-log";
import type { FirmFactsSource } from "../firm-facts";
import { availabilityFor } from "./availability";
import type { BookingMailer } from "./booking-mailer";
import { type BookingChanges, type BookingRow, reviseBooking } from "./booking-row";
import { type DayAvailability, lawyersFreeAt } from "./find-free-slots";
import { freeLawyerAt, meetingUrlWith } from "./free-lawyers";
import { loadLawyerDiaries } from "./lawyer-diaries";
import type { VideoConfig } from "./meeting-links";
import { consultationOf, moveBooking } from "./move-booking";

export type StaffActionResult =
  | { kind: "done"; booking: BookingRow }
  | { kind: "not-found" }
  | { kind: "refused"; message: string };

const refused = (message: string): StaffActionResult => ({ kind: "refused", message });

/**
 * What staff do to a booking from the admin area. Each change, its audit entry and the mail it
 * sends commit in one transaction; the (lawyer, start) index still decides who gets a lawyer.
 */
export function createConsultationActions(deps: {
  db: Database;
  mailer: BookingMailer;
  manageSecret: string;
  onMailQueued?: () => void;
  clock: Clock;
  firm: FirmFactsSource;
  video: VideoConfig;
}) {
  const { db, mailer } = deps;

  async function find(id: string): Promise<BookingRow | undefined> {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  /**
   * A change the client is told about. Only the hash of their manage link is stored, so the
   * mail sent on staff's behalf carries a fresh link, and the old one stops working at the
   * same moment. Undefined if the booking has moved on since it was read.
   */
  async function reviseAndTell(
    tx: Transaction,
    id: string,
    revision: { from: BookingRow["status"][]; changes: BookingChanges; now: Date },
    event: "booked" | "moved" | "reassigned",
  ): Promise<BookingRow | undefined> {
    const { token, tokenHash } = issueToken(deps.manageSecret, "manage", revision.now);
    const row = await reviseBooking(
      tx,
      id,
      revision.from,
      { ...revision.changes, manageTokenHash: tokenHash },
      revision.now,
    );
    if (row) await mailer.queueBookingMails(tx, row, token, event, { linkReplaced: true });
    return row;
  }

  return {
    find,

    notes(id: string) {
      return db
        .select()
        .from(bookingNotes)
        .where(eq(bookingNotes.bookingId, id))
        .orderBy(asc(bookingNotes.createdAt));
    },

    /** Free slots for moving this booking, from the same function the public page uses. */
    freeSlotsFor(b: BookingRow, now: Date, days = 21): Promise<DayAvailability[]> {
      const from = todayInLondon(now);
      const to = addDays(from, days);
      return availabilityFor(db, deps.firm, { who: consultationOf(b), from, to, now });
    },

    /**
     * A Saturday request becomes a confirmed booking with a suitable lawyer free then (by
     * appointment, so outside everyone's usual hours; days away still count).
     */
    async confirmRequest(
      actor: Actor,
      id: string,
      now = deps.clock.now(),
    ): Promise<StaffActionResult> {
      const booking = await find(id);
      if (!booking) return { kind: "not-found" };
      if (booking.status !== "requested")
        return refused("Only a Saturday request can be confirmed.");
      if (booking.startsAt.getTime() <= now.getTime())
        return refused("This request's time has passed. Cancel it, or move it to a free time.");
      try {
        const confirmed = await db.transaction(async (tx) => {
          const lawyerId = await freeLawyerAt(tx, consultationOf(booking), booking.startsAt, {
            ignoreHours: true,
          });
          if (lawyerId === null) return null;
          const meetingUrl = await meetingUrlWith(tx, deps.video, {
            type: booking.meetingType,
            lawyerId,
          });
          const row = await reviseAndTell(
            tx,
            id,
            { from: ["requested"], changes: { status: "confirmed", lawyerId, meetingUrl }, now },
            "booked",
          );
          if (!row) return null;
          await recordAudit(tx, actor, {
            action: "booking.confirm",
            entityType: "booking",
            entityId: row.id,
            summary: `Confirmed Saturday request ${row.reference} for ${formatWhen(row.startsAt)}`,
            details: { lawyerId, sequence: row.sequence },
          });
          return row;
        });
        if (!confirmed)
          return refused(
            "No lawyer who takes this kind of consultation is free at that time. Move the request to a free time, or cancel it.",
          );
        deps.onMailQueued?.();
        return { kind: "done", booking: confirmed };
      } catch (err) {
        // Someone took the last free lawyer between our look and our write: the index said no.
        if (!isUniqueViolation(err)) throw err;
        return refused("That lawyer was booked a moment ago. Please try again.");
      }
    },

    /** Attended or no-show, for a confirmed consultation that has started or is today. */
    async markAttendance(
      actor: Actor,
      id: string,
      attendance: "attended" | "no-show",
      now = deps.clock.now(),
    ): Promise<StaffActionResult> {
      const booking = await find(id);
      if (!booking) return { kind: "not-found" };
      if (booking.status !== "confirmed")
        return refused("Only a confirmed consultation can be marked attended or no-show.");
      if (todayInLondon(booking.startsAt) > todayInLondon(now))
        return refused("You can record attendance on the day of the consultation or after it.");
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(bookings)
          .set({ attendance, updatedAt: now })
          .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")))
          .returning();
        if (!updated) return undefined;
        await recordAudit(tx, actor, {
          action: `booking.${attendance}`,
          entityType: "booking",
          entityId: id,
          summary: `Marked ${updated.reference} ${attendance === "attended" ? "attended" : "did not attend"}`,
          details: { previous: booking.attendance },
        });
        return updated;
      });
      return row ? { kind: "done", booking: row } : refused("This booking has just changed.");
    },

    /** Cancels a booking or declines a request; the client is told why, with a CANCEL invite. */
    async cancel(actor: Actor, id: string, reason: string, now = deps.clock.now()) {
      const booking = await find(id);
      if (!booking) return { kind: "not-found" } as const;
      if (booking.status === "cancelled") return refused("This booking is already cancelled.");
      const row = await db.transaction(async (tx) => {
        const updated = await reviseBooking(
          tx,
          id,
          ["confirmed", "requested"],
          { status: "cancelled", cancelReason: reason, cancelledAt: now },
          now,
        );
        if (!updated) return undefined;
        await mailer.queueCancellationMails(tx, updated, reason, {
          // A request never had an invite, so there is nothing in the client's calendar to remove.
          withInvite: booking.status === "confirmed",
        });
        await recordAudit(tx, actor, {
          action: "booking.cancel",
          entityType: "booking",
          entityId: id,
          summary: `Cancelled ${updated.reference} (${reason})`,
          details: { previousStatus: booking.status, reason, sequence: updated.sequence },
        });
        return updated;
      });
      if (!row) return refused("This booking has just changed. Please look again.");
      deps.onMailQueued?.();
      return { kind: "done", booking: row } as const;
    },

    /**
     * Moves a confirmed booking to a slot the public page would offer: the new place taken and
     * the old one freed in one UPDATE, an invite with the next SEQUENCE, the reminder re-queued
     * under the new sequence (the old one is skipped by its guard).
     */
    async reschedule(
      actor: Actor,
      id: string,
      start: Date,
      now = deps.clock.now(),
    ): Promise<StaffActionResult> {
      const booking = await find(id);
      if (!booking) return { kind: "not-found" };
      if (booking.status !== "confirmed") return refused("Only a confirmed booking can be moved.");
      if (booking.startsAt.getTime() === start.getTime())
        return refused("Choose a different time from the current one.");
      const outcome = await moveBooking(deps, booking, start, now, async (tx, place) => {
        const row = await reviseAndTell(
          tx,
          id,
          { from: ["confirmed"], changes: { ...place, attendance: null }, now },
          "moved",
        );
        if (!row) return undefined;
        await recordAudit(tx, actor, {
          action: "booking.reschedule",
          entityType: "booking",
          entityId: id,
          summary: `Moved ${row.reference} from ${formatWhen(booking.startsAt)} to ${formatWhen(row.startsAt)}`,
          details: {
            from: booking.startsAt.toISOString(),
            to: row.startsAt.toISOString(),
            sequence: row.sequence,
          },
        });
        return row;
      });
      if (outcome.kind === "raced")
        return refused("That time was taken a moment ago. Choose another.");
      if (outcome.kind !== "moved") return refused("That time is no longer free. Choose another.");
      deps.onMailQueued?.();
      return { kind: "done", booking: outcome.booking };
    },

    /**
     * The lawyers an admin may give this booking to: suitable for it, not away that day, free at
     * its time (hours aside: the admin is arranging it), the current one left out.
     */
    async lawyersFreeFor(b: BookingRow): Promise<Array<{ id: string; name: string }>> {
      const date = londonDate(b.startsAt);
      const diaries = await loadLawyerDiaries(
        db,
        consultationOf(b),
        { from: date, to: date },
        {
          excludeBookingId: b.id,
        },
      );
      const [h = 0, m = 0] = londonClock(b.startsAt).split(":").map(Number);
      return lawyersFreeAt(
        diaries,
        { date, minute: h * 60 + m, start: b.startsAt },
        {
          ignoreHours: true,
        },
      )
        .filter((l) => l.id !== b.lawyerId)
        .map((l) => ({ id: l.id, name: l.name }))
        .sort((a, z) => a.name.localeCompare(z.name, "en-GB"));
    },

    /**
     * Gives a confirmed booking to another suitable lawyer free at its time: the client gets an
     * updated invite naming them (and a fresh video link if the room was the old lawyer's), the
     * to-dos asking for a lawyer are done, and the change is audited.
     */
    async reassign(
      actor: Actor,
      id: string,
      lawyerId: string,
      now = deps.clock.now(),
    ): Promise<StaffActionResult> {
      const booking = await find(id);
      if (!booking) return { kind: "not-found" };
      if (booking.status !== "confirmed")
        return refused("Only a confirmed booking can be given to another lawyer.");
      if (booking.startsAt.getTime() <= now.getTime())
        return refused("This consultation's time has passed.");
      if (booking.lawyerId === lawyerId)
        return refused("This booking is already with that lawyer.");
      try {
        const row = await db.transaction(async (tx) => {
          const free = await freeLawyerAt(
            tx,
            { ...consultationOf(booking), lawyerId },
            booking.startsAt,
            { excludeBookingId: booking.id, ignoreHours: true },
          );
          if (free === null) return null;
          const meetingUrl = await meetingUrlWith(tx, deps.video, {
            type: booking.meetingType,
            lawyerId,
            before: booking,
          });
          const revised = await reviseAndTell(
            tx,
            id,
            { from: ["confirmed"], changes: { lawyerId, meetingUrl }, now },
            "reassigned",
          );
          if (!revised) return null;
          const names = await tx
            .select({ id: teamMembers.id, name: teamMembers.name })
            .from(teamMembers)
            .where(inArray(teamMembers.id, [lawyerId, booking.lawyerId ?? lawyerId]));
          const nameOf = (who: string | null) => names.find((n) => n.id === who)?.name;
          await recordAudit(tx, actor, {
            action: "booking.reassign",
            entityType: "booking",
            entityId: id,
            summary: booking.lawyerId
              ? `Gave ${revised.reference} to ${nameOf(lawyerId)} (was ${nameOf(booking.lawyerId) ?? "another lawyer"})`
              : `Gave ${revised.reference} to ${nameOf(lawyerId)}`,
            details: { from: booking.lawyerId, to: lawyerId, sequence: revised.sequence },
          });
          await tx
            .update(staffTodos)
            .set({ status: "done", doneAt: now, doneBy: actor.id })
            .where(
              and(
                eq(staffTodos.bookingId, id),
                eq(staffTodos.status, "open"),
                inArray(staffTodos.kind, ["booking-without-lawyer", "booking-needs-new-lawyer"]),
              ),
            );
          return revised;
        });
        if (!row)
          return refused(
            "That lawyer cannot take this booking: they do not cover it, are away that day, or are booked at that time.",
          );
        deps.onMailQueued?.();
        return { kind: "done", booking: row };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return refused("That lawyer was booked at this time a moment ago. Choose another.");
      }
    },

    async addNote(actor: Actor, id: string, body: string): Promise<StaffActionResult> {
      const booking = await find(id);
      if (!booking) return { kind: "not-found" };
      await db.transaction(async (tx) => {
        await tx
          .insert(bookingNotes)
          .values({ bookingId: id, authorId: actor.id, authorName: actor.name, body });
        await recordAudit(tx, actor, {
          action: "booking.note",
          entityType: "booking",
          entityId: id,
          summary: `Added a note to ${booking.reference}`,
        });
      });
      return { kind: "done", booking };
    },
  };
}

export type ConsultationActions = ReturnType<typeof createConsultationActions>;
