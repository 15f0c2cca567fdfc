import { areaLabel } from "~/shared/booking/facts";
import { formatDateWith } from "~/shared/time/format";
import { AdminTable } from "./admin-table";

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

/** A drawing's size and type: the laptop's is wide; the phone's is narrow with larger type. */
interface Drawing {
  id: string;
  width: number;
  height: number;
  fontSize: number;
  /** Label every nth week: twelve dates do not fit under a phone's bars. */
  labelEvery: number;
  className: string;
}

const drawings: readonly Drawing[] = [
  {
    id: "wide",
    width: 640,
    height: 260,
    fontSize: 11,
    labelEvery: 1,
    className: "max-sm:hidden",
  },
  // Drawn at about its shown size on a 390 px phone, so its 13 px text stays 13 px.
  { id: "narrow", width: 360, height: 240, fontSize: 13, labelEvery: 2, className: "sm:hidden" },
];

interface ChartModel {
  weeks: string[];
  areas: string[];
  byArea: Record<string, number[]>;
  max: number;
  description: string;
}

/**
 * Bookings made per week as stacked bars, drawn as plain SVG: role="img" with a title and
 * description for screen readers, and the same numbers in a real table beneath. A phone gets
 * its own narrower drawing (the wide one shrunk to 360 px would have 6 px labels).
 */
export function BookingWeeklyChart({ data }: { data: WeeklyChartData }) {
  const areas = Object.keys(data.byArea).sort((a, b) => areaLabel(a).localeCompare(areaLabel(b)));
  const totals = data.weeks.map((_, i) =>
    areas.reduce((sum, a) => sum + (data.byArea[a]?.[i] ?? 0), 0),
  );
  const total = totals.reduce((a, b) => a + b, 0);
  const busiest = totals.indexOf(Math.max(...totals));
  const model: ChartModel = {
    weeks: data.weeks,
    areas,
    byArea: data.byArea,
    max: Math.max(1, ...totals),
    description:
      total === 0
        ? "No bookings were made in the last 12 weeks."
        : `${total} bookings in the last 12 weeks; the busiest week began ${shortWeek(data.weeks[busiest] ?? "")} with ${totals[busiest]}. Full numbers are in the table below the chart.`,
  };

  return (
    <figure className="mt-3">
      {drawings.map((drawing) => (
        <ChartDrawing key={drawing.id} model={model} drawing={drawing} />
      ))}
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
        <AdminTable
          caption="Bookings made per week by practice area"
          columns={["Week beginning", ...areas.map(areaLabel), "Total"]}
          className="mt-2"
          headerCellClassName="px-2 py-1"
          tableClassName="text-sm"
        >
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
        </AdminTable>
      </details>
    </figure>
  );
}

function ChartDrawing({ model, drawing }: { model: ChartModel; drawing: Drawing }) {
  const { width, height, fontSize, labelEvery } = drawing;
  const { max } = model;
  const left = fontSize * 3;
  const bottom = fontSize * 2.6;
  const plotHeight = height - bottom - 10;
  const slot = (width - left) / Math.max(1, model.weeks.length);
  const barWidth = slot * 0.6;
  const ticks = [...new Set([0, Math.ceil(max / 2), max])];
  const titleId = `weekly-chart-title-${drawing.id}`;
  const descId = `weekly-chart-desc-${drawing.id}`;
  // The newest week is always labelled; the others count back from it.
  const labelled = (i: number) => (model.weeks.length - 1 - i) % labelEvery === 0;
  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${width} ${height}`}
      className={`h-auto w-full max-w-3xl rounded-lg border border-stone-200 bg-white ${drawing.className}`}
    >
      <title id={titleId}>Bookings made per week, last 12 weeks, by practice area</title>
      <desc id={descId}>{model.description}</desc>
      {ticks.map((t) => {
        const y = 10 + plotHeight - (t / max) * plotHeight;
        return (
          <g key={t}>
            <line x1={left} x2={width} y1={y} y2={y} stroke="#e8e2d6" />
            <text
              x={left - 6}
              y={y + fontSize / 3}
              textAnchor="end"
              fontSize={fontSize}
              fill="#4a5160"
            >
              {t}
            </text>
          </g>
        );
      })}
      {model.weeks.map((week, i) => {
        let y = 10 + plotHeight;
        const x = left + i * slot + (slot - barWidth) / 2;
        return (
          <g key={week}>
            {model.areas.map((area, a) => {
              const n = model.byArea[area]?.[i] ?? 0;
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
            {labelled(i) && (
              <text
                x={x + barWidth / 2}
                y={height - fontSize}
                textAnchor="middle"
                fontSize={fontSize}
                fill="#1f2430"
              >
                {shortWeek(week)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
