import type { ReactNode } from "react";
import { type AdminColumn, columnLabel, labelCells } from "./label-cells";

export type { AdminColumn } from "./label-cells";

/**
 * The admin lists' table: a caption for screen readers (what the rows are, how many) and
 * column headers with scope. On a wide screen it is a table; below md each row stacks into a
 * card, each cell shown under its column's name (the `stacked-table` rules in app/css, fed by
 * the data-label every cell is given here), so a phone never scrolls sideways.
 */
export function AdminTable({
  caption,
  columns,
  className,
  headerCellClassName = "p-3",
  tableClassName = "",
  children,
}: {
  caption: string;
  /** A column's name, or one shown only to screen readers (a column of buttons). */
  columns: readonly AdminColumn[];
  /** The wrapper's spacing and width. */
  className?: string;
  /** Tighter headers for the booking screens' tables: "px-3 py-2". */
  headerCellClassName?: string;
  /** Extra classes for the table itself, such as a smaller text size. */
  tableClassName?: string;
  /** The body rows: `<tr>` elements whose cells follow the columns' order. */
  children: ReactNode;
}) {
  return (
    <div className={className ? `${className} md:overflow-x-auto` : "md:overflow-x-auto"}>
      <table
        className={`stacked-table w-full border-collapse bg-white text-left ${tableClassName}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-ink">
            {columns.map((column) => (
              <th key={columnLabel(column)} scope="col" className={headerCellClassName}>
                {typeof column === "string" ? (
                  column
                ) : (
                  <span className="sr-only">{column.label}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{labelCells(children, columns)}</tbody>
      </table>
    </div>
  );
}
