import { firm } from "~/config/firm";
import { areaLabel, formatWhen, placeOf } from "~/lib/booking-facts";
import type { Database } from "../../db/client";
import type { bookings } from "../../db/schema";
import { queueMail } from "../mail/outbox";
import {
  type BookingForMail,
  bookingConfirmation,
  bookingNotification,
  bookingReminder,
} from "../mail/templates/booking-mails";
import { calendarInvite } from "./calendar-invite";

type BookingRow = typeof bookings.$inferSelect;
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The mails and calendar files a booking sends, shared by the client's own changes (manage
 * link) and staff's (admin area), so both send exactly the same confirmation and invite.
 */
export function createBookingMailer(deps: { siteUrl: string; firmInbox: string }) {
  const manageUrl = (token: string) => `${deps.siteUrl}/consultation/manage/${token}`;

  function forMail(b: BookingRow, token: string): BookingForMail {
    return {
      reference: b.reference,
      name: b.name,
      email: b.email,
      phone: b.phone,
      summary: b.summary,
      practiceArea: b.practiceArea,
      type: b.meetingType,
      start: b.startsAt,
      manageUrl: manageUrl(token),
    };
  }

  function invite(b: BookingRow, cancelled = false) {
    const place = placeOf(b.meetingType, b.phone);
    return {
      filename: "consultation.ics",
      contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
      content: Buffer.from(
        calendarInvite({
          bookingId: b.id,
          sequence: b.sequence,
          start: b.startsAt,
          end: b.endsAt,
          summary: `Free consultation with ${firm.name}`,
          // The time in words as well, in the e-mail's style: a calendar set to another zone
          // moves the event, and the client should still see when it is in the UK.
          description: `${formatWhen(b.startsAt)}. ${areaLabel(b.practiceArea)}. ${place.where}. Reference ${b.reference}.`,
          location: place.where,
          attendeeEmail: b.email,
          attendeeName: b.name,
          cancelled,
        }),
      ).toString("base64"),
    };
  }

  /** The confirmation, the firm's note and the reminder, in the booking's own transaction. */
  async function queueBookingMails(
    tx: Tx,
    b: BookingRow,
    token: string,
    event: "booked" | "moved",
    options: { linkReplaced?: boolean } = {},
  ) {
    const mail = forMail(b, token);
    await queueMail(tx, {
      idempotencyKey: `booking:${b.id}:${b.sequence}:confirmation`,
      to: [b.email],
      replyTo: firm.email,
      attachments: [invite(b)],
      ...bookingConfirmation(mail, {
        moved: event === "moved",
        linkReplaced: options.linkReplaced,
      }),
    });
    await queueMail(tx, {
      idempotencyKey: `booking:${b.id}:${b.sequence}:firm`,
      to: [deps.firmInbox],
      replyTo: b.email,
      ...bookingNotification(mail, event),
    });
    const reminderAt = new Date(b.startsAt.getTime() - 24 * 60 * 60 * 1000);
    if (reminderAt.getTime() > Date.now()) {
      // Guarded by the sequence: a reminder queued before a later move or cancel is skipped.
      await queueMail(tx, {
        idempotencyKey: `booking:${b.id}:${b.sequence}:reminder`,
        to: [b.email],
        replyTo: firm.email,
        notBefore: reminderAt,
        guard: { kind: "booking-current", bookingId: b.id, sequence: b.sequence },
        ...bookingReminder(mail),
      });
    }
  }

  return { manageUrl, forMail, invite, queueBookingMails };
}

export type BookingMailer = ReturnType<typeof createBookingMailer>;
