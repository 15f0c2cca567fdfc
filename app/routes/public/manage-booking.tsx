import { data, useNavigation } from "react-router";
import { AddToCalendar } from "~/components/booking/add-to-calendar";
import { type ManageChange, ManageConfirmation } from "~/components/booking/manage-confirmation";
import { JoinLink, MeetingLawyer } from "~/components/booking/meeting-details";
import { MoveBooking } from "~/components/booking/move-booking";
import { PageHeader } from "~/components/content/page-header";
import { ShortPage } from "~/components/content/short-page";
import { TextareaField } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { HiddenFields } from "~/components/forms/hidden-fields";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { PhoneLink } from "~/components/phone-number";
import { SiteLink } from "~/components/site-link";
import { bookingGoogleLink } from "~/lib/booking/calendar-links";
import { bookingWindow, monthToShow } from "~/lib/booking/month-calendar";
import { bindFields, type FormProblem, isFormProblem } from "~/lib/forms/form-problem";
import { siteMeta } from "~/lib/meta";
import { secretTokenPattern } from "~/shared/auth/secret-token-pattern";
import { lawyerToBeConfirmed, placeOf } from "~/shared/booking/facts";
import { type MeetingType, meetingTypeLabels } from "~/shared/booking/options";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { CANCEL_REASON_MAX } from "~/shared/schemas/booking";
import { formatDay, formatTime } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import type { Route } from "./+types/manage-booking";
import { handleManageForm } from "./manage-booking-action.server";

export const handle: RouteHandle = { kind: "working", private: true };

/** The page behind the link in every booking e-mail: see, cancel or move the consultation. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const booking = secretTokenPattern.test(params.token)
    ? await context.services.bookings.findByToken(params.token)
    : undefined;
  // A replaced, mistyped or cut-short link: the page every other emailed link has for this.
  if (!booking) return data({ dead: true as const, siteUrl: context.siteUrl }, { status: 404 });
  const url = new URL(request.url);
  const firm = await context.services.firm.facts();
  const lawyer = await context.services.bookingLawyers.of(booking.lawyerId);
  const place = placeOf(
    {
      type: booking.meetingType,
      phone: booking.phone,
      status: booking.status,
      meetingUrl: booking.meetingUrl,
      lawyerName: lawyer?.name,
    },
    firm.offices,
  );
  const moving = url.searchParams.has("move") && booking.status === "confirmed";
  const window = bookingWindow(todayInLondon(context.clock.now()));
  const days = moving
    ? await context.services.bookings.availability({
        type: booking.meetingType,
        from: window.first,
        to: window.last,
      })
    : [];
  const asked = url.searchParams.get("date");
  const date = days.some((d) => d.date === asked) ? (asked as string) : undefined;
  return {
    dead: false as const,
    siteUrl: context.siteUrl,
    token: params.token,
    booked: url.searchParams.has("booked"),
    moved: url.searchParams.has("moved"),
    reference: booking.reference,
    status: booking.status,
    type: booking.meetingType as MeetingType,
    start: booking.startsAt.toISOString(),
    place,
    lawyer: lawyer && {
      name: lawyer.name,
      role: lawyer.role,
      page: lawyer.listed ? `/team/${lawyer.slug}` : null,
      photo: lawyer.photo,
    },
    googleLink: bookingGoogleLink(
      booking,
      firm,
      lawyer && {
        name: lawyer.name,
        role: lawyer.role,
        pageUrl: lawyer.listed ? `${context.siteUrl}/team/${lawyer.slug}` : null,
      },
    ),
    moving,
    days: days.map((d) => ({ date: d.date, count: d.slots.length })),
    window,
    month: monthToShow({ asked: url.searchParams.get("month"), chosen: date, days, window }),
    date,
    slots: (days.find((d) => d.date === date)?.slots ?? []).map((s) => s.start.toISOString()),
  };
}

// A link that can change a booking must not be cached (the handle says private) or sent on
// to another site as a referrer. "same-origin" rather than "no-referrer": under no-referrer a browser sends
// "Origin: null" with the page's own form posts, and the cross-site check refuses them, so
// cancelling or moving without JavaScript failed. Our own server already has the link.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleManageForm(request, params.token, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteMeta(matches);
  return site.unlistedPageMeta(loaderData?.siteUrl, {
    title: "Your Consultation",
    description: `See, change or cancel your free consultation with ${site.firm.name}.`,
    path: "/consultation",
  });
};

/** The change the visitor is asked to confirm, while the booking still allows it. */
/**
 * What a refused post can name, in page order: the reason typed; a time or an intent only from a
 * hand-made post (the page's buttons always carry them), listed so that no message is lost.
 */
const manageFieldOrder = ["reason", "start", "intent"];

function changeToConfirm(
  result: Route.ComponentProps["actionData"],
  b: { status: string; start: string },
): ManageChange | undefined {
  if (!result || isFormProblem(result)) return undefined;
  if (result.kind === "confirm-move" && b.status === "confirmed")
    return { kind: "move", from: b.start, to: result.start };
  if (result.kind === "confirm-cancel" && b.status !== "cancelled")
    return {
      kind: "cancel",
      start: b.start,
      reason: result.reason,
      requested: b.status === "requested",
    };
  return undefined;
}

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.dead) return <DeadLink />;
  const b = loaderData;
  const cancelled = b.status === "cancelled";
  const requested = b.status === "requested";
  const moved = b.moved && !cancelled && !requested;
  const base = `/consultation/manage/${b.token}`;
  const busy = navigation.state === "submitting";
  const change = changeToConfirm(actionData, b);
  const problem: FormProblem | undefined = isFormProblem(actionData) ? actionData : undefined;
  const field = bindFields("cancel", problem);
  if (change)
    return <ManageConfirmation change={change} reference={b.reference} page={base} busy={busy} />;
  return (
    <>
      <PageHeader
        heading={
          cancelled
            ? "Your consultation is cancelled"
            : requested
              ? "Your Saturday request"
              : moved
                ? "Your consultation has moved"
                : b.booked
                  ? "You're booked"
                  : "Your consultation"
        }
        lead={`Reference ${b.reference}`}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 [&>*]:max-w-3xl">
        <ErrorSummary
          errors={problem?.errors ?? {}}
          order={manageFieldOrder}
          idPrefix="cancel"
          formError={problem?.formError}
        />
        {moved && (
          <p
            role="status"
            className="mb-6 rounded-md border-l-4 border-success-700 bg-white p-4 text-lg"
          >
            {`Your consultation is now on ${formatDay(b.start)} at ${formatTime(b.start)} (UK time). We have e-mailed you the new time and an updated calendar invite.`}
          </p>
        )}
        <dl
          className={`grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border-2 bg-white p-6 text-lg ${cancelled ? "border-stone-200" : "border-success-700"}`}
        >
          <dt className="font-semibold">When</dt>
          <dd>
            {requested
              ? `${formatDay(b.start)}, ${new Date(b.start).getUTCHours() < 12 ? "morning" : "afternoon"}: we will contact you to confirm the time`
              : `${formatDay(b.start)} at ${formatTime(b.start)} (UK time)`}
          </dd>
          {(b.lawyer || requested) && (
            <>
              <dt className="font-semibold">With</dt>
              <dd>{b.lawyer ? <MeetingLawyer lawyer={b.lawyer} /> : `${lawyerToBeConfirmed}.`}</dd>
            </>
          )}
          <dt className="font-semibold">How</dt>
          <dd>{meetingTypeLabels[b.type]}</dd>
          <dt className="font-semibold">Where</dt>
          <dd>
            {b.place.joinUrl ? <JoinLink url={b.place.joinUrl} /> : b.place.where}
            {b.place.mapUrl && (
              <>
                {" · "}
                <a href={b.place.mapUrl} rel="noopener" target="_blank">
                  Map<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </>
            )}
          </dd>
          <dt className="font-semibold">Status</dt>
          <dd>{cancelled ? "Cancelled" : requested ? "Waiting for us to confirm" : "Confirmed"}</dd>
        </dl>

        {requested && (
          <>
            <p className="mt-6">
              Saturday appointments are by arrangement. A member of our team will contact you to
              confirm a time, usually by the end of the next working day.
            </p>
            <h2 className="mt-10 text-heading">Cancel the request</h2>
            <SiteForm method="post" action={base} className="mt-3">
              <HiddenFields values={{ intent: "cancel" }} />
              <SubmitButton variant="destructive-secondary">Cancel my request</SubmitButton>
            </SiteForm>
          </>
        )}
        {!cancelled && !requested && (
          <>
            {b.booked && (
              <p className="mt-6">
                We have e-mailed you the details and a calendar invite. Keep that e-mail: its link
                brings you back here to change or cancel.
              </p>
            )}
            <h2 className="mt-10 text-heading">Add it to your calendar</h2>
            <AddToCalendar icsHref={`${base}/invite.ics`} googleLink={b.googleLink} />

            <h2 className="mt-10 text-heading">What to bring</h2>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              <li>Any letters or documents about your matter (copies are fine).</li>
              <li>A short list of dates, if your situation has a history.</li>
              <li>Your questions, written down so nothing is forgotten.</li>
            </ul>

            <h2 className="mt-10 text-heading">Change the time</h2>
            {!b.moving && (
              <p className="mt-3">
                <SiteLink to={`${base}?move=1`} className="font-semibold">
                  Choose a different time
                </SiteLink>
              </p>
            )}
            {b.moving && (
              <MoveBooking
                base={base}
                days={b.days}
                window={b.window}
                month={b.month}
                date={b.date}
                slots={b.slots}
              />
            )}

            <h2 className="mt-10 text-heading">Cancel</h2>
            <SiteForm method="post" action={base} className="mt-3">
              <HiddenFields values={{ intent: "cancel" }} />
              <TextareaField
                {...field("reason")}
                label="Reason (optional)"
                rows={3}
                maxLength={CANCEL_REASON_MAX}
              />
              <SubmitButton variant="destructive-secondary">Cancel my consultation</SubmitButton>
            </SiteForm>
          </>
        )}
        {cancelled && (
          <p className="mt-6">
            <SiteLink to="/consultation" className="font-semibold">
              Book a new time
            </SiteLink>
            {" or call us on "}
            <PhoneLink />.
          </p>
        )}
      </div>
    </>
  );
}

function DeadLink() {
  return (
    <ShortPage heading="This link no longer works">
      <p>
        A link to manage a consultation stops working when we send a newer one (each time the
        consultation is moved), and a link copied from an e-mail only partly will not open it.
      </p>
      <p className="mt-4">
        Use the link in the most recent e-mail about your consultation, or call us on <PhoneLink />{" "}
        and we will help. If you have an account, <SiteLink to="/account">your account</SiteLink>{" "}
        lists your consultations.
      </p>
    </ShortPage>
  );
}
