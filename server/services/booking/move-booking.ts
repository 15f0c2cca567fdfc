import type { Database, Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import type { FirmFactsSource } from "../firm-facts";
import { type BookingRow, placeAt } from "./booking-row";
import { freeLawyerAt, isOffered, meetingUrlWith } from "./free-lawyers";
import type { Consultation } from "./lawyer-diaries";
import type { VideoConfig } from "./meeting-links";

type Place = ReturnType<typeof placeAt> & { meetingUrl: string | null };

export type MoveOutcome =
  | { kind: "moved"; booking: BookingRow }
  /** Not a time the public page would offer now. */
  | { kind: "not-offered" }
  /** Offered a moment ago, but no suitable lawyer was left (or the booking changed) by the write. */
  | { kind: "full" }
  /** Another booking took the same lawyer at the same moment: the (lawyer, start) index said no. */
  | { kind: "raced" };

/**
 * Moves a booking to `start`, for the client (manage link) and staff alike (ADR 009): only to a
 * time the public page would offer, in one transaction in which a lawyer is held at the new time
 * (the booking's own if they are free then) and the old time freed. `revise` writes the change (the booking's own place is not counted as
 * taken), its history and its mails in that transaction, or answers undefined if the booking
 * has changed since it was read.
 */
export async function moveBooking(
  { db, firm, video }: { db: Database; firm: FirmFactsSource; video: VideoConfig },
  booking: BookingRow,
  start: Date,
  now: Date,
  revise: (tx: Transaction, place: Place) => Promise<BookingRow | undefined>,
): Promise<MoveOutcome> {
  const who = consultationOf(booking);
  if (!(await isOffered(db, firm, who, start, now))) return { kind: "not-offered" };
  try {
    const moved = await db.transaction(async (tx) => {
      const lawyerId = await freeLawyerAt(tx, who, start, {
        excludeBookingId: booking.id,
        prefer: booking.lawyerId,
      });
      if (lawyerId === null) return undefined;
      const meetingUrl = await meetingUrlWith(tx, video, {
        type: booking.meetingType,
        lawyerId,
        before: booking,
      });
      return revise(tx, { ...placeAt(start, lawyerId), meetingUrl });
    });
    return moved ? { kind: "moved", booking: moved } : { kind: "full" };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { kind: "raced" };
  }
}

/** The consultation a booking is: its meeting type and practice area, with anyone suitable. */
export const consultationOf = (
  booking: Pick<BookingRow, "meetingType" | "practiceArea">,
): Consultation => ({
  type: booking.meetingType,
  practiceArea: booking.practiceArea,
});
