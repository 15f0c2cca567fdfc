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
) {
  return async (...args: A) => {
    const started = Date.now();
    const booking = await cancel(...args);
    // Cancelling twice answers the booking as it stands; only a cancellation made now counts.
    if (booking?.cancelledAt && booking.cancelledAt.getTime() >= started) {
      events.bookingCancelled("client");
    }
    return booking;
  };
}

/** A client's move, counted when it moved. */
function countingMove<A extends unknown[], R extends { kind: string }>(
  move: (...args: A) => Promise<R>,
  events: OpsEvents,
) {
  return async (...args: A) => {
    const result = await move(...args);
    if (result.kind === "moved") events.bookingMoved("client");
    return result;
  };
}

export function countBookingOutcomes(service: BookingService, events: OpsEvents): BookingService {
  return {
    ...service,
    async create(...args) {
      const result = await service.create(...args);
      if (result.kind === "booked") events.bookingMade("booking");
      return result;
    },
    async requestSaturday(...args) {
      const result = await service.requestSaturday(...args);
      if (result.kind === "requested") events.bookingMade("saturday-request");
      return result;
    },
    // By the manage link, and from the client's account (issue 20): both are the client's.
    cancel: countingCancel(service.cancel, events),
    cancelForEmail: countingCancel(service.cancelForEmail, events),
    reschedule: countingMove(service.reschedule, events),
    rescheduleForEmail: countingMove(service.rescheduleForEmail, events),
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
      async cancel(...args) {
        const result = await consultations.cancel(...args);
        if (result.kind === "done") events.bookingCancelled("staff");
        return result;
      },
      async reschedule(...args) {
        const result = await consultations.reschedule(...args);
        if (result.kind === "done") events.bookingMoved("staff");
        return result;
      },
    },
  };
}

export function countEnquiryOutcomes(service: EnquiryService, events: OpsEvents): EnquiryService {
  return {
    ...service,
    async submit(...args) {
      const result = await service.submit(...args);
      if (result.kind === "stored") events.enquiryReceived();
      return result;
    },
  };
}

export function countOutboxOutcomes(store: OutboxStore, events: OpsEvents): OutboxStore {
  return {
    ...store,
    async markSent(...args) {
      const marked = await store.markSent(...args);
      if (marked) events.mailSent();
      return marked;
    },
    async markFailed(...args) {
      const outcome = await store.markFailed(...args);
      events.mailFailed(outcome);
      return outcome;
    },
  };
}
