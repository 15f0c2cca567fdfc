import { SiteForm } from "~/components/forms/site-form";
import { useClosureNotice } from "~/lib/firm/use-closure-notice";
import { formatDay, formatTime } from "~/shared/time/format";
import { HiddenFields } from "../forms/hidden-fields";
import { PhoneLink } from "../phone-number";
import { type CalendarDay, DayCalendar } from "./day-calendar";
import { FreeTimes, freeTimeClass, freeTimesListClass, usePendingDate } from "./free-times";

/**
 * Moving a booking from its manage link or the account: the same calendar as booking, and the
 * chosen day's times as buttons that ask "Move your consultation…?" before anything changes.
 */
export function MoveBooking({
  base,
  moving = "1",
  fields = {},
  days,
  window,
  month,
  date,
  slots,
}: {
  /** The page's own address, where the times post. */
  base: string;
  /** The `move` query value that opens this calendar: which booking, when a page has several. */
  moving?: string;
  /** More for each time's post, such as which booking. */
  fields?: Record<string, string>;
  days: CalendarDay[];
  window: { first: string; last: string };
  month: string;
  date?: string;
  slots: string[];
}) {
  const pending = usePendingDate();
  const closure = useClosureNotice();
  if (days.length === 0)
    return (
      <p className="mt-3">
        There are no free times in the next two months. Please call us on <PhoneLink /> and we will
        find one.
      </p>
    );
  return (
    <>
      {closure && <p className="mt-3 font-semibold">{closure.bookingLine}</p>}
      <div className="mt-4 grid gap-8 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <DayCalendar
          days={days}
          window={window}
          month={month}
          selected={date}
          pending={pending}
          dayHref={(day) => `${base}?move=${moving}&date=${day}#times`}
          monthHref={(m) => `${base}?move=${moving}&month=${m}#calendar`}
        />
        <FreeTimes
          date={date}
          pending={pending !== date ? pending : undefined}
          empty="Choose a day in the calendar and its free times appear here."
        >
          {date && (
            <ul className={freeTimesListClass} aria-label={`Free times on ${formatDay(date)}`}>
              {slots.map((s) => (
                <li key={s}>
                  <SiteForm method="post" action={base}>
                    <HiddenFields values={{ intent: "reschedule", ...fields, start: s }} />
                    <button type="submit" className={freeTimeClass}>
                      <span className="sr-only">Move to </span>
                      {formatTime(s)}
                    </button>
                  </SiteForm>
                </li>
              ))}
            </ul>
          )}
        </FreeTimes>
      </div>
    </>
  );
}
