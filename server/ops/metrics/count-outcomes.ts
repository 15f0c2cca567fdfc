import type { BookingAdminServices } from "../../services/booking/booking-admin-services";
import type { BookingService } from "../../services/booking/booking-service";
import type { EnquiryService } from "../../services/enquiries/enquiry-service";
import type { OutboxStore } from "../../services/mail/outbox";
import type { OpsEvents } from "./ops-events";

// Each service is wrapped where it is wired (services/index.ts, services/mail/index.ts), so the
// services themselves stay free of counting: the wrapper reads the outcome they already return.

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
    async cancel(...args) {
      const started = Date.now();
      const booking = await service.cancel(...args);
      // Cancelling twice answers the booking as it stands; only a cancellation made now counts.
      if (booking?.cancelledAt && booking.cancelledAt.getTime() >= started) {
        events.bookingCancelled("client");
      }
      return booking;
    },
    async reschedule(...args) {
      const result = await service.reschedule(...args);
      if (result.kind === "moved") events.bookingMoved("client");
      return result;
    },
    // The same changes made from the client's account (issue 20) count as the client's too.
    async cancelForEmail(...args) {
      const started = Date.now();
      const booking = await service.cancelForEmail(...args);
      if (booking?.cancelledAt && booking.cancelledAt.getTime() >= started) {
        events.bookingCancelled("client");
      }
      return booking;
    },
    async rescheduleForEmail(...args) {
      const result = await service.rescheduleForEmail(...args);
      if (result.kind === "moved") events.bookingMoved("client");
      return result;
    },
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
