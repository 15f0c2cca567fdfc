import { type AppLoadContext, redirect } from "react-router";
import type { BookingExtra, BookingStep } from "~/lib/booking/booking-step";
import { bookingWindow, monthToShow } from "~/lib/booking/month-calendar";
import { checkSender } from "~/lib/forms/bot-check.server";
import { readSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import { type MeetingType, meetingTypeInSentence, SUMMARY_MAX } from "~/shared/booking/options";
import { practiceAreas } from "~/shared/firm/facts";
import { takesSaturdayRequests } from "~/shared/firm/office-hours";
import { parseFields } from "~/shared/forms/parse-fields";
import { bookingSchema, meetingTypes, saturdayRequestSchema } from "~/shared/schemas/booking";
import { addDays } from "~/shared/time/calendar";
import { formatDate } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import { isCalendarDate } from "~/shared/time/parse";

/** Where the visitor is in the booking steps, from the query string (each step is a GET). */
export async function bookingStep(url: URL, context: AppLoadContext): Promise<BookingStep> {
  const q = url.searchParams;
  const area = practiceAreas.some((p) => p.slug === q.get("area"))
    ? (q.get("area") as string)
    : undefined;
  const type = (meetingTypes as readonly string[]).includes(q.get("type") ?? "")
    ? (q.get("type") as string)
    : undefined;
  const everyone = await context.services.bookings.lawyersFor();
  const asked = everyone.find((l) => l.slug === q.get("lawyer"));
  const lawyers = everyone
    .filter((l) => !area || l.practiceAreas.includes(area))
    .map(({ id: _id, ...shown }) => shown);
  // A lawyer's page links here with them chosen: their areas first, then their ways of meeting.
  const lawyer = asked && (!area || asked.practiceAreas.includes(area)) ? asked : undefined;
  const lawyerProblem =
    lawyer && type && !lawyer.meetingTypes.includes(type as MeetingType)
      ? `${lawyer.name} does not meet clients ${meetingTypeInSentence[type as MeetingType]}. Choose another way to meet, or anyone suitable.`
      : undefined;
  const chosen = {
    area,
    lawyer: lawyer?.slug,
    lawyers,
    lawyerProblem,
    addressProblem: unknownTopic(url) ? unknownTopicMessage : undefined,
  };
  // No meeting type without a topic: an address with one but not the other is back at step 1.
  if (!area || !type || lawyerProblem) {
    return { ...chosen, type: area && !lawyerProblem ? type : undefined };
  }
  const today = todayInLondon(context.clock.now());
  const window = bookingWindow(today);
  const days = await context.services.bookings.availability({
    type: type as (typeof meetingTypes)[number],
    practiceArea: area,
    lawyerId: lawyer?.id,
    from: window.first,
    to: window.last,
  });
  const { hours } = await context.services.firm.facts();
  const office = type === "bramhall" || type === "heaton-moor" ? type : undefined;
  // Saturdays are asked for only while the firm (and this office) sees people by appointment.
  const saturdays = takesSaturdayRequests(hours, office)
    ? await context.services.bookings.saturdaysForRequests(addDays(today, 2), addDays(today, 63))
    : [];
  const saturday = saturdays.includes(q.get("saturday") ?? "")
    ? (q.get("saturday") as string)
    : undefined;
  const part =
    q.get("part") === "afternoon"
      ? "afternoon"
      : q.get("part") === "morning"
        ? "morning"
        : undefined;
  if (saturday && part) {
    return { ...chosen, type, saturdays, saturday, part, startedAt: context.formGuard.issue() };
  }
  const date = days.some((d) => d.date === q.get("date")) ? (q.get("date") as string) : undefined;
  const slots = date
    ? (days.find((d) => d.date === date)?.slots ?? []).map((s) => s.start.toISOString())
    : undefined;
  const start = slots?.includes(q.get("start") ?? "") ? (q.get("start") as string) : undefined;
  const addressProblem = unusableInAddress(q, { date, start });
  return {
    ...chosen,
    addressProblem,
    type,
    date,
    start,
    days: days.map((d) => ({ date: d.date, count: d.slots.length })),
    window,
    month: monthToShow({ asked: q.get("month"), chosen: date, days, window }),
    slots,
    saturdays,
    startedAt: start ? context.formGuard.issue() : undefined,
  };
}

/**
 * The address names a topic the firm does not book (an edited or old link, or a form tampered
 * with): step 1 again, with this said and status 400, never a 500 or a silent fresh start.
 */
export function unknownTopic(url: URL): boolean {
  const asked = url.searchParams.get("area");
  return Boolean(asked) && !practiceAreas.some((p) => p.slug === asked);
}

const unknownTopicMessage =
  "The topic in this page's address is not one we book online. Please choose what you need help with below.";

/**
 * What the page says when its address asks for a day or time it cannot offer (an edited or
 * old link): never silently a different step. Fixed words; the address's text is not echoed.
 */
function unusableInAddress(
  q: URLSearchParams,
  used: { date?: string; start?: string },
): string | undefined {
  const askedDate = q.get("date");
  if (askedDate && !used.date) {
    return isCalendarDate(askedDate)
      ? `There are no free times to book online on ${formatDate(askedDate)}: it may be fully booked, a weekend or bank holiday, or outside the weeks we take bookings for. Please choose another day.`
      : "The date in this page's address is not a real date, so no day is chosen yet. Please choose a day.";
  }
  if (q.get("start") && used.date && !used.start) {
    return "The time in this page's address is not free on that day. Please choose one of the times shown.";
  }
  return undefined;
}

type AlreadyBooked = Extract<
  Awaited<ReturnType<AppLoadContext["services"]["bookings"]["create"]>>,
  { kind: "already-booked" }
>;

/**
 * A second post of a form already stored (a double click, a retry on a slow phone): the same
 * page the first post led to, since the same browser sent it (ADR 016). Where that booking's
 * link has since been replaced, the page names the booking instead.
 */
function pageOfEarlierPost(result: AlreadyBooked) {
  const { booking, manageToken } = result;
  if (!manageToken)
    return redirect(`/consultation?booked=${encodeURIComponent(booking.reference)}`);
  const made = booking.status === "requested" ? "requested" : "booked";
  return redirect(`/consultation/manage/${manageToken}?${made}=1`);
}

/** Where the browser goes once a booking or Saturday request is stored, now or by an earlier post. */
function pageAfterStoring(
  result:
    | { kind: "booked" | "requested"; manageToken: string }
    | AlreadyBooked
    | { kind: "discarded" },
) {
  switch (result.kind) {
    case "already-booked":
      return pageOfEarlierPost(result);
    case "discarded":
      // Only the JSON API passes a honeypot; the web form's is checked before the service.
      return redirect("/consultation");
    default:
      return redirect(`/consultation/manage/${result.manageToken}?${result.kind}=1`);
  }
}

type Problem = Omit<Parameters<typeof showFormAgain>[1], "startedAt" | "extra"> & BookingExtra;

/** A details-step post, read once, with the two ways it can be answered short of a redirect. */
async function readBookingPost(request: Request, context: AppLoadContext) {
  const submission = await readSubmission(request, { summary: SUMMARY_MAX });
  // A form shown again keeps its token, so its timer runs from when it was first shown
  // (server/security/form-guard.ts, carryOver).
  const startedAt = context.formGuard.carryOver(submission.shown);
  return {
    saturday: Boolean(submission.shown.saturday),
    // The page's field is "area" (it is in the address too); the schema's is "practiceArea".
    answers: { ...submission.fields, practiceArea: submission.fields.area ?? "" },
    /** The form again with its problem, everything typed kept. */
    showAgain: ({ alternatives, ...problem }: Problem) =>
      showFormAgain<BookingExtra>(submission, {
        ...problem,
        startedAt,
        extra: alternatives ? { alternatives } : {},
      }),
    /** The bot check, named by the button the person is asked to press again. */
    checkSender: (button: string) =>
      checkSender(context, "booking", submission, { button, startedAt }),
  };
}

type BookingPost = Awaited<ReturnType<typeof readBookingPost>>;

/** The details step's post: make the booking, or say what to fix (keeping every answer). */
export async function handleBookingForm(request: Request, context: AppLoadContext) {
  const post = await readBookingPost(request, context);
  if (post.saturday) return handleSaturdayRequest(post, context);
  const parsed = parseFields(bookingSchema, post.answers);
  if (!parsed.ok) {
    const { errors } = parsed;
    if (errors.practiceArea) errors.area = errors.practiceArea;
    return post.showAgain({ errors });
  }
  const sender = post.checkSender("Book consultation");
  if (!sender.ok) return sender.response;
  const result = await context.services.bookings.create(parsed.data, sender.signals);
  if (result.kind === "lawyer-unsuitable") {
    return post.showAgain({ errors: { lawyer: result.message }, formError: result.message });
  }
  if (result.kind === "slot-taken" || result.kind === "not-bookable") {
    return post.showAgain({
      formError:
        result.kind === "slot-taken"
          ? "Sorry, someone has just booked that time. Please choose one of the nearest free times below; everything else you typed is kept."
          : result.message,
      status: 409,
      alternatives: result.alternatives.map((s) => s.start.toISOString()),
    });
  }
  if (result.kind === "rate-limited")
    return post.showAgain({ formError: result.message, status: 429 });
  if (result.kind === "already-held")
    return post.showAgain({ formError: result.message, status: 409 });
  return pageAfterStoring(result);
}

async function handleSaturdayRequest(post: BookingPost, context: AppLoadContext) {
  const parsed = parseFields(saturdayRequestSchema, post.answers);
  if (!parsed.ok) return post.showAgain({ errors: parsed.errors });
  // A fact about the date, shown at the field before anything is asked of the sender. A refused
  // day is not among those offered, so the page is back at choosing a Saturday, where it shows;
  // a day offered with only one part of it blocked stays at the details, which show the form's
  // problem.
  const closed = await context.services.bookings.saturdayClosedMessage(parsed.data);
  if (closed) return post.showAgain({ errors: { saturday: closed }, formError: closed });
  const sender = post.checkSender("Ask for this Saturday");
  if (!sender.ok) return sender.response;
  const result = await context.services.bookings.requestSaturday(parsed.data, sender.signals);
  if (result.kind === "closed")
    return post.showAgain({ errors: { saturday: result.message }, formError: result.message });
  if (result.kind === "not-bookable" || result.kind === "rate-limited") {
    return post.showAgain({
      formError: result.message,
      status: result.kind === "rate-limited" ? 429 : 409,
    });
  }
  return pageAfterStoring(result);
}
