import type { Database, Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import type { FirmFactsSource } from "../firm-facts";
import { type BookingRow, placeAt } from "./booking-row";
import { freeSeat, isOffered } from "./seats";

type Place = ReturnType<typeof placeAt>;

export type MoveOutcome =
  | { kind: "moved"; booking: BookingRow }
  /** Not a time the public page would offer now. */
  | { kind: "not-offered" }
  /** Offered a moment ago, but the pool had no place left (or the booking changed) by the write. */
  | { kind: "full" }
  /** Another booking took the same place at the same moment: the seat index said no. */
  | { kind: "raced" };

/**
 * Moves a booking to `start`, for the client (manage link) and staff alike (ADR 009): only to a
 * time the public page would offer, in one transaction in which the new place is taken and
 * the old one freed. `revise` writes the change (the booking's own place is not counted as
 * taken), its history and its mails in that transaction, or answers undefined if the booking
 * has changed since it was read.
 */
export async function moveBooking(
  db: Database,
  firm: FirmFactsSource,
  booking: BookingRow,
  start: Date,
  now: Date,
  revise: (tx: Transaction, place: Place) => Promise<BookingRow | undefined>,
): Promise<MoveOutcome> {
  if (!(await isOffered(db, firm, booking.pool, start, now))) return { kind: "not-offered" };
  try {
    const moved = await db.transaction(async (tx) => {
      const seat = await freeSeat(tx, booking.pool, start, booking.id);
      return seat === null ? undefined : revise(tx, placeAt(start, seat));
    });
    return moved ? { kind: "moved", booking: moved } : { kind: "full" };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { kind: "raced" };
  }
}
