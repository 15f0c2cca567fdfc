import type { Clock } from "../../clock";
import type { BookingAdminServices } from "../../services/booking/booking-admin-services";
import type { BookingService } from "../../services/booking/booking-service";
import type { EnquiryService } from "../../services/enquiries/enquiry-service";
import type { OutboxStore } from "../../services/mail/outbox";
import type { OpsEvents } from "./ops-events";

// Each service is wrapped where it is wired (services/index.ts, services/mail/index.ts), so the
// services themselves stay free of counting: the wrapper reads the outcome they already return.

/** A client's cancellation, counted only when it cancelled something now. */
function countingCancel<A extends unknown[], R extends { cancelledAt: Date | null }>(
  cancel: (...args: A) => Promise<R | undefined>,
  events: OpsEvents,
  clock: Clock,
) {
  return async (...args: A) => {
    // The app's clock, which stamps cancelledAt: the machine's would disagree with a test's.
    const started = clock.now().getTime();
    const booking = await cancel(...args);
    // Cancelling twice answers the booking as it stands; only a cancellation made now counts.
    if (booking?.cancelledAt && booking.cancelledAt.getTime() >= started) {
      events.bookingCancelled("client");
    }
    return booking;
  };
}

/** A method that answers as before, once its answer has been counted. */
function countAfter<A extends unknown[], R>(
  method: (...args: A) => Promise<R>,
  count: (result: R) => void,
) {
  return async (...args: A) => {
    const result = await method(...args);
    count(result);
    return result;
  };
}

export function countBookingOutcomes(
  service: BookingService,
  events: OpsEvents,
  clock: Clock,
): BookingService {
  const countMove = (result: { kind: string }) => {
    if (result.kind === "moved") events.bookingMoved("client");
  };
  return {
    ...service,
    create: countAfter(service.create, (result) => {
      if (result.kind === "booked") events.bookingMade("booking");
    }),
    requestSaturday: countAfter(service.requestSaturday, (result) => {
      if (result.kind === "requested") events.bookingMade("saturday-request");
    }),
    // By the manage link, and from the client's account (issue 20): both are the client's.
    cancel: countingCancel(service.cancel, events, clock),
    cancelForEmail: countingCancel(service.cancelForEmail, events, clock),
    reschedule: countAfter(service.reschedule, countMove),
    rescheduleForEmail: countAfter(service.rescheduleForEmail, countMove),
  };
}

export function countConsultationOutcomes(
  admin: BookingAdminServices,
  events: OpsEvents,
): BookingAdminServices {
  const { consultations } = admin;
  return {
    ...admin,
    consultations: {
      ...consultations,
      cancel: countAfter(consultations.cancel, (result) => {
        if (result.kind === "done") events.bookingCancelled("staff");
      }),
      reschedule: countAfter(consultations.reschedule, (result) => {
        if (result.kind === "done") events.bookingMoved("staff");
      }),
    },
  };
}

export function countEnquiryOutcomes(service: EnquiryService, events: OpsEvents): EnquiryService {
  return {
    ...service,
    submit: countAfter(service.submit, (result) => {
      if (result.kind === "stored") events.enquiryReceived();
    }),
  };
}

export function countOutboxOutcomes(store: OutboxStore, events: OpsEvents): OutboxStore {
  return {
    ...store,
    markSent: countAfter(store.markSent, (marked) => {
      if (marked) events.mailSent();
    }),
    markFailed: countAfter(store.markFailed, (outcome) => events.mailFailed(outcome)),
  };
}
