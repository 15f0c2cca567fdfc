import { data, Form, Link, useNavigation } from "react-router";
import { BookingStatusBadge } from "~/components/admin/booking-status-badge";
import { RadioGroup, TextareaField } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { londonDayTime, londonIsoDate } from "~/lib/admin/booking-format";
import type { FormProblem } from "~/lib/admin/form.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { areaLabel, placeOf } from "~/lib/booking-facts";
import { meetingTypeLabels } from "~/lib/schemas/booking";
import { uuidPattern } from "~/lib/schemas/consultation-admin";
import { formatShortDate, formatTime } from "~/lib/time/format";
import type { Route } from "./+types/detail";
import { runConsultationAction } from "./detail-actions.server";

const notFound = () => data({ message: "Booking not found" }, { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  // A malformed id is a missing page, not a database error.
  if (!uuidPattern.test(params.id)) throw notFound();
  const consultations = context.services.bookingAdmin.consultations;
  const booking = await consultations.find(params.id);
  if (!booking) throw notFound();
  const now = new Date();
  const [notes, history, freeDays] = await Promise.all([
    consultations.notes(booking.id),
    context.services.audit.forEntity("booking", booking.id),
    booking.status === "confirmed" ? consultations.freeSlotsFor(booking, now) : Promise.resolve([]),
  ]);
  const place = placeOf(booking.meetingType, booking.phone);
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      summary: booking.summary,
      practiceArea: areaLabel(booking.practiceArea),
      meetingType: meetingTypeLabels[booking.meetingType],
      where: place.where,
      startsAt: booking.startsAt.toISOString(),
      status: booking.status,
      attendance: booking.attendance,
      cancelReason: booking.cancelReason,
      createdAt: booking.createdAt.toISOString(),
      cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    },
    canRecordAttendance:
      booking.status === "confirmed" && londonIsoDate(booking.startsAt) <= londonIsoDate(now),
    notes: notes.map((n) => ({
      id: n.id,
      author: n.authorName,
      body: n.body,
      at: n.createdAt.toISOString(),
    })),
    history: history.map((h) => ({
      id: h.id,
      // A client's own change says who in its summary ("Moved by the client…"); staff are named.
      actor: h.actorId ? h.actorName : null,
      summary: h.summary,
      at: h.at.toISOString(),
    })),
    freeDays: freeDays.map((d) => ({
      date: d.date,
      slots: d.slots.map((s) => s.start.toISOString()),
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  if (!uuidPattern.test(params.id)) throw notFound();
  return runConsultationAction(context.services, user, params.id, await request.formData());
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.booking.reference ?? "Consultation"} | Admin` },
];

const secondary =
  "inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-4 py-2 font-semibold text-navy-900 hover:bg-navy-100";
const primary =
  "inline-flex min-h-11 items-center rounded-md bg-accent-700 px-5 py-2 font-semibold text-white hover:bg-accent-800";

export default function ConsultationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, notes, history, freeDays, canRecordAttendance } = loaderData;
  const problem = actionData as FormProblem | undefined;
  const failed = (intent: string) => (problem?.values.intent === intent ? problem : undefined);
  const busy = useNavigation().state === "submitting";
  const summaryOrder = ["attendance", "reason", "start", "body"] as const;

  return (
    <>
      <p>
        <Link to="/admin/consultations">Back to consultations</Link>
      </p>
      <h1 className="mt-2 text-4xl">{`${booking.reference}: ${booking.name}`}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <BookingStatusBadge status={booking.status} attendance={booking.attendance} />
        <span>{`${londonDayTime(booking.startsAt)} (UK time)`}</span>
      </p>

      {problem && (
        <div className="mt-6">
          <ErrorSummary
            idPrefix="booking"
            errors={problem.errors}
            order={summaryOrder}
            formError={problem.formError}
          />
        </div>
      )}

      <section aria-labelledby="client-heading" className="mt-8">
        <h2 id="client-heading" className="text-2xl">
          Client and consultation
        </h2>
        <dl className="mt-3 grid max-w-3xl grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-5 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Name</dt>
          <dd>{booking.name}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">
            <a href={`mailto:${booking.email}`}>{booking.email}</a>
          </dd>
          <dt className="font-semibold">Phone</dt>
          <dd>
            <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`}>{booking.phone}</a>
          </dd>
          <dt className="font-semibold">When</dt>
          <dd>{`${formatShortDate(booking.startsAt)} at ${formatTime(booking.startsAt)}`}</dd>
          <dt className="font-semibold">How</dt>
          <dd>{`${booking.meetingType}. ${booking.where}`}</dd>
          <dt className="font-semibold">About</dt>
          <dd>{booking.practiceArea}</dd>
          <dt className="font-semibold">What they told us</dt>
          <dd className="whitespace-pre-line">{booking.summary}</dd>
          {booking.cancelReason && (
            <>
              <dt className="font-semibold">Cancellation reason</dt>
              <dd>{booking.cancelReason}</dd>
            </>
          )}
        </dl>
      </section>

      <section aria-labelledby="actions-heading" className="mt-10 max-w-3xl">
        <h2 id="actions-heading" className="text-2xl">
          Actions
        </h2>
        {booking.status === "requested" && (
          <Form method="post" className="mt-4 rounded-lg border border-stone-200 bg-white p-5">
            <h3 className="text-xl">Confirm this Saturday request</h3>
            <p className="mt-2">
              Takes a free place at this time and e-mails the client a confirmation with a calendar
              invite.
            </p>
            <input type="hidden" name="intent" value="confirm" />
            <button type="submit" disabled={busy} className={`${primary} mt-4`}>
              Confirm request
            </button>
          </Form>
        )}

        {canRecordAttendance && (
          <Form method="post" className="mt-4 rounded-lg border border-stone-200 bg-white p-5">
            <input type="hidden" name="intent" value="attendance" />
            <RadioGroup
              idPrefix="booking"
              name="attendance"
              label="Did the client attend?"
              error={failed("attendance")?.errors.attendance}
              defaultValue={booking.attendance ?? undefined}
              options={[
                { value: "attended", label: "Attended" },
                { value: "no-show", label: "Did not attend" },
              ]}
            />
            <button type="submit" disabled={busy} className={primary}>
              Save attendance
            </button>
          </Form>
        )}

        {booking.status === "confirmed" && (
          <Form method="post" className="mt-4 rounded-lg border border-stone-200 bg-white p-5">
            <input type="hidden" name="intent" value="reschedule" />
            <h3 className="text-xl">Move to another time</h3>
            {freeDays.length === 0 ? (
              <p className="mt-2">There are no free times in the next three weeks.</p>
            ) : (
              <>
                <div
                  className={`mt-3 mb-5 ${failed("reschedule")?.errors.start ? "border-l-4 border-error-700 pl-4" : ""}`}
                >
                  <label htmlFor="booking-start" className="block font-semibold">
                    New time (UK time)
                  </label>
                  <p id="booking-start-hint" className="text-muted">
                    The client is e-mailed the new time with an updated calendar invite.
                  </p>
                  {failed("reschedule")?.errors.start && (
                    <p id="booking-start-error" className="font-semibold text-error-700">
                      <span className="sr-only">Error: </span>
                      {failed("reschedule")?.errors.start}
                    </p>
                  )}
                  <select
                    id="booking-start"
                    name="start"
                    defaultValue={failed("reschedule")?.values.start ?? ""}
                    aria-describedby={`booking-start-hint${failed("reschedule")?.errors.start ? " booking-start-error" : ""}`}
                    className="mt-1 block min-h-12 w-full max-w-md rounded-md border-2 border-ink bg-white px-3 py-2"
                  >
                    <option value="">Choose a time</option>
                    {freeDays.map((day) => (
                      <optgroup key={day.date} label={formatShortDate(day.date)}>
                        {day.slots.map((s) => (
                          <option key={s} value={s}>
                            {londonDayTime(s)}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                </div>
                <button type="submit" disabled={busy} className={secondary}>
                  Move booking
                </button>
              </>
            )}
          </Form>
        )}

        {booking.status !== "cancelled" && (
          <Form method="post" className="mt-4 rounded-lg border border-stone-200 bg-white p-5">
            <input type="hidden" name="intent" value="cancel" />
            <h3 className="text-xl">
              {booking.status === "requested" ? "Decline this request" : "Cancel this booking"}
            </h3>
            <div className="mt-3">
              <TextareaField
                idPrefix="booking"
                name="reason"
                label="Reason"
                hint="The client sees this in the e-mail we send them."
                rows={3}
                maxLength={500}
                defaultValue={failed("cancel")?.values.reason ?? ""}
                error={failed("cancel")?.errors.reason}
              />
            </div>
            <button type="submit" disabled={busy} className={secondary}>
              {booking.status === "requested" ? "Decline request" : "Cancel booking"}
            </button>
          </Form>
        )}
      </section>

      <section aria-labelledby="notes-heading" className="mt-10 max-w-3xl">
        <h2 id="notes-heading" className="text-2xl">
          Internal notes
        </h2>
        <p className="text-muted">Only staff see these.</p>
        {notes.length === 0 ? (
          <p className="mt-3">No notes yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {notes.map((n) => (
              <li key={n.id} className="rounded-lg border border-stone-200 bg-white p-4">
                <p className="text-sm text-muted">{`${n.author}, ${londonDayTime(n.at)}`}</p>
                <p className="mt-1 whitespace-pre-line">{n.body}</p>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="note" />
          <TextareaField
            idPrefix="booking"
            name="body"
            label="Add a note"
            rows={4}
            maxLength={4000}
            defaultValue={failed("note")?.values.body ?? ""}
            error={failed("note")?.errors.body}
          />
          <button type="submit" disabled={busy} className={secondary}>
            Add note
          </button>
        </Form>
      </section>

      <section aria-labelledby="history-heading" className="mt-10 max-w-3xl">
        <h2 id="history-heading" className="text-2xl">
          History
        </h2>
        <ol className="mt-3 space-y-2">
          <li>{`${londonDayTime(booking.createdAt)}: ${booking.status === "requested" || history.some((h) => h.summary.startsWith("Confirmed Saturday")) ? "Saturday request made" : "Booked"} by the client`}</li>
          {history.map((h) => (
            <li key={h.id}>
              {`${londonDayTime(h.at)}: ${h.summary}${h.actor ? ` (${h.actor})` : ""}`}
            </li>
          ))}
          {/* Cancellations by the manage link made before they were written to the log. */}
          {booking.cancelledAt && !history.some((h) => h.summary.startsWith("Cancelled")) && (
            <li>{`${londonDayTime(booking.cancelledAt)}: Cancelled by the client`}</li>
          )}
        </ol>
      </section>
    </>
  );
}
