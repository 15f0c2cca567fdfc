import type { ReactNode } from "react";

/**
 * The admin lists' table: a caption for screen readers (what the rows are, how many), column
 * headers with scope, and room to scroll sideways on a narrow screen rather than squash.
 */
export function AdminTable({
  caption,
  columns,
  className,
  headerCellClassName = "p-3",
  children,
}: {
  caption: string;
  columns: readonly ReactNode[];
  /** The scrolling wrapper's spacing and width. */
  className?: string;
  /** Tighter headers for the booking screens' tables: "px-3 py-2". */
  headerCellClassName?: string;
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    <div className={className ? `${className} overflow-x-auto` : "overflow-x-auto"}>
      <table className="w-full border-collapse bg-white text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-ink">
            {columns.map((column, i) => (
              // Columns are fixed per table; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <th key={i} scope="col" className={headerCellClassName}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
