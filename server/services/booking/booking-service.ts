import type { SaturdayRequestInput } from "~/shared/schemas/booking";
import { atLondonTime } from "~/shared/time/london-instant";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Logger } from "../../logger";
import type { FirmFactsSource } from "../firm-facts";
import type { MailBudget } from "../limits/mail-budget";
import type { AddressThrottle } from "../limits/throttle";
import { createBookingMailer } from "./booking-mailer";
import { findByManageToken } from "./booking-row";
import { createCachedAvailability } from "./cached-availability";
import { cancelByClient, cancelByLink } from "./cancel-booking";
import { bookingsForEmail, findForEmail } from "./client-bookings";
import { createBooking } from "./create-booking";
import { createSaturdayRequest } from "./create-saturday-request";
import { poolOf } from "./find-free-slots";
import { lawyersTakingConsultations } from "./lawyer-diaries";
import type { VideoConfig } from "./meeting-links";
import { ACTIVE_BOOKINGS_PER_EMAIL } from "./new-booking";
import { rescheduleByClient, rescheduleByLink } from "./reschedule-booking";
import { saturdayBlockRefusal, saturdaysClearOfBlocks } from "./saturday-blocks";
import { saturdayRequestRefusal, saturdaysOpenForRequests } from "./saturday-requests";

export type { BookingRow } from "./booking-row";

/**
 * The public side of consultations, for the booking pages, the manage link and the JSON API.
 * Each job lives in its own module; this wires them to one set of dependencies.
 */
export function createBookingService(deps: {
  db: Database;
  siteUrl: string;
  manageSecret: string;
  firmInbox: string;
  /** The firm's facts: the office hours the slots keep to. */
  firm: FirmFactsSource;
  throttle: AddressThrottle;
  activePerEmail?: number;
  mailBudget?: MailBudget;
  logger: Logger;
  onMailQueued?: () => void;
  /** "Now" for free slots, notice windows, cancellations, moves and reminders. */
  clock: Clock;
  /** Where video consultations are held: each gets its link when it is booked. */
  video: VideoConfig;
}) {
  const mailer = createBookingMailer(deps);
  const withMailer = { ...deps, mailer };
  const newBookings = {
    ...withMailer,
    activeLimit: deps.activePerEmail ?? ACTIVE_BOOKINGS_PER_EMAIL,
  };
  return {
    manageUrl: mailer.manageUrl,
    /**
     * Why a Saturday cannot be requested (a holiday, or a block such as a closure over the part
     * of the day asked for), before any other check; else undefined.
     */
    async saturdayClosedMessage(input: Pick<SaturdayRequestInput, "saturday" | "part" | "type">) {
      const holiday = saturdayRequestRefusal(input.saturday);
      if (holiday) return holiday;
      const times = (await deps.firm.facts()).hours.saturdayRequests;
      const start = atLondonTime(input.saturday, times[input.part]);
      return saturdayBlockRefusal(deps.db, { ...input, start, pool: poolOf(input.type) });
    },
    /** The Saturdays a visitor may ask for between two London dates; requestSaturday agrees. */
    async saturdaysForRequests(from: string, to: string) {
      const times = (await deps.firm.facts()).hours.saturdayRequests;
      return saturdaysClearOfBlocks(deps.db, saturdaysOpenForRequests(from, to), times);
    },
    /** The lawyers a client may choose (in a practice area): the booking page's optional choice. */
    lawyersFor: (practiceArea?: string) => lawyersTakingConsultations(deps.db, practiceArea),
    create: createBooking(newBookings),
    requestSaturday: createSaturdayRequest(newBookings),
    findByToken: (token: string) => findByManageToken(deps, token),
    cancel: cancelByLink(withMailer),
    /** A verified account's own bookings (issue 20); the address must be the verified one. */
    forEmail: (email: string) => bookingsForEmail(deps.db, email),
    findForEmail: (email: string, id: string) => findForEmail(deps.db, email, id),
    cancelForEmail: (email: string, id: string, reason: string | null) =>
      cancelByClient(withMailer)(() => findForEmail(deps.db, email, id), reason, "account"),
    reschedule: rescheduleByLink(withMailer),
    /** Moves a verified account's own booking, as its manage link would (issue 20). */
    rescheduleForEmail: (email: string, id: string, start: Date) =>
      rescheduleByClient(withMailer)(() => findForEmail(deps.db, email, id), start, {
        kind: "account",
      }),
    ...createCachedAvailability(deps.db, deps.clock, deps.firm),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
