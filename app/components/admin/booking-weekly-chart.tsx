import { areaLabel } from "~/lib/booking-facts";
import { formatDateWith } from "~/lib/time/format";

export interface WeeklyChartData {
  /** Mondays, oldest first. */
  weeks: string[];
  byArea: Record<string, number[]>;
}

/** Twelve colours far enough apart to tell segments apart; the table says the same in words. */
const palette = [
  "#1b2a4a",
  "#a3472a",
  "#1d6b3a",
  "#b8893b",
  "#5b4b8a",
  "#2f7f8f",
  "#8a3b6b",
  "#6b6b2f",
  "#4a5160",
  "#c46a2f",
  "#3d6fb6",
  "#7a2f2f",
];

/** "23 Nov". */
const shortWeek = (monday: string) => formatDateWith(monday, { month: "short" });

/**
 * Bookings made per week as stacked bars, drawn as plain SVG: role="img" with a title and
 * description for screen readers, and the same numbers in a real table beneath.
 */
export function BookingWeeklyChart({ data }: { data: WeeklyChartData }) {
  const areas = Object.keys(data.byArea).sort((a, b) => areaLabel(a).localeCompare(areaLabel(b)));
  const totals = data.weeks.map((_, i) =>
    areas.reduce((sum, a) => sum + (data.byArea[a]?.[i] ?? 0), 0),
  );
  const max = Math.max(1, ...totals);
  const width = 640;
  const height = 260;
  const left = 36;
  const bottom = 30;
  const plotHeight = height - bottom - 10;
  const slot = (width - left) / data.weeks.length;
  const barWidth = slot * 0.6;
  const ticks = [0, Math.ceil(max / 2), max];
  const total = totals.reduce((a, b) => a + b, 0);
  const busiest = totals.indexOf(Math.max(...totals));
  const description =
    total === 0
      ? "No bookings were made in the last 12 weeks."
      : `${total} bookings in the last 12 weeks; the busiest week began ${shortWeek(data.weeks[busiest] ?? "")} with ${totals[busiest]}. Full numbers are in the table below the chart.`;

  return (
    <figure className="mt-3">
      <svg
        role="img"
        aria-labelledby="weekly-chart-title weekly-chart-desc"
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-3xl rounded-lg border border-stone-200 bg-white"
      >
        <title id="weekly-chart-title">
          Bookings made per week, last 12 weeks, by practice area
        </title>
        <desc id="weekly-chart-desc">{description}</desc>
        {ticks.map((t) => {
          const y = 10 + plotHeight - (t / max) * plotHeight;
          return (
            <g key={t}>
              <line x1={left} x2={width} y1={y} y2={y} stroke="#e8e2d6" />
              <text x={left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#4a5160">
                {t}
              </text>
            </g>
          );
        })}
        {data.weeks.map((week, i) => {
          let y = 10 + plotHeight;
          const x = left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={week}>
              {areas.map((area, a) => {
                const n = data.byArea[area]?.[i] ?? 0;
                if (n === 0) return null;
                const h = (n / max) * plotHeight;
                y -= h;
                return (
                  <rect
                    key={area}
                    x={x}
                    y={y}
                    width={barWidth}
                    height={h}
                    fill={palette[a % palette.length]}
                    stroke="#ffffff"
                    strokeWidth="1"
                  />
                );
              })}
              <text
                x={x + barWidth / 2}
                y={height - 10}
                textAnchor="middle"
                fontSize="10"
                fill="#1f2430"
              >
                {shortWeek(week)}
              </text>
            </g>
          );
        })}
      </svg>
      {areas.length > 0 && (
        <figcaption>
          <ul className="mt-3 flex max-w-3xl flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Key">
            {areas.map((area, a) => (
              <li key={area} className="inline-flex items-center gap-2">
                {/* An SVG swatch, not a style attribute: the CSP allows no inline styles. */}
                <svg aria-hidden="true" width="14" height="14" className="shrink-0">
                  <rect width="14" height="14" rx="2" fill={palette[a % palette.length]} />
                </svg>
                {areaLabel(area)}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
      <details className="mt-4 max-w-3xl">
        <summary className="cursor-pointer font-semibold">Show the numbers as a table</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Bookings made per week by practice area</caption>
            <thead>
              <tr className="border-b-2 border-ink">
                <th scope="col" className="px-2 py-1">
                  Week beginning
                </th>
                {areas.map((area) => (
                  <th key={area} scope="col" className="px-2 py-1">
                    {areaLabel(area)}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((week, i) => (
                <tr key={week} className="border-b border-stone-200">
                  <th scope="row" className="px-2 py-1">
                    {shortWeek(week)}
                  </th>
                  {areas.map((area) => (
                    <td key={area} className="px-2 py-1">
                      {data.byArea[area]?.[i] ?? 0}
                    </td>
                  ))}
                  <td className="px-2 py-1 font-semibold">{totals[i]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
