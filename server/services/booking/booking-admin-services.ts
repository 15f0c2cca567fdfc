import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { FirmFactsSource } from "../firm-facts";
import { createAvailabilityAdmin } from "./availability-admin";
import { createBookingMailer } from "./booking-mailer";
import { createConsultationActions } from "./consultation-actions";
import { createConsultationQueries } from "./consultation-query";
import { createDashboardStats } from "./dashboard-stats";
import type { VideoConfig } from "./meeting-links";

/** The admin area's consultations, availability and dashboard, for context.services.bookingAdmin. */
export function createBookingAdminServices(deps: {
  db: Database;
  siteUrl: string;
  firmInbox: string;
  manageSecret: string;
  onMailQueued?: () => void;
  clock: Clock;
  /** The firm's facts: the office hours a booking may be moved within. */
  firm: FirmFactsSource;
  /** Where video consultations are held: a confirmed or reassigned one gets its link. */
  video: VideoConfig;
}) {
  const mailer = createBookingMailer(deps);
  return {
    consultations: {
      ...createConsultationQueries(deps.db),
      ...createConsultationActions({ ...deps, mailer }),
    },
    availability: createAvailabilityAdmin(deps.db, deps.clock),
    dashboard: createDashboardStats(deps.db, deps.clock),
  };
}

export type BookingAdminServices = ReturnType<typeof createBookingAdminServices>;
