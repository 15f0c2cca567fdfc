import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { shortMeetingType } from "~/lib/admin/booking-format";
import { requireStaff } from "~/lib/auth/require-user.server";
import { weekdays } from "~/shared/firm/facts";
import { daysOpen, weekdayHalfHours } from "~/shared/firm/office-hours";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { MeetingType } from "~/shared/schemas/booking";
import { addDays, mondayOf, weekdayOf } from "~/shared/time/calendar";
import { formatClockTime, formatDateWith } from "~/shared/time/format";
import { londonClock, londonDate } from "~/shared/time/london-clock";
import { isCalendarDate } from "~/shared/time/parse";
import type { Route } from "./+types/week";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const asked = new URL(request.url).searchParams.get("start") ?? "";
  const valid = isCalendarDate(asked);
  const today = londonDate(context.clock.now());
  const { hours } = await context.services.firm.facts();
  const open = daysOpen(hours);
  // When the office is shut on Sundays, from then on "this week" is the one about to start.
  const sunday = weekdayOf(today) === 0 && !open.includes("sunday");
  const monday = mondayOf(valid ? asked : sunday ? addDays(today, 1) : today);
  const rows = await context.services.bookingAdmin.consultations.between(
    monday,
    addDays(monday, 6),
  );
  return {
    monday,
    /** Marked in the week (aria-current="date"); on a phone the list starts at it. */
    today,
    // The days the firm opens, by appointment or not, as 0 (Monday) to 6 (Sunday).
    openDays: open.map((d) => weekdays.indexOf(d)),
    saturdayByRequest: hours.week.saturday.status === "appointment",
    // Office hours' half-hour starts as "09:30" (rows sort by it), so an empty slot still shows.
    officeTimes: weekdayHalfHours(hours),
    bookings: rows
      .filter((b) => b.status !== "cancelled")
      .map((b) => ({
        id: b.id,
        reference: b.reference,
        name: b.name,
        date: londonDate(b.startsAt),
        time: londonClock(b.startsAt),
        meetingType: b.meetingType as MeetingType,
        status: b.status,
      })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Consultations week") },
];

/** "Monday 23 Nov". */
const dayHeading = (date: string) => formatDateWith(date, { weekday: "long", month: "short" });

export default function ConsultationWeek({ loaderData }: Route.ComponentProps) {
  const { monday, today, bookings, officeTimes, openDays, saturdayByRequest } = loaderData;
  // The days the firm opens, and any other day that still has a booking on it.
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).filter(
    (d, i) => openDays.includes(i) || bookings.some((b) => b.date === d),
  );
  const times = [...new Set([...officeTimes, ...bookings.map((b) => b.time)])].sort();
  const last = addDays(monday, 6);
  const caption = `Week beginning ${dayHeading(monday)} (UK time).${saturdayByRequest ? " Saturdays are by request only." : ""}`;
  return (
    <>
      <h1 className="text-4xl">Consultations week</h1>
      <nav aria-label="Weeks" className="mt-4 flex flex-wrap items-center gap-6">
        <SiteLink to={`/admin/consultations/week?start=${addDays(monday, -7)}`} rel="prev">
          Previous week
        </SiteLink>
        <SiteLink to="/admin/consultations/week">This week</SiteLink>
        <SiteLink to={`/admin/consultations/week?start=${addDays(monday, 7)}`} rel="next">
          Next week
        </SiteLink>
        <SiteLink to={`/admin/consultations?from=${monday}&to=${last}`}>
          This week as a list
        </SiteLink>
      </nav>
      <WeekAsDays caption={caption} days={days} today={today} bookings={bookings} />
      <div className="mt-6 max-md:hidden">
        {/* Fixed layout: equal day columns, whatever their bookings' names. */}
        <table className="w-full table-fixed border-collapse bg-white text-left text-sm">
          <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-ink">
              <th scope="col" className="w-24 px-2 py-2">
                Time
              </th>
              {days.map((d) => (
                <th
                  key={d}
                  scope="col"
                  aria-current={d === today ? "date" : undefined}
                  className={`px-2 py-2 ${d === today ? "bg-navy-100" : ""}`}
                >
                  {dayHeading(d)}
                  {d === today && <TodayMark />}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time} className="border-b border-stone-200 align-top">
                <th scope="row" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                  {formatClockTime(time)}
                </th>
                {days.map((d) => {
                  const here = bookings.filter((b) => b.date === d && b.time === time);
                  return (
                    <td
                      key={d}
                      className={`px-2 py-1.5 break-words ${d === today ? "bg-navy-100/40" : ""}`}
                    >
                      {here.length > 0 && (
                        <ul className="space-y-1">
                          {here.map((b) => (
                            <li key={b.id}>
                              <WeekBooking booking={b} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

type WeekBookingView = Awaited<ReturnType<typeof loader>>["bookings"][number];

function WeekBooking({ booking: b }: { booking: WeekBookingView }) {
  return (
    <>
      <SiteLink to={`/admin/consultations/${b.id}`}>{b.name}</SiteLink>
      <span className="block text-muted">
        {`${shortMeetingType[b.meetingType]}${b.status === "requested" ? ", request to confirm" : ""}`}
      </span>
    </>
  );
}

/** Today's visible mark; the day's cell or card carries aria-current="date" for screen readers. */
function TodayMark() {
  return (
    <span className="ml-2 inline-block rounded bg-navy-900 px-1.5 text-small font-semibold text-white">
      Today
    </span>
  );
}

/**
 * On a phone the week is a list of days, each with its bookings in time order. It starts at
 * today: the days of this week already gone fold into one closed disclosure above it, so the
 * first screen is today's bookings, with no script to scroll there.
 */
function WeekAsDays({
  caption,
  days,
  today,
  bookings,
}: {
  caption: string;
  days: string[];
  today: string;
  bookings: WeekBookingView[];
}) {
  const gone = days.includes(today) ? days.filter((d) => d < today) : [];
  const ahead = days.filter((d) => !gone.includes(d));
  const dayCards = (list: string[]) =>
    list.map((d) => (
      <WeekDay
        key={d}
        date={d}
        isToday={d === today}
        bookings={bookings.filter((b) => b.date === d).sort((a, b) => a.time.localeCompare(b.time))}
      />
    ));
  return (
    <div className="mt-6 md:hidden">
      <p className="font-semibold">{caption}</p>
      {gone.length > 0 && (
        <details className="mt-3 rounded-md border border-stone-200 bg-white">
          <summary className="min-h-11 cursor-pointer px-4 py-2.5 font-semibold text-navy-900">
            {`Earlier this week (${gone.length === 1 ? dayHeading(gone[0] as string) : `${dayHeading(gone[0] as string)} to ${dayHeading(gone[gone.length - 1] as string)}`})`}
          </summary>
          <ol className="space-y-4 px-2 pb-3" aria-label="Earlier this week, day by day">
            {dayCards(gone)}
          </ol>
        </details>
      )}
      <ol
        className="mt-3 space-y-4"
        aria-label={gone.length > 0 ? "From today, day by day" : "The week, day by day"}
      >
        {dayCards(ahead)}
      </ol>
    </div>
  );
}

/** One day's card on a phone: its heading, then its bookings or that there are none. */
function WeekDay({
  date,
  isToday,
  bookings,
}: {
  date: string;
  isToday: boolean;
  bookings: WeekBookingView[];
}) {
  return (
    <li
      aria-current={isToday ? "date" : undefined}
      className={`rounded-md border bg-white px-4 py-3 ${isToday ? "border-2 border-navy-900" : "border-stone-200"}`}
    >
      <h2 className="text-lg">
        {dayHeading(date)}
        {isToday && <TodayMark />}
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-1 text-muted">No consultations booked.</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {bookings.map((b) => (
            <li key={b.id} className="grid grid-cols-[5.5rem_1fr] gap-2">
              <span className="font-semibold">{formatClockTime(b.time)}</span>
              <span>
                <WeekBooking booking={b} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
