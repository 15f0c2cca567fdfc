import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { CapacityPool } from "~/shared/booking/options";
import { mailBudgetMessage } from "~/shared/mail-budget-message";
import type { BookingInput, SaturdayRequestInput } from "~/shared/schemas/booking";
import type { Clock } from "../../clock";
import type { Database, Transaction } from "../../db/client";
import { bookings } from "../../db/schema";
import type { Logger } from "../../logger";
import {
  hashToken,
  newSecretToken,
  repeatableToken,
  sameSecret,
} from "../../security/tokens/hash-token";
import { newReference } from "../enquiries/reference";
import type { FirmFactsSource } from "../firm-facts";
import type { MailBudget } from "../limits/mail-budget";
import type { AddressThrottle } from "../limits/throttle";
import type { BookingMailer } from "./booking-mailer";
import { type BookingRow, placeAt } from "./booking-row";
import type { VideoConfig } from "./meeting-links";

/** What a new booking and a Saturday request both need. */
export interface NewBookingDeps {
  db: Database;
  manageSecret: string;
  throttle: AddressThrottle;
  /** The most future bookings (and Saturday requests) one e-mail address may hold. */
  activeLimit: number;
  mailer: BookingMailer;
  logger: Logger;
  /** The office hours the slot finder and Saturday requests keep to. */
  firm: FirmFactsSource;
  onMailQueued?: () => void;
  /** The "you already have a consultation at this time" mail counts against it (issue 27). */
  mailBudget?: MailBudget;
  clock: Clock;
  /** Where video consultations are held: each gets its link when it is booked. */
  video: VideoConfig;
}

export interface BookingSignals {
  ip: string;
  /** The JSON API's hidden field (the web form's is checked by the form guard first). */
  honeypot?: string;
  /**
   * The submission's id, stored with what it made: the web form's token id
   * (server/security/form-guard.ts: one booking per form shown), or an API client's
   * Idempotency-Key with the address it books for (booking-routes.ts).
   */
  formId?: string;
  /**
   * What only the sender of that submission holds (the whole signed form token, or the key):
   * the booking's manage token is made from it, so a second post of the same submission is
   * shown the same booking with the same link (ADR 016).
   */
  formSecret?: string;
  now?: Date;
}

type RateLimited = { kind: "rate-limited"; retryAfterSeconds: number; message: string };

/** The address already holds a confirmed consultation at that time: nothing new is booked. */
export type AlreadyHeld = { kind: "already-held"; message: string };

/**
 * The same submission was sent before (a double click, Back and send, an API retry): what it
 * made, and its manage token while the stored link is still the one that submission was given.
 */
export type AlreadyBooked = { kind: "already-booked"; booking: BookingRow; manageToken?: string };

/** What a new booking and a Saturday request may both answer instead of taking one. */
export type NewBookingRefused = AlreadyBooked | { kind: "discarded" } | RateLimited;

export const ACTIVE_BOOKINGS_PER_EMAIL = 3;

/** The steps a new booking and a Saturday request share, in the order they take them. */
export function newBookingSteps(deps: NewBookingDeps) {
  return {
    /** A filled honeypot on the JSON API: answered like success, kept nowhere. */
    looksLikeABot: (signals: BookingSignals) => Boolean(signals.honeypot),

    /** The manage token for what this submission makes: the same again for a second post. */
    manageTokenFor(signals: BookingSignals): string {
      return signals.formSecret
        ? repeatableToken(deps.manageSecret, "manage", signals.formSecret)
        : newSecretToken();
    },

    /** What this submission already made, if an earlier post of it made something. */
    async earlierPostOf(signals: BookingSignals): Promise<AlreadyBooked | undefined> {
      if (!signals.formId) return undefined;
      const [booking] = await deps.db
        .select()
        .from(bookings)
        .where(eq(bookings.formId, signals.formId));
      if (!booking) return undefined;
      const token = signals.formSecret
        ? repeatableToken(deps.manageSecret, "manage", signals.formSecret)
        : undefined;
      const current =
        token !== undefined &&
        sameSecret(hashToken(deps.manageSecret, "manage", token), booking.manageTokenHash);
      return { kind: "already-booked", booking, manageToken: current ? token : undefined };
    },

    /** Counts this attempt against the address's hourly limit; the answer when it is over. */
    async overHourlyLimit(
      ip: string,
      what: "bookings" | "requests",
    ): Promise<RateLimited | undefined> {
      const throttle = await deps.throttle.hit(ip);
      if (!throttle.limited) return undefined;
      const firm = await deps.firm.facts();
      return {
        kind: "rate-limited",
        retryAfterSeconds: throttle.retryAfterSeconds,
        message: `We have taken several ${what} from here in the last hour. Please call us on ${firm.phone}.`,
      };
    },

    /**
     * Runs `store` in a transaction, unless this e-mail address already holds the most future
     * bookings (and Saturday requests) it may: then "too-many", and nothing is stored. A lock on
     * the address makes concurrent bookings for it take turns, so the count and the insert that
     * follows cannot be overtaken on either engine.
     */
    withinAddressLimit<Stored>(
      email: string,
      now: Date,
      store: (tx: Transaction) => Promise<Stored>,
    ): Promise<Stored | "too-many"> {
      return deps.db.transaction(async (tx) => {
        // An advisory lock has no query-builder form.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`booking-email:${email.toLowerCase()}`}, 0))`,
        );
        const active = await tx.$count(
          bookings,
          and(
            eq(sql`lower(${bookings.email})`, email.toLowerCase()),
            ne(bookings.status, "cancelled"),
            gt(bookings.startsAt, now),
          ),
        );
        return active >= deps.activeLimit ? "too-many" : store(tx);
      });
    },

    /** The confirmed consultation this address already holds at `start`, if any. */
    async heldAt(email: string, start: Date): Promise<BookingRow | undefined> {
      const [held] = await deps.db
        .select()
        .from(bookings)
        .where(
          and(
            eq(sql`lower(${bookings.email})`, email.toLowerCase()),
            eq(bookings.startsAt, start),
            eq(bookings.status, "confirmed"),
          ),
        );
      return held;
    },

    /**
     * The answer to a second booking of a time the address already holds: nothing new is
     * stored; the holder is sent its details again (within the hour's mail budget), and the
     * page says only that, so someone who knows an address and a time learns no more. The
     * database's index makes the rule hold under concurrency.
     */
    async answerHeld(held: BookingRow): Promise<AlreadyHeld> {
      const budget = (await deps.mailBudget?.spend({ to: held.email })) ?? { kind: "within" };
      if (budget.kind === "spent") {
        return {
          kind: "already-held",
          message: `You already have a consultation at this time. ${mailBudgetMessage(budget.retryAt)}`,
        };
      }
      await deps.db.transaction((tx) => deps.mailer.queueAlreadyHeldMail(tx, held));
      deps.onMailQueued?.();
      return {
        kind: "already-held",
        message: "You already have a consultation at this time. We have e-mailed you its details.",
      };
    },

    async tooManyBookings(): Promise<RateLimited> {
      const { phone } = await deps.firm.facts();
      return {
        kind: "rate-limited",
        retryAfterSeconds: 3600,
        message: `You already have ${deps.activeLimit} consultations booked with us. Please call ${phone} if you need another.`,
      };
    },

    /** The row for a new booking or Saturday request: the client's details and its place. */
    row(
      input: BookingInput | SaturdayRequestInput,
      at: {
        pool: CapacityPool;
        start: Date;
        /** Null for a Saturday request, until staff confirm it with a lawyer. */
        lawyerId: string | null;
        /** A video consultation's link; null otherwise (and for a Saturday request). */
        meetingUrl?: string | null;
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
        ...placeAt(at.start, at.lawyerId),
        meetingUrl: at.meetingUrl ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone,
        summary: input.summary,
        manageTokenHash: hashToken(deps.manageSecret, "manage", at.token),
        // When the privacy notice was shown with the form (the basis is not consent, ADR 016).
        consentedAt: at.now,
        // By the app's clock, which the dashboard's "made per week" counts it by.
        createdAt: at.now,
        formId: at.signals.formId ?? null,
      };
    },
  };
}
