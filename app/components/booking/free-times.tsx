import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { formatDay } from "~/shared/time/format";

/**
 * The day being chosen while its times load: the `date` of a navigation under way to this same
 * page, so the calendar marks the day and the times say they are coming at once.
 */
export function usePendingDate(): string | undefined {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (!next || next.pathname !== location.pathname) return undefined;
  return new URLSearchParams(next.search).get("date") ?? undefined;
}

/**
 * Scrolls the times into view only when they are not already: beside the calendar on a wide
 * screen they are, and the page stays still; below it on a phone they are brought up under the
 * sticky header (the root's scroll-padding keeps them clear of it).
 */
function revealTimes(heading: HTMLElement) {
  const firstTime = heading.parentElement?.querySelector("li") ?? heading;
  const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  const hidden =
    heading.getBoundingClientRect().top < headerBottom ||
    firstTime.getBoundingClientRect().bottom > window.innerHeight;
  if (hidden) heading.scrollIntoView({ block: "start" });
}

/**
 * The chosen day's free times, beside the calendar on a wide screen and straight below it on a
 * phone. Without JavaScript the links to a day end in #times, so the browser scrolls here; with
 * it, once a new day's times are in, focus moves to their heading (so the keyboard and a screen
 * reader go on from the times, not the calendar) and they are scrolled into view if they are not.
 */
export function FreeTimes({
  date,
  pending,
  empty,
  children,
}: {
  date?: string;
  pending?: string;
  /** What to say before a day is chosen. */
  empty: string;
  /** The list of times (links or buttons), drawn by the page. */
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(date);
  useEffect(() => {
    if (!date || date === shown.current || !heading.current) return;
    shown.current = date;
    heading.current.focus({ preventScroll: true });
    revealTimes(heading.current);
  }, [date]);

  const day = pending ?? date;
  return (
    <div id="times" aria-busy={pending ? true : undefined} className="min-w-0">
      <h4
        ref={heading}
        tabIndex={-1}
        className="font-serif text-subheading font-semibold text-navy-900"
      >
        {day ? `Free times on ${formatDay(day)}` : "Free times"}
      </h4>
      {pending ? (
        <p className="mt-3 text-muted">Finding the free times…</p>
      ) : date ? (
        children
      ) : (
        <p className="mt-3 text-muted">{empty}</p>
      )}
    </div>
  );
}

/** The grid the time links or buttons sit in: equal columns, each a comfortable target. */
export const freeTimesListClass = "mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3";
export const freeTimeClass =
  "flex min-h-11 w-full items-center justify-center rounded-md border-2 border-navy-900 bg-white px-2 py-2 font-semibold text-navy-900 no-underline hover:bg-navy-100";
