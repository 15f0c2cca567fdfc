import { type Clock, systemClock } from "../clock";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import {
  countBookingOutcomes,
  countConsultationOutcomes,
  countEnquiryOutcomes,
} from "../ops/metrics/count-outcomes";
import { ignoredOpsEvents, type OpsEvents } from "../ops/metrics/ops-events";
import { createAccountServices } from "./accounts";
import { createAuditLogService } from "./admin/audit-log";
import { createBookingAdminServices } from "./booking/booking-admin-services";
import { createBookingCalendarFiles } from "./booking/booking-calendar";
import { bookingLawyer, bookingLawyers } from "./booking/booking-lawyer";
import { createBookingService } from "./booking/booking-service";
import { createCalendarFeedService } from "./calendar-feeds/calendar-feed-service";
import { createContentServices } from "./content";
import { createEnquiryService } from "./enquiries/enquiry-service";
import { createFirmDetailsEditor } from "./firm/firm-details-editor";
import { createOfficeHoursAdmin } from "./firm/office-hours-admin";
import { createPriceListAdmin } from "./firm/price-list-admin";
import { createStaffTodos } from "./firm/staff-todos";
import type { FirmFactsSource } from "./firm-facts";
import { createInsightsService } from "./insights";
import { createLawyerServices } from "./lawyers";
import { createMailBudget } from "./limits/mail-budget";
import { newRateLimitStore } from "./limits/rate-limit-stores";
import { createAddressThrottle } from "./limits/throttle";
import { createOfficeServices } from "./office";
import { createSiteHealth } from "./operations/site-health";
import { createQuoteService } from "./quotes/quote-service";
import { createRecognitionsService } from "./recognitions";
import { createTeamService } from "./team";
import { createTestimonialService } from "./testimonials";

/** Everything route loaders, actions and the API may call; created once per process. */
export function createServices(deps: {
  db: Database;
  config: Config;
  logger: Logger;
  /** Called after a transaction queued mail, so the worker sends it now rather than later. */
  onMailQueued?: () => void;
  /** SESSION_SECRET: keys every secret token's stored hash (manage, set-password, verification). */
  secret: string;
  /** Bookings and enquiries as they happen, for the metrics. */
  events?: OpsEvents;
  /** Which engine holds the data: the health screen shows how each is backed up. */
  databaseKind: "pglite" | "postgres";
  /** Where "now" comes from (server/clock.ts); the machine's unless a test passes its own. */
  clock?: Clock;
  /** The firm's facts, office hours among them: the slot finder and the mails read them here. */
  firm: FirmFactsSource;
}) {
  const { db, config, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const events = deps.events ?? ignoredOpsEvents;
  // One budget for every mail a visitor can trigger, whichever service sends it.
  const mailBudget = createMailBudget({
    newStore: () => newRateLimitStore(config.rateLimitStore, db, clock),
    perHour: config.mailBudgetPerHour,
    clock,
  });
  // Enquiry and quote acknowledgements: a budget of their own per recipient (issue 47), so
  // a stranger's inbox gets at most a few however many addresses send them.
  const acknowledgementBudget = createMailBudget({
    newStore: () => newRateLimitStore(config.rateLimitStore, db, clock),
    perHour: config.acknowledgementBudgetPerHour,
    clock,
    name: "acknowledgements",
  });
  const bookings = countBookingOutcomes(
    createBookingService({
      db,
      logger,
      siteUrl: config.siteUrl,
      manageSecret: deps.secret,
      firmInbox: config.mail.firmInbox,
      firm: deps.firm,
      activePerEmail: config.booking.activePerEmail,
      video: config.video,
      mailBudget,
      onMailQueued: deps.onMailQueued,
      clock,
      throttle: createAddressThrottle({
        store: newRateLimitStore(config.rateLimitStore, db, clock),
        prefix: "booking-ip",
        limit: config.booking.ratePerHour,
        windowMs: 60 * 60 * 1000,
        clock,
      }),
    }),
    events,
    clock,
  );
  return {
    /** The firm's facts: the root loader hands them to every page. */
    firm: deps.firm,
    /** The back office's price list editor (admins only, issue 29). */
    priceListAdmin: createPriceListAdmin({ db, firm: deps.firm }),
    /** The firm details screen (/admin/firm): admins only. */
    firmDetails: createFirmDetailsEditor({ db, firm: deps.firm }),
    bookings,
    /** Who a client will meet (name, role, page, portrait), for the manage page and the account. */
    bookingLawyers: {
      of: (lawyerId: string | null) => bookingLawyer(db, lawyerId),
      forIds: (lawyerIds: ReadonlyArray<string | null>) => bookingLawyers(db, lawyerIds),
    },
    /** A booking's .ics as the client downloads it, naming the lawyer and the video link. */
    bookingCalendarFile: createBookingCalendarFiles({
      db,
      firm: deps.firm,
      siteUrl: config.siteUrl,
    }),
    accounts: createAccountServices({
      db,
      config,
      logger,
      onMailQueued: deps.onMailQueued,
      secret: deps.secret,
      bookings,
      mailBudget,
      clock,
      firm: deps.firm,
    }),
    audit: createAuditLogService(db),
    /** The office hours screen: the hours with their version, bookings they leave outside, save. */
    firmHours: createOfficeHoursAdmin({ db, clock, firm: deps.firm }),
    /** To-dos for staff (a booking left outside new hours): the dashboard lists them. */
    todos: createStaffTodos({ db, clock }),
    bookingAdmin: countConsultationOutcomes(
      createBookingAdminServices({
        db,
        siteUrl: config.siteUrl,
        firmInbox: config.mail.firmInbox,
        manageSecret: deps.secret,
        onMailQueued: deps.onMailQueued,
        clock,
        firm: deps.firm,
        video: config.video,
      }),
      events,
    ),
    office: createOfficeServices({
      db,
      siteUrl: config.siteUrl,
      secret: deps.secret,
      onMailQueued: deps.onMailQueued,
      clock,
      firm: deps.firm,
    }),
    siteHealth: createSiteHealth({
      db,
      databaseKind: deps.databaseKind,
      backupsDir: config.backups.dir,
      appCommit: config.appCommit,
      clock,
    }),
    team: createTeamService(db),
    /** Lawyers' private calendar feeds: issued and revoked by staff, read by calendar apps. */
    calendarFeeds: createCalendarFeedService({
      db,
      secret: deps.secret,
      siteUrl: config.siteUrl,
      firm: deps.firm,
      clock,
      throttle: createAddressThrottle({
        store: newRateLimitStore(config.rateLimitStore, db, clock),
        prefix: "calendar-feed-ip",
        limit: config.calendarFeedPerHour,
        windowMs: 60 * 60 * 1000,
        clock,
      }),
    }),
    /** Lawyers' consultation settings, days away, and staff's own diary (issue 30). */
    lawyers: createLawyerServices({ db, clock }),
    recognitions: createRecognitionsService(db),
    /** Clients' testimonials, with their consent recorded (issue 32). */
    testimonials: createTestimonialService({ db, clock }),
    content: createContentServices(db, deps.firm),
    insights: createInsightsService(db, deps.firm),
    enquiries: countEnquiryOutcomes(
      createEnquiryService({
        db,
        logger,
        firmInbox: config.mail.firmInbox,
        firm: deps.firm,
        onMailQueued: deps.onMailQueued,
        acknowledgements: acknowledgementBudget,
        throttle: createAddressThrottle({
          store: newRateLimitStore(config.rateLimitStore, db, clock),
          prefix: "enquiry-ip",
          limit: config.contact.ratePerHour,
          windowMs: 60 * 60 * 1000,
          clock,
        }),
      }),
      events,
    ),
    quotes: createQuoteService({
      db,
      logger,
      firm: deps.firm,
      siteUrl: config.siteUrl,
      firmInbox: config.mail.firmInbox,
      onMailQueued: deps.onMailQueued,
      acknowledgements: acknowledgementBudget,
      throttle: createAddressThrottle({
        store: newRateLimitStore(config.rateLimitStore, db, clock),
        prefix: "quote-ip",
        limit: config.contact.ratePerHour,
        windowMs: 60 * 60 * 1000,
        clock,
      }),
    }),
  };
}

export type AppServices = ReturnType<typeof createServices>;
