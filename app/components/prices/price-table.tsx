import type { ReactNode } from "react";

/**
 * A table that becomes stacked label/value rows on a phone instead of scrolling sideways:
 * each cell carries its column name, shown before it on narrow screens.
 */
export function PriceTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
}) {
  return (
    <table className="mt-4 w-full border-collapse text-left">
      <caption className="mb-2 text-left font-semibold text-navy-900">{caption}</caption>
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b-2 border-navy-900">
          {columns.map((c) => (
            <th key={c} scope="col" className="py-2 pr-4 align-bottom">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            className="mb-3 block rounded-md border border-stone-200 bg-white p-3 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0"
          >
            {row.cells.map((cell, i) => (
              <td
                key={columns[i]}
                data-label={columns[i]}
                className="block py-1 align-top before:mr-2 before:font-semibold before:content-[attr(data-label)':'] md:table-cell md:py-3 md:pr-4 md:before:content-none"
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
