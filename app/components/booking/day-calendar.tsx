import { type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SiteLink } from "~/components/site-link";
import {
  type CalendarKey,
  calendarKeys,
  dayAfterKey,
  dayLabel,
  monthsBetween,
  monthWeeks,
} from "~/lib/booking/month-calendar";
import { addMonths, monthOf } from "~/shared/time/calendar";
import { formatMonth, weekdayHeadings } from "~/shared/time/format";

export interface CalendarDay {
  date: string;
  /** How many free times the day has. */
  count: number;
}

export interface DayCalendarProps {
  /** The days with free times; every other day in the window is shown but cannot be chosen. */
  days: CalendarDay[];
  /** The first and last day that can be booked (today and about two months on). */
  window: { first: string; last: string };
  /** The month shown first ("2026-11"). */
  month: string;
  /** The day chosen, and the day being chosen while its times load. */
  selected?: string;
  pending?: string;
  dayHref: (date: string) => string;
  monthHref: (month: string) => string;
}

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

const cellClass =
  "flex h-11 w-full items-center justify-center rounded-md text-base tabular-nums no-underline";

/**
 * Choosing a day: a month calendar in the ARIA date-picker pattern. On the server and without
 * JavaScript it is a table of links (days with free times) and plain numbers (days without),
 * with links between months. Once hydrated it becomes a grid: one day takes Tab, the arrow
 * keys, Home/End and Page Up/Down move between days and months, and Enter or Space chooses.
 */
export function DayCalendar(props: DayCalendarProps) {
  const { days, window, selected, pending, dayHref, monthHref } = props;
  const headingId = useId();
  const free = new Map(days.map((d) => [d.date, d.count]));
  const months = monthsBetween(window.first, window.last);
  const [month, setMonth] = useState(props.month);
  const [focusDate, setFocusDate] = useState<string>();
  const [enhanced, setEnhanced] = useState(false);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const navigate = useNavigate();

  useEffect(() => setEnhanced(true), []);
  // A new address (a day chosen, Back pressed) shows that address's month.
  useEffect(() => setMonth(props.month), [props.month]);
  useEffect(() => {
    if (!moveFocus.current || !focusDate) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const chosen = pending ?? selected;
  const inWindow = (date: string) => date >= window.first && date <= window.last;
  // The one day that takes Tab: the one focused last, else the chosen day, else the first
  // free day of the month shown, else its first bookable day.
  const monthDays = monthWeeks(month)
    .flat()
    .filter((d): d is string => d !== null);
  const tabStop =
    [focusDate, chosen].find((d) => d && monthOf(d) === month) ??
    monthDays.find((d) => free.has(d)) ??
    monthDays.find(inWindow);

  function showMonth(next: string) {
    setMonth(next);
    setFocusDate(undefined);
  }

  // The grid's keys and focus tracking are listened for on the table itself: it only becomes
  // a grid once hydrated, which the markup alone cannot say.
  const { first, last } = window;
  useEffect(() => {
    const table = grid.current;
    if (!table) return;
    const controller = new AbortController();
    const dateOf = (target: EventTarget | null) =>
      target instanceof HTMLElement ? target.dataset.date : undefined;
    table.addEventListener(
      "keydown",
      (event) => {
        const from = dateOf(event.target);
        if (!from) return;
        if (event.key === " " && event.target instanceof HTMLAnchorElement) {
          // A link answers Enter; Space chooses too, as on the buttons of a date picker.
          event.preventDefault();
          event.target.click();
          return;
        }
        if (!calendarKeys.has(event.key)) return;
        event.preventDefault();
        const to = dayAfterKey(from, event.key as CalendarKey, { first, last });
        moveFocus.current = true;
        setMonth(monthOf(to));
        setFocusDate(to);
      },
      { signal: controller.signal },
    );
    table.addEventListener(
      "focusin",
      (event) => {
        const date = dateOf(event.target);
        if (date) setFocusDate(date);
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [first, last]);

  const neighbour = (by: -1 | 1) => {
    const target = addMonths(month, by);
    const label = `${by < 0 ? "Previous" : "Next"} month, ${formatMonth(target)}`;
    const arrow = by < 0 ? "‹" : "›";
    const buttonClass =
      "flex h-11 w-11 items-center justify-center rounded-md border-2 text-xl font-semibold no-underline";
    if (!months.includes(target))
      return (
        <span
          aria-hidden="true"
          className={`${buttonClass} border-stone-200 text-stone-200`}
          title="No free times to book online that month"
        >
          {arrow}
        </span>
      );
    return (
      <SiteLink
        to={monthHref(target)}
        aria-label={label}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          showMonth(target);
        }}
        className={`${buttonClass} border-navy-900 text-navy-900 hover:bg-navy-100`}
      >
        {arrow}
      </SiteLink>
    );
  };

  return (
    <div id="calendar" className="w-full max-w-sm">
      <div className="flex items-center justify-between gap-2">
        <p id={headingId} aria-live="polite" className="font-serif text-subheading font-semibold">
          {formatMonth(month)}
        </p>
        <div className="flex gap-2">
          {neighbour(-1)}
          {neighbour(1)}
        </div>
      </div>
      <table
        ref={grid}
        role={enhanced ? "grid" : undefined}
        aria-labelledby={headingId}
        className="mt-3 w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {weekdayHeadings.map((d) => (
              <th key={d.short} scope="col" abbr={d.long} className="text-small text-muted">
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: the blank days before and after the month have nothing else to tell them apart
                if (!date) return <td key={`blank-${i}`} />;
                const count = inWindow(date) ? (free.get(date) ?? 0) : 0;
                const focusable = enhanced ? { tabIndex: date === tabStop ? 0 : -1 } : {};
                const isChosen = date === chosen;
                // Once hydrated the table is a grid and each cell a gridcell, which says whether
                // it is the chosen day; a plain table's cell cannot.
                const selectedState = enhanced ? { "aria-selected": isChosen } : {};
                if (count === 0)
                  // A day that cannot be chosen is a gridcell that takes focus itself, so the
                  // arrows pass over it and a screen reader names it from its words.
                  return (
                    <td
                      key={date}
                      data-date={date}
                      {...focusable}
                      {...selectedState}
                      {...(enhanced ? { "aria-disabled": true } : {})}
                      aria-current={date === window.first ? "date" : undefined}
                      className="rounded-md p-0 text-center"
                    >
                      <span aria-hidden="true" className={`${cellClass} text-muted`}>
                        {Number(date.slice(8))}
                      </span>
                      <span className="sr-only">{dayLabel(date, 0)}</span>
                    </td>
                  );
                return (
                  <td key={date} {...selectedState} className="p-0 text-center">
                    <SiteLink
                      to={dayHref(date)}
                      data-date={date}
                      aria-label={dayLabel(date, count)}
                      aria-current={date === window.first ? "date" : undefined}
                      preventScrollReset
                      prefetch="intent"
                      onClick={(event) => {
                        if (!enhanced || isModifiedClick(event)) return;
                        // In the browser the times take focus and come into view only if they
                        // are out of it; the #times jump is for pages without JavaScript.
                        event.preventDefault();
                        navigate(dayHref(date).replace(/#.*$/, ""), { preventScrollReset: true });
                      }}
                      {...focusable}
                      className={`${cellClass} border-2 font-semibold ${
                        isChosen
                          ? "border-navy-900 bg-navy-900 text-white"
                          : "border-navy-100 bg-navy-100 text-navy-900 hover:border-navy-900"
                      }`}
                    >
                      {Number(date.slice(8))}
                    </SiteLink>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
