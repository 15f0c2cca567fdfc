import type { NamedLawyer } from "~/shared/booking/facts";
import type { Clock } from "../../clock";
import type { Transaction } from "../../db/client";
import type { FirmFactsSource } from "../firm-facts";
import { queueMail } from "../mail/outbox";
import {
  type BookingForMail,
  bookingAlreadyHeld,
  bookingCancelled,
  bookingConfirmation,
  bookingNotification,
  bookingReminder,
  saturdayRequestReceived,
} from "../mail/templates/booking-mails";
import type { MailFirm } from "../mail/templates/letterhead";
import { calendarAttachment } from "./booking-calendar";
import { bookingLawyer, namedLawyer } from "./booking-lawyer";
import type { BookingRow } from "./booking-row";

/**
 * The mails a booking sends, shared by the client's own changes (manage link) and staff's
 * (admin area), so both send exactly the same confirmation, invite and cancellation. Each is
 * queued in the transaction of the change it is about.
 */
export function createBookingMailer(deps: {
  siteUrl: string;
  firmInbox: string;
  clock: Clock;
  /** The firm's facts: the address clients reply to and the calendar file's organiser. */
  firm: FirmFactsSource;
}) {
  const manageUrl = (token: string) => `${deps.siteUrl}/consultation/manage/${token}`;

  /** The booking's lawyer as the change left it: read in the change's own transaction. */
  async function lawyerOf(tx: Transaction, b: BookingRow): Promise<NamedLawyer | null> {
    return namedLawyer(await bookingLawyer(tx, b.lawyerId), deps.siteUrl);
  }

  function forMail(
    b: BookingRow,
    token: string,
    firm: MailFirm,
    lawyer: NamedLawyer | null,
  ): BookingForMail {
    return {
      firm,
      reference: b.reference,
      name: b.name,
      email: b.email,
      phone: b.phone,
      summary: b.summary,
      practiceArea: b.practiceArea,
      type: b.meetingType,
      start: b.startsAt,
      status: b.status,
      // A cancelled consultation's mails do not pass on the way into it.
      meetingUrl: b.status === "cancelled" ? null : b.meetingUrl,
      lawyer,
      manageUrl: manageUrl(token),
    };
  }

  /** The confirmation, the firm's note and the reminder. */
  async function queueBookingMails(
    tx: Transaction,
    b: BookingRow,
    token: string,
    event: "booked" | "moved" | "reassigned",
    options: { linkReplaced?: boolean } = {},
  ) {
    const facts = await deps.firm.facts();
    const lawyer = await lawyerOf(tx, b);
    const mail = forMail(b, token, facts, lawyer);
    await queueMail(tx, {
      idempotencyKey: `booking:${b.id}:${b.sequence}:confirmation`,
      to: [b.email],
      replyTo: facts.email,
      attachments: [calendarAttachment(b, false, facts, lawyer)],
      ...bookingConfirmation(mail, {
        moved: event === "moved",
        reassigned: event === "reassigned",
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
    if (reminderAt.getTime() > deps.clock.now().getTime()) {
      // Guarded by the sequence: a reminder queued before a later move or cancel is skipped.
      await queueMail(tx, {
        idempotencyKey: `booking:${b.id}:${b.sequence}:reminder`,
        to: [b.email],
        replyTo: facts.email,
        notBefore: reminderAt,
        guard: { kind: "booking-current", bookingId: b.id, sequence: b.sequence },
        ...bookingReminder(mail),
      });
    }
  }

  /** A Saturday request has arrived: the visitor's receipt and the firm's note to confirm it. */
  async function queueSaturdayRequestMails(
    tx: Transaction,
    b: BookingRow,
    token: string,
    part: "morning" | "afternoon",
  ) {
    const facts = await deps.firm.facts();
    const mail = forMail(b, token, facts, await lawyerOf(tx, b));
    await queueMail(tx, {
      idempotencyKey: `booking:${b.id}:0:saturday-request`,
      to: [b.email],
      replyTo: facts.email,
      ...saturdayRequestReceived(mail, part),
    });
    await queueMail(tx, {
      idempotencyKey: `booking:${b.id}:0:firm`,
      to: [deps.firmInbox],
      replyTo: b.email,
      ...bookingNotification(mail, "requested"),
    });
  }

  /**
   * The client's cancellation (with the reason, if one was given) and the firm's note.
   * `withInvite` adds the CANCEL that takes the event out of the client's calendar.
   */
  async function queueCancellationMails(
    tx: Transaction,
    b: BookingRow,
    reason: string | null,
    options: { withInvite: boolean },
  ) {
    const facts = await deps.firm.facts();
    const lawyer = await lawyerOf(tx, b);
    // Neither mail carries the manage link, so no token is needed; nor the way into the call.
    const mail = {
      ...forMail(b, "", facts, lawyer),
      status: "cancelled" as const,
      meetingUrl: null,
    };
    await queueMail(tx, {
      idempotencyKey: `booking:${b.id}:${b.sequence}:cancelled`,
      to: [b.email],
      replyTo: facts.email,
      attachments: options.withInvite ? [calendarAttachment(b, true, facts, lawyer)] : [],
      ...bookingCancelled(mail, reason),
    });
    await queueMail(tx, {
      idempotencyKey: `booking:${b.id}:${b.sequence}:firm-cancelled`,
      to: [deps.firmInbox],
      replyTo: b.email,
      ...bookingNotification(mail, "cancelled"),
    });
  }

  /**
   * A second attempt to book the time this address already holds: its details again. The
   * manage link cannot be resent (only its hash is kept), so the mail points to the first one.
   */
  async function queueAlreadyHeldMail(tx: Transaction, b: BookingRow) {
    const facts = await deps.firm.facts();
    await queueMail(tx, {
      idempotencyKey: `booking:${b.id}:${b.sequence}:already-held:${crypto.randomUUID()}`,
      to: [b.email],
      replyTo: facts.email,
      ...bookingAlreadyHeld(forMail(b, "", facts, await lawyerOf(tx, b))),
    });
  }

  return {
    manageUrl,
    queueAlreadyHeldMail,
    queueBookingMails,
    queueSaturdayRequestMails,
    queueCancellationMails,
  };
}

export type BookingMailer = ReturnType<typeof createBookingMailer>;
