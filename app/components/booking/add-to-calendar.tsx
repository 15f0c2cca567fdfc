/** The booking's calendar actions: its .ics file, and Google Calendar in a new tab. */
export function AddToCalendar({
  icsHref,
  googleLink,
  reference,
}: {
  icsHref: string;
  googleLink: string;
  /** Named to screen readers when a page lists several bookings. */
  reference?: string;
}) {
  const which = reference ? <span className="sr-only"> for {reference}</span> : null;
  return (
    <ul className="mt-3 flex flex-wrap gap-4">
      <li>
        <a href={icsHref} download="consultation.ics" className="font-semibold">
          Download the calendar invite (.ics){which}
        </a>
      </li>
      <li>
        <a href={googleLink} rel="noopener" target="_blank" className="font-semibold">
          Add to Google Calendar{which}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
