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
  const { monday, bookings, officeTimes, openDays, saturdayByRequest } = loaderData;
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
      <WeekAsDays caption={caption} days={days} bookings={bookings} />
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
                <th key={d} scope="col" className="px-2 py-2">
                  {dayHeading(d)}
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
                    <td key={d} className="px-2 py-1.5 break-words">
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

/** On a phone the week is a list of days, each with its bookings in time order. */
function WeekAsDays({
  caption,
  days,
  bookings,
}: {
  caption: string;
  days: string[];
  bookings: WeekBookingView[];
}) {
  return (
    <div className="mt-6 md:hidden">
      <p className="font-semibold">{caption}</p>
      <ol className="mt-3 space-y-4" aria-label="The week, day by day">
        {days.map((d) => {
          const here = bookings
            .filter((b) => b.date === d)
            .sort((a, b) => a.time.localeCompare(b.time));
          return (
            <li key={d} className="rounded-md border border-stone-200 bg-white px-4 py-3">
              <h2 className="text-lg">{dayHeading(d)}</h2>
              {here.length === 0 ? (
                <p className="mt-1 text-muted">No consultations booked.</p>
              ) : (
                <ul className="mt-1 space-y-2">
                  {here.map((b) => (
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
        })}
      </ol>
    </div>
  );
}
