import type { HoursRow } from "~/shared/firm/office-hours";

/**
 * The opening hours as a definition list of (days, hours) rows. Its own component so every
 * place that lists hours reads the same; a line said beside the hours (a coming closure) goes
 * after it, in the caller.
 */
export function OpeningHoursList({ rows }: { rows: readonly HoursRow[] }) {
  return (
    <dl className="mt-2 space-y-1">
      {rows.map((row) => (
        <div key={row.day} className="flex flex-wrap justify-between gap-x-4">
          <dt className="font-semibold">{row.day}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
