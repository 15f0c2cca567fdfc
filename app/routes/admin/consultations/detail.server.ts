import { type AppLoadContext, data } from "react-router";
import { areaLabel, lawyerWithRole, placeOf } from "~/shared/booking/facts";
import { meetingTypeLabels } from "~/shared/schemas/booking";
import { londonDate } from "~/shared/time/london-clock";
import { isUuid } from "~/shared/uuid";

/** A booking that is not there, or an id that could not be one: a missing page either way. */
export const bookingNotFound = () => data({ message: "Booking not found" }, { status: 404 });

/** The id from the address, checked before any query. */
export function bookingIdParam(id: string | undefined): string {
  if (!isUuid(id)) throw bookingNotFound();
  return id;
}

/** One consultation as its page shows it: the booking, notes, history and times it can move to. */
export async function loadConsultation(
  context: AppLoadContext,
  id: string,
  /** Admins may give a booking to another lawyer (issue 30); staff see who has it. */
  canReassign = false,
) {
  const consultations = context.services.bookingAdmin.consultations;
  const booking = await consultations.find(id);
  if (!booking) throw bookingNotFound();
  const now = context.clock.now();
  const reassignable =
    canReassign && booking.status === "confirmed" && booking.startsAt.getTime() > now.getTime();
  const [notes, history, freeDays, verifiedAccount, todos, lawyer, reassignTo] = await Promise.all([
    consultations.notes(booking.id),
    context.services.audit.forEntity("booking", booking.id),
    booking.status === "confirmed" ? consultations.freeSlotsFor(booking, now) : Promise.resolve([]),
    context.services.accounts.client.hasVerifiedAccount(booking.email),
    context.services.todos.forBooking(booking.id),
    context.services.bookingLawyers.of(booking.lawyerId),
    reassignable ? consultations.lawyersFreeFor(booking) : Promise.resolve(undefined),
  ]);
  const { offices } = await context.services.firm.facts();
  const place = placeOf(
    {
      type: booking.meetingType,
      phone: booking.phone,
      status: booking.status,
      meetingUrl: booking.meetingUrl,
    },
    offices,
  );
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      name: booking.name,
      email: booking.email,
      verifiedAccount,
      phone: booking.phone,
      summary: booking.summary,
      practiceArea: areaLabel(booking.practiceArea),
      lawyer: lawyer ? lawyerWithRole(lawyer) : null,
      meetingType: meetingTypeLabels[booking.meetingType],
      where: place.where,
      startsAt: booking.startsAt.toISOString(),
      status: booking.status,
      attendance: booking.attendance,
      cancelReason: booking.cancelReason,
      createdAt: booking.createdAt.toISOString(),
      cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    },
    /** Who an admin may give it to; undefined when it cannot be given to anyone else now. */
    reassignTo,
    canRecordAttendance:
      booking.status === "confirmed" && londonDate(booking.startsAt) <= londonDate(now),
    todos: todos.map((t) => ({ id: t.id, summary: t.summary, booking: t.booking })),
    notes: notes.map((n) => ({
      id: n.id,
      author: n.authorName,
      body: n.body,
      at: n.createdAt.toISOString(),
    })),
    history: history.map((h) => ({
      id: h.id,
      // A client's own change says who in its summary ("Moved by the client…"); staff are named.
      actor: h.actorId ? h.actorName : null,
      summary: h.summary,
      at: h.at.toISOString(),
    })),
    freeDays: freeDays.map((d) => ({
      date: d.date,
      slots: d.slots.map((s) => s.start.toISOString()),
    })),
  };
}
