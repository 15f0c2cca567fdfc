import { fromZonedTime } from "date-fns-tz";
import { and, count, eq, gt, ne, sql } from "drizzle-orm";
import { firm } from "~/config/firm";
import type { BookingInput, MeetingType, SaturdayRequestInput } from "~/lib/schemas/booking";
import { isUsableDate } from "~/lib/schemas/dates";
import { firmTimeZone } from "~/lib/time/format";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { bookings } from "../../db/schema";
import type { Logger } from "../../logger";
import { newReference } from "../enquiries/reference";
import type { Throttle } from "../limits/throttle";
import { queueMail } from "../mail/outbox";
import {
  bookingCancelled,
  bookingNotification,
  saturdayRequestReceived,
} from "../mail/templates/booking-mails";
import { loadRules, timedAvailabilityFor } from "./availability";
import { createAvailabilityCache } from "./availability-cache";
import { createBookingMailer, type Tx } from "./booking-mailer";
import { recordClientCancel, recordClientMove } from "./client-change-audit";
import { type CapacityPool, type FreeSlot, poolOf, SLOT_MINUTES } from "./find-free-slots";
import { hashManageToken, newManageToken } from "./manage-token";
import { saturdayRequestRefusal, saturdaysOpenForRequests } from "./saturday-requests";
import { freeSeat, isOffered as isOfferedIn, nearestFree as nearestFreeIn } from "./seats";

export interface BookingSignals {
  ip: string;
  /** The JSON API's hidden field (the web form's is checked by the form guard first). */
  honeypot?: string;
  /** The web form's token id (server/security/form-guard.ts): one booking per form shown. */
  formId?: string;
  now?: Date;
}

/** A filled honeypot on the JSON API: answered like success, kept nowhere. */
const looksLikeABot = (signals: BookingSignals) => Boolean(signals.honeypot);

const fromLondon = (date: string, time: string) =>
  fromZonedTime(`${date}T${time}:00`, firmTimeZone);

export type BookingRow = typeof bookings.$inferSelect;

export type CreateBookingResult =
  | { kind: "booked"; booking: BookingRow; manageToken: string }
  /** The same form was sent before (a double click, Back and send): that booking's reference. */
  | { kind: "already-booked"; reference: string }
  | { kind: "discarded" }
  | { kind: "slot-taken"; alternatives: FreeSlot[] }
  | { kind: "not-bookable"; message: string; alternatives: FreeSlot[] }
  | { kind: "rate-limited"; retryAfterSeconds: number; message: string };

export const ACTIVE_BOOKINGS_PER_EMAIL = 3;

/** What the booking transaction returns when the address already holds its limit. */
const tooMany = Symbol("too many bookings");

export function createBookingService(deps: {
  db: Database;
  siteUrl: string;
  manageSecret: string;
  firmInbox: string;
  throttle: Throttle;
  activePerEmail?: number;
  logger: Logger;
  onMailQueued?: () => void;
}) {
  const { db } = deps;
  const availabilityCache = createAvailabilityCache();
  const mailer = createBookingMailer(deps);
  const { manageUrl, forMail, invite, queueBookingMails } = mailer;
  const nearestFree = (pool: CapacityPool, around: Date, now: Date) =>
    nearestFreeIn(db, pool, around, now);
  const isOffered = (pool: CapacityPool, start: Date, now: Date) =>
    isOfferedIn(db, pool, start, now);
  const activeLimit = deps.activePerEmail ?? ACTIVE_BOOKINGS_PER_EMAIL;
  const tooManyBookings = () => ({
    kind: "rate-limited" as const,
    retryAfterSeconds: 3600,
    message: `You already have ${activeLimit} consultations booked with us. Please call ${firm.phone} if you need another.`,
  });

  /**
   * Whether this e-mail address already holds the most future bookings (and Saturday
   * requests) it may. A transaction lock on the address makes concurrent bookings for it take
   * turns, so the count and the insert that follows cannot be overtaken on either engine.
   */
  async function holdsTooMany(tx: Tx, email: string, now: Date): Promise<boolean> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`booking-email:${email.toLowerCase()}`}, 0))`,
    );
    const [active] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          sql`lower(${bookings.email}) = ${email.toLowerCase()}`,
          ne(bookings.status, "cancelled"),
          gt(bookings.startsAt, now),
        ),
      );
    return (active?.n ?? 0) >= activeLimit;
  }

  /** The row for a new booking or Saturday request: the client's details and its place. */
  function newBookingRow(
    input: BookingInput | SaturdayRequestInput,
    at: {
      pool: CapacityPool;
      start: Date;
      seat: number | null;
      token: string;
      now: Date;
      signals: BookingSignals;
    },
  ) {
    return {
      reference: newReference(),
      practiceArea: input.practiceArea,
      meetingType: input.type,
      pool: at.pool,
      startsAt: at.start,
      endsAt: new Date(at.start.getTime() + SLOT_MINUTES * 60_000),
      seat: at.seat,
      name: input.name,
      email: input.email,
      phone: input.phone,
      summary: input.summary,
      manageTokenHash: hashManageToken(deps.manageSecret, at.token),
      // When the privacy notice was shown with the form (the basis is not consent, ADR 016).
      consentedAt: at.now,
      formId: at.signals.formId ?? null,
    };
  }

  async function bookingOfForm(formId: string | undefined): Promise<string | undefined> {
    if (!formId) return undefined;
    const [row] = await db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.formId, formId));
    return row?.reference;
  }

  return {
    manageUrl,

    /** Why a Saturday cannot be requested (a holiday), before any other check; else undefined. */
    saturdayClosedMessage: (saturday: string) => saturdayRequestRefusal(saturday),

    async create(input: BookingInput, signals: BookingSignals): Promise<CreateBookingResult> {
      const now = signals.now ?? new Date();
      if (looksLikeABot(signals)) return { kind: "discarded" };
      const pool = poolOf(input.type);
      if (!(await isOffered(pool, input.start, now))) {
        return {
          kind: "not-bookable",
          message:
            "Sorry, that time is no longer free. Please choose one of the nearest free times below; everything else you typed is kept.",
          alternatives: await nearestFree(pool, input.start, now),
        };
      }
      const earlier = await bookingOfForm(signals.formId);
      if (earlier) return { kind: "already-booked", reference: earlier };
      const throttle = await deps.throttle.hit(signals.ip);
      if (throttle.limited) {
        return {
          kind: "rate-limited",
          retryAfterSeconds: throttle.retryAfterSeconds,
          message: `We have taken several bookings from here in the last hour. Please call us on ${firm.phone}.`,
        };
      }
      const token = newManageToken();
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          const booking = await db.transaction(async (tx) => {
            if (await holdsTooMany(tx, input.email, now)) return tooMany;
            const seat = await freeSeat(tx, pool, input.start);
            if (seat === null) return null;
            const [row] = await tx
              .insert(bookings)
              .values(newBookingRow(input, { pool, start: input.start, seat, token, now, signals }))
              .returning();
            if (!row) throw new Error("booking insert returned nothing");
            await queueBookingMails(tx, row, token, "booked");
            return row;
          });
          if (!booking) break;
          if (booking === tooMany) return tooManyBookings();
          deps.logger.info(
            { event: "booking.created", reference: booking.reference, type: input.type },
            "consultation booked",
          );
          deps.onMailQueued?.();
          return { kind: "booked", booking, manageToken: token };
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          // The same form posted twice at once: the other post made the booking.
          const same = await bookingOfForm(signals.formId);
          if (same) return { kind: "already-booked", reference: same };
          // Another request took the same place first (or the reference clashed): look again.
        }
      }
      return { kind: "slot-taken", alternatives: await nearestFree(pool, input.start, now) };
    },

    /**
     * A Saturday request: stored as "requested" (no place held) for staff to confirm; the visitor
     * and the firm are told it has arrived. Within the same window and limits as bookings.
     */
    async requestSaturday(
      input: SaturdayRequestInput,
      signals: BookingSignals,
    ): Promise<
      | { kind: "requested"; booking: BookingRow; manageToken: string }
      | { kind: "already-booked"; reference: string }
      | { kind: "discarded" }
      | { kind: "closed"; message: string }
      | { kind: "not-bookable"; message: string }
      | { kind: "rate-limited"; retryAfterSeconds: number; message: string }
    > {
      const now = signals.now ?? new Date();
      // A fact about the date, checked like the form's fields: before anything else.
      const refusal = saturdayRequestRefusal(input.saturday);
      if (refusal) return { kind: "closed", message: refusal };
      if (looksLikeABot(signals)) return { kind: "discarded" };
      const pool = poolOf(input.type);
      const rules = await loadRules(db, pool);
      const start = fromLondon(input.saturday, input.part === "morning" ? "10:00" : "14:00");
      const latest = now.getTime() + rules.maxDaysAhead * 86_400_000;
      if (start.getTime() < now.getTime() + 24 * 3_600_000 || start.getTime() > latest) {
        return {
          kind: "not-bookable",
          message: "Choose a Saturday from tomorrow onwards, within the next two months.",
        };
      }
      const throttle = await deps.throttle.hit(signals.ip);
      if (throttle.limited) {
        return {
          kind: "rate-limited",
          retryAfterSeconds: throttle.retryAfterSeconds,
          message: `We have taken several requests from here in the last hour. Please call us on ${firm.phone}.`,
        };
      }
      const earlier = await bookingOfForm(signals.formId);
      if (earlier) return { kind: "already-booked", reference: earlier };
      const token = newManageToken();
      let booking: BookingRow | typeof tooMany;
      try {
        booking = await db.transaction(async (tx) => {
          if (await holdsTooMany(tx, input.email, now)) return tooMany;
          const [row] = await tx
            .insert(bookings)
            .values({
              ...newBookingRow(input, { pool, start, seat: null, token, now, signals }),
              status: "requested",
            })
            .returning();
          if (!row) throw new Error("request insert returned nothing");
          const mail = forMail(row, token);
          await queueMail(tx, {
            idempotencyKey: `booking:${row.id}:0:saturday-request`,
            to: [row.email],
            replyTo: firm.email,
            ...saturdayRequestReceived(mail, input.part),
          });
          await queueMail(tx, {
            idempotencyKey: `booking:${row.id}:0:firm`,
            to: [deps.firmInbox],
            replyTo: row.email,
            ...bookingNotification(mail, "requested"),
          });
          return row;
        });
      } catch (err) {
        const same = isUniqueViolation(err) ? await bookingOfForm(signals.formId) : undefined;
        if (same) return { kind: "already-booked", reference: same };
        throw err;
      }
      if (booking === tooMany) return tooManyBookings();
      deps.onMailQueued?.();
      return { kind: "requested", booking, manageToken: token };
    },

    async findByToken(token: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.manageTokenHash, hashManageToken(deps.manageSecret, token)));
      return row;
    },

    /** Cancelling twice is harmless: the second time changes nothing and sends nothing. */
    async cancel(token: string, reason: string | null): Promise<BookingRow | undefined> {
      const booking = await this.findByToken(token);
      if (!booking || booking.status === "cancelled") return booking;
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({
            status: "cancelled",
            cancelReason: reason,
            cancelledAt: new Date(),
            updatedAt: new Date(),
            sequence: sql`${bookings.sequence} + 1`,
          })
          .where(and(eq(bookings.id, booking.id), ne(bookings.status, "cancelled")))
          .returning();
        if (!row) return undefined;
        await recordClientCancel(tx, booking, row);
        const mail = forMail(row, token);
        await queueMail(tx, {
          idempotencyKey: `booking:${row.id}:${row.sequence}:cancelled`,
          to: [row.email],
          replyTo: firm.email,
          attachments: [invite(row, true)],
          ...bookingCancelled(mail, reason),
        });
        await queueMail(tx, {
          idempotencyKey: `booking:${row.id}:${row.sequence}:firm-cancelled`,
          to: [deps.firmInbox],
          replyTo: row.email,
          ...bookingNotification(mail, "cancelled"),
        });
        return row;
      });
      deps.onMailQueued?.();
      return updated ?? (await this.findByToken(token));
    },

    /** Moves to another free slot in one transaction: the new place taken, the old one freed. */
    async reschedule(
      token: string,
      start: Date,
      now: Date = new Date(),
    ): Promise<
      | { kind: "moved"; booking: BookingRow }
      | { kind: "not-found" }
      | { kind: "cancelled" }
      | { kind: "slot-taken"; alternatives: FreeSlot[] }
    > {
      const booking = await this.findByToken(token);
      if (!booking) return { kind: "not-found" };
      if (booking.status === "cancelled") return { kind: "cancelled" };
      if (booking.startsAt.getTime() === start.getTime()) return { kind: "moved", booking };
      // Not a time anyone was offered (an unreadable or far-off date): nothing to look around.
      if (!isUsableDate(start)) return { kind: "slot-taken", alternatives: [] };
      if (!(await isOffered(booking.pool, start, now))) {
        return { kind: "slot-taken", alternatives: await nearestFree(booking.pool, start, now) };
      }
      try {
        const moved = await db.transaction(async (tx) => {
          const seat = await freeSeat(tx, booking.pool, start, booking.id);
          if (seat === null) return null;
          const [row] = await tx
            .update(bookings)
            .set({
              startsAt: start,
              endsAt: new Date(start.getTime() + SLOT_MINUTES * 60_000),
              seat,
              sequence: sql`${bookings.sequence} + 1`,
              updatedAt: new Date(),
            })
            .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed")))
            .returning();
          if (!row) return null;
          await recordClientMove(tx, booking, row);
          await queueBookingMails(tx, row, token, "moved");
          return row;
        });
        if (!moved)
          return { kind: "slot-taken", alternatives: await nearestFree(booking.pool, start, now) };
        deps.onMailQueued?.();
        return { kind: "moved", booking: moved };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return { kind: "slot-taken", alternatives: await nearestFree(booking.pool, start, now) };
      }
    },

    /** The Saturdays a visitor may ask for between two London dates; requestSaturday agrees. */
    saturdaysForRequests: (from: string, to: string) => saturdaysOpenForRequests(from, to),

    /** Free slots to show; kept between requests until bookings or rules change (see app.ts). */
    availability: (input: { type: MeetingType; from: string; to: string; now?: Date }) => {
      const query = {
        pool: poolOf(input.type),
        from: input.from,
        to: input.to,
        now: input.now ?? new Date(),
      };
      return availabilityCache.get(`${query.pool} ${query.from} ${query.to}`, query.now, () =>
        timedAvailabilityFor(db, query),
      );
    },

    /** Something availability depends on changed in the database. */
    invalidateAvailability: () => availabilityCache.invalidate(),

    calendarFile: (b: BookingRow) =>
      Buffer.from(invite(b, b.status === "cancelled").content, "base64").toString("utf8"),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
