import { type AppLoadContext, data, redirect } from "react-router";
import { practiceAreas } from "~/config/firm";
import type { BookingActionData, BookingStep } from "~/lib/booking/booking-step";
import { SUMMARY_MAX } from "~/lib/booking-options";
import { keptValues, readFormText } from "~/lib/forms/form-values";
import { fieldErrors } from "~/lib/forms/parse-fields";
import { type SendAgainReason, sendAgainMessage } from "~/lib/forms/send-again";
import { bookingSchema, meetingTypes, saturdayRequestSchema } from "~/lib/schemas/booking";
import { todayInLondon } from "~/lib/today";

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Where the visitor is in the booking steps, from the query string (each step is a GET). */
export async function bookingStep(url: URL, context: AppLoadContext): Promise<BookingStep> {
  const q = url.searchParams;
  const area = practiceAreas.some((p) => p.slug === q.get("area"))
    ? (q.get("area") as string)
    : undefined;
  const type = (meetingTypes as readonly string[]).includes(q.get("type") ?? "")
    ? (q.get("type") as string)
    : undefined;
  if (!area || !type) return { area, type };
  const today = todayInLondon();
  const days = await context.services.bookings.availability({
    type: type as (typeof meetingTypes)[number],
    from: today,
    to: addDays(today, 61),
  });
  const saturdays = context.services.bookings.saturdaysForRequests(
    addDays(today, 2),
    addDays(today, 63),
  );
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
    return { area, type, saturdays, saturday, part, startedAt: context.formGuard.issue() };
  }
  const date = days.some((d) => d.date === q.get("date")) ? (q.get("date") as string) : undefined;
  const slots = date
    ? (days.find((d) => d.date === date)?.slots ?? []).map((s) => s.start.toISOString())
    : undefined;
  const start = slots?.includes(q.get("start") ?? "") ? (q.get("start") as string) : undefined;
  return {
    area,
    type,
    date,
    start,
    days: days.map((d) => ({ date: d.date, count: d.slots.length })),
    slots,
    saturdays,
    startedAt: start ? context.formGuard.issue() : undefined,
  };
}

/** The form shown again with what to fix, and a fresh token: a form shown again is a new form. */
function reshow(
  context: AppLoadContext,
  body: Omit<BookingActionData, "startedAt">,
  init: { status: number; headers?: HeadersInit },
) {
  return data<BookingActionData>({ ...body, startedAt: context.formGuard.issue() }, init);
}

/** A second post of a form already stored: the page names the booking it made. */
const alreadyBookedPath = (reference: string) =>
  `/consultation?booked=${encodeURIComponent(reference)}`;

function sendAgain(
  context: AppLoadContext,
  reason: SendAgainReason,
  button: string,
  values: Record<string, string>,
) {
  return reshow(
    context,
    { errors: {}, formError: sendAgainMessage(reason, button), values },
    { status: 400 },
  );
}

/** The details step's post: make the booking, or say what to fix (keeping every answer). */
export async function handleBookingForm(request: Request, context: AppLoadContext) {
  const sent = await readFormText(request);
  const values = keptValues(sent, { summary: SUMMARY_MAX });
  if (values.saturday) return handleSaturdayRequest(sent, values, context);
  const parsed = bookingSchema.safeParse({ ...sent, practiceArea: sent.area });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.practiceArea) errors.area = errors.practiceArea;
    return reshow(context, { errors, values }, { status: 400 });
  }
  const guard = context.formGuard.check("booking", sent);
  if (guard.kind === "confirm")
    return sendAgain(context, guard.reason, "Book consultation", values);
  const result = await context.services.bookings.create(parsed.data, {
    ip: context.clientIp,
    formId: guard.formId,
  });
  switch (result.kind) {
    case "booked":
      return redirect(`/consultation/manage/${result.manageToken}?booked=1`);
    case "already-booked":
      return redirect(alreadyBookedPath(result.reference));
    case "discarded":
      // Only the JSON API passes a honeypot; the web form's is checked above.
      return redirect("/consultation");
    case "slot-taken":
    case "not-bookable":
      return reshow(
        context,
        {
          errors: {},
          formError:
            result.kind === "slot-taken"
              ? "Sorry, someone has just booked that time. Please choose one of the nearest free times below; everything else you typed is kept."
              : result.message,
          values,
          alternatives: result.alternatives.map((s) => s.start.toISOString()),
        },
        { status: 409 },
      );
    case "rate-limited":
      return reshow(context, { errors: {}, formError: result.message, values }, { status: 429 });
  }
}

async function handleSaturdayRequest(
  sent: Record<string, string>,
  values: Record<string, string>,
  context: AppLoadContext,
) {
  const parsed = saturdayRequestSchema.safeParse({ ...sent, practiceArea: sent.area });
  if (!parsed.success) {
    return reshow(context, { errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  // A fact about the date, shown at the field before anything is asked of the sender.
  const closed = context.services.bookings.saturdayClosedMessage(parsed.data.saturday);
  if (closed) {
    // A refused day is not among those offered, so the page is back at choosing a Saturday,
    // where this error shows.
    return reshow(context, { errors: { saturday: closed }, values }, { status: 400 });
  }
  const guard = context.formGuard.check("booking", sent);
  if (guard.kind === "confirm")
    return sendAgain(context, guard.reason, "Ask for this Saturday", values);
  const result = await context.services.bookings.requestSaturday(parsed.data, {
    ip: context.clientIp,
    formId: guard.formId,
  });
  if (result.kind === "requested")
    return redirect(`/consultation/manage/${result.manageToken}?requested=1`);
  if (result.kind === "already-booked") return redirect(alreadyBookedPath(result.reference));
  if (result.kind === "discarded") return redirect("/consultation");
  if (result.kind === "closed") {
    // A refused day is not among those offered, so the page is back at choosing a Saturday,
    // where this error shows.
    return reshow(context, { errors: { saturday: result.message }, values }, { status: 400 });
  }
  return reshow(
    context,
    { errors: {}, formError: result.message, values },
    { status: result.kind === "rate-limited" ? 429 : 409 },
  );
}
