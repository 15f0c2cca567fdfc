import { Form } from "react-router";
import { formatDay, formatTime } from "~/lib/time/format";
import { HiddenFields } from "../forms/hidden-fields";
import { PhoneLink } from "../phone-number";
import { type CalendarDay, DayCalendar } from "./day-calendar";
import { FreeTimes, freeTimeClass, freeTimesListClass, usePendingDate } from "./free-times";

/**
 * Moving a booking from its manage link: the same calendar as booking, and the chosen day's
 * times as buttons that ask "Move your consultation…?" before anything changes.
 */
export function MoveBooking({
  base,
  days,
  window,
  month,
  date,
  slots,
}: {
  /** The manage page's own address. */
  base: string;
  days: CalendarDay[];
  window: { first: string; last: string };
  month: string;
  date?: string;
  slots: string[];
}) {
  const pending = usePendingDate();
  if (days.length === 0)
    return (
      <p className="mt-3">
        There are no free times in the next two months. Please call us on <PhoneLink /> and we will
        find one.
      </p>
    );
  return (
    <div className="mt-4 grid gap-8 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <DayCalendar
        days={days}
        window={window}
        month={month}
        selected={date}
        pending={pending}
        dayHref={(day) => `${base}?move=1&date=${day}#times`}
        monthHref={(m) => `${base}?move=1&month=${m}#calendar`}
      />
      <FreeTimes
        date={date}
        pending={pending !== date ? pending : undefined}
        empty="Choose a day in the calendar and its free times appear here."
      >
        {date && (
          <ul
            className={freeTimesListClass}
            aria-label={`Free times on ${formatDay(`${date}T12:00:00Z`)}`}
          >
            {slots.map((s) => (
              <li key={s}>
                <Form method="post" action={base}>
                  <HiddenFields values={{ intent: "reschedule", start: s }} />
                  <button type="submit" className={freeTimeClass}>
                    <span className="sr-only">Move to </span>
                    {formatTime(s)}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </FreeTimes>
    </div>
  );
}
