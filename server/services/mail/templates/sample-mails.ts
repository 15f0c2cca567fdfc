import { seedPriceList } from "~/content/prices/seed-prices";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { calculateQuote } from "~/shared/quote/calculate-quote";
import { quoteSchema } from "~/shared/quote/quote-schema";
import { passwordChangedMail, passwordResetMail, verifyEmailMail } from "./account-mails";
import {
  type BookingForMail,
  bookingAlreadyHeld,
  bookingCancelled,
  bookingConfirmation,
  bookingNotification,
  bookingReminder,
  saturdayRequestReceived,
} from "./booking-mails";
import { enquiryAcknowledgement, enquiryNotification } from "./enquiry-mails";
import type { RenderedMail } from "./letterhead";
import { quoteLeadNotification } from "./quote-lead-mail";
import { quoteMail } from "./quote-mail";
import { setPasswordMail } from "./set-password-mail";

/**
 * Every template rendered from fixed sample data (no clock, no database), for the structure
 * tests beside the templates, the screenshot tests (tests/e2e/mail-screenshots.spec.ts) and
 * scripts/render-mail-samples.ts. Test data only: nothing sends these.
 */
const site = "https://www.example.test";
const firm = defaultFirmFacts;

const booking: BookingForMail = {
  firm,
  reference: "CH-7K3M9Q",
  name: "Pat Example",
  email: "pat@example.com",
  phone: "0161 496 0789",
  summary: "I would like to make a will.",
  practiceArea: "wills-probate",
  type: "bramhall",
  // Monday 7 December 2026, 12:30 PM in the UK.
  start: new Date("2026-12-07T12:30:00Z"),
  status: "confirmed",
  meetingUrl: null,
  lawyer: {
    name: "Eleanor Carrow",
    role: "Founding Partner; Head of Wills, Probate and Later Life",
    pageUrl: `${site}/team/eleanor-carrow`,
  },
  manageUrl: `${site}/consultation/manage/sample-token-0123456789abcdef`,
};

const video: BookingForMail = {
  ...booking,
  type: "video",
  meetingUrl: "https://meet.jit.si/consultation-0123456789abcdef0123456789abcdef",
};

const enquiry = {
  reference: "EN-4QW8ZT",
  name: "Sam Taylor",
  email: "sam@example.com",
  phone: "07700 900123",
  practiceArea: "family-law",
  message: "We are separating and would like to know where we stand with the house.",
  replyBy: "email" as const,
};

const quoteInput = quoteSchema.parse({
  type: "purchase",
  purchasePrice: "450000",
  tenure: "leasehold",
  mortgage: "yes",
  firstTimeBuyer: "yes",
});
const quote = calculateQuote(quoteInput, "2026-11-27", seedPriceList);

/** The client's mails first: those are the ones the screenshots cover. */
export const sampleMails: ReadonlyArray<{
  name: string;
  /** The address of the mail's one button, where it has one. */
  action?: { label: string; href: string };
  /** A mail to the firm's own staff rather than to a client or visitor. */
  toFirm?: boolean;
  mail: RenderedMail;
}> = [
  {
    name: "booking-confirmation",
    action: { label: "Manage your booking", href: booking.manageUrl },
    mail: bookingConfirmation(booking),
  },
  {
    name: "booking-reminder",
    action: { label: "Manage your booking", href: video.manageUrl },
    mail: bookingReminder(video),
  },
  { name: "booking-cancelled", mail: bookingCancelled({ ...booking, status: "cancelled" }, null) },
  { name: "booking-already-held", mail: bookingAlreadyHeld(booking) },
  {
    name: "saturday-request",
    action: { label: "Manage your request", href: booking.manageUrl },
    mail: saturdayRequestReceived(
      {
        ...booking,
        start: new Date("2026-12-19T10:00:00Z"),
        status: "requested",
        lawyer: null,
      },
      "morning",
    ),
  },
  {
    name: "verify-email",
    action: { label: "Confirm my e-mail address", href: `${site}/auth/verify/sample-token` },
    mail: verifyEmailMail({
      firm,
      name: "Sam Taylor",
      link: `${site}/auth/verify/sample-token`,
      hours: 24,
      change: false,
    }),
  },
  {
    name: "password-reset",
    action: { label: "Choose a new password", href: `${site}/auth/set-password/sample-token` },
    mail: passwordResetMail({
      firm,
      name: "Sam Taylor",
      link: `${site}/auth/set-password/sample-token`,
      hours: 1,
    }),
  },
  {
    name: "password-changed",
    mail: passwordChangedMail({ firm, name: "Sam Taylor", how: "with a reset link" }),
  },
  {
    name: "set-password",
    action: { label: "Set your password", href: `${site}/auth/set-password/staff-token` },
    mail: setPasswordMail({
      firm,
      name: "Hannah Doyle",
      link: `${site}/auth/set-password/staff-token`,
      hours: 72,
      invitedBy: "Eleanor Carrow",
    }),
  },
  { name: "enquiry-acknowledgement", mail: enquiryAcknowledgement(enquiry, firm) },
  {
    name: "quote",
    action: { label: "Book a free consultation", href: `${site}/consultation` },
    mail: quoteMail("QT-4KX7PQ", { input: quoteInput, quote, quotedOn: "2026-11-27" }, site, firm),
  },
  { name: "booking-notification", toFirm: true, mail: bookingNotification(booking, "booked") },
  { name: "enquiry-notification", toFirm: true, mail: enquiryNotification(enquiry, firm) },
  {
    name: "quote-lead",
    toFirm: true,
    action: {
      label: "Open the quote lead",
      href: `${site}/admin/leads/6f1c2a64-0000-4000-8000-000000000001`,
    },
    mail: quoteLeadNotification(
      {
        id: "6f1c2a64-0000-4000-8000-000000000001",
        reference: "QT-4KX7PQ",
        email: "buyer@example.com",
        input: quoteInput,
        total: quote.total,
      },
      site,
      firm,
    ),
  },
];
