import { isUsableDate } from "~/shared/time/parse";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { hashToken, newSecretToken } from "../../security/tokens/hash-token";
import type { FirmFactsSource } from "../firm-facts";
import type { BookingMailer } from "./booking-mailer";
import { type BookingRow, findByManageToken, reviseBooking } from "./booking-row";
import { recordClientMove } from "./client-change-audit";
import type { FreeSlot } from "./find-free-slots";
import { nearestFree } from "./free-lawyers";
import type { VideoConfig } from "./meeting-links";
import { consultationOf, moveBooking } from "./move-booking";

export type RescheduleResult =
  | { kind: "moved"; booking: BookingRow }
  | { kind: "not-found" }
  | { kind: "cancelled" }
  | { kind: "slot-taken"; alternatives: FreeSlot[] };

type RescheduleDeps = {
  db: Database;
  firm: FirmFactsSource;
  video: VideoConfig;
  manageSecret: string;
  mailer: BookingMailer;
  onMailQueued?: () => void;
  clock: Clock;
};

/**
 * How the client reached the booking. By its manage link, the mail carries that same link. From
 * their account (issue 20) there is no link to hand, since only its hash is stored: as when
 * staff move a booking, the mail carries a fresh one and the old one stops working.
 */
export type RescheduleChannel = { kind: "manage link"; token: string } | { kind: "account" };

/**
 * The client moves their booking by its manage link to another free slot, in one
 * transaction: the new place taken, the old one freed.
 */
export function rescheduleByLink(deps: RescheduleDeps) {
  const reschedule = rescheduleByClient(deps);
  return (token: string, start: Date, now: Date = deps.clock.now()) =>
    reschedule(() => findByManageToken(deps, token), start, { kind: "manage link", token }, now);
}

/**
 * The client's move, however the booking was found: by its manage link or in their account.
 * Same rules, same audit entry (naming the channel) and the same mails.
 */
export function rescheduleByClient(deps: RescheduleDeps) {
  const { db } = deps;
  return async (
    find: () => Promise<BookingRow | undefined>,
    start: Date,
    channel: RescheduleChannel,
    now: Date = deps.clock.now(),
  ): Promise<RescheduleResult> => {
    const booking = await find();
    if (!booking) return { kind: "not-found" };
    if (booking.status === "cancelled") return { kind: "cancelled" };
    if (booking.startsAt.getTime() === start.getTime()) return { kind: "moved", booking };
    // Not a time anyone was offered (an unreadable or far-off date): nothing to look around.
    if (!isUsableDate(start)) return { kind: "slot-taken", alternatives: [] };
    const slotTaken = async (): Promise<RescheduleResult> => ({
      kind: "slot-taken",
      alternatives: await nearestFree(db, deps.firm, consultationOf(booking), start, now),
    });
    const token = channel.kind === "manage link" ? channel.token : newSecretToken();
    const newLink =
      channel.kind === "account"
        ? { manageTokenHash: hashToken(deps.manageSecret, "manage", token) }
        : {};
    const outcome = await moveBooking(deps, booking, start, now, async (tx, place) => {
      const row = await reviseBooking(
        tx,
        booking.id,
        ["confirmed"],
        { ...place, ...newLink },
        deps.clock.now(),
      );
      if (!row) return undefined;
      await recordClientMove(tx, booking, row, channel.kind);
      await deps.mailer.queueBookingMails(tx, row, token, "moved", {
        linkReplaced: channel.kind === "account",
      });
      return row;
    });
    if (outcome.kind !== "moved") return slotTaken();
    deps.onMailQueued?.();
    return outcome;
  };
}
