import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";
import { OFFICE_PAGE_SIZE } from "~/lib/admin/office-paging";
import { type AdminColumn, AdminTable } from "./admin-table";
import { OfficePagination } from "./office-pagination";

/**
 * One page of an office list (enquiries, users, mail, the audit log): the rows as a table, or
 * a line saying there are none, then the links to the other pages.
 */
export function OfficeResults<Row extends { id: string }>({
  list,
  empty,
  caption,
  columns,
  pagesLabel,
  tableClassName = "mt-6",
  alignTop = false,
  cells,
}: {
  /** This page's rows, which page it is, and how many rows there are in all. */
  list: { rows: readonly Row[]; page: number; total: number };
  /** What to do next when there are none (a link, or where rows come from). */
  empty: ReactNode;
  caption: string;
  columns: readonly AdminColumn[];
  /** Names the pages' navigation landmark: "Enquiries pages". */
  pagesLabel: string;
  tableClassName?: string;
  /** For rows whose cells may run to several lines. */
  alignTop?: boolean;
  /** One row's cells. */
  cells: (row: Row) => ReactNode;
}) {
  const { rows, page, total } = list;
  return (
    <>
      {rows.length === 0 ? (
        <p className="mt-6 max-w-3xl">{empty}</p>
      ) : (
        <div className={tableClassName}>
          <AdminTable caption={caption} columns={columns}>
            {rows.map((row) => (
              <tr
                key={row.id}
                className={
                  alignTop ? "border-b border-stone-200 align-top" : "border-b border-stone-200"
                }
              >
                {cells(row)}
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
      <OfficePagination page={page} pageSize={OFFICE_PAGE_SIZE} total={total} label={pagesLabel} />
    </>
  );
}

/**
 * A row's first cell: the record's name or reference, linking to its own page. It passes on
 * the column name AdminTable gives it, for the stacked layout on a phone.
 */
export function RecordLinkCell({
  to,
  children,
  "data-label": label,
}: {
  to: string;
  children: ReactNode;
  "data-label"?: string;
}) {
  return (
    <td className="p-3" data-label={label}>
      <SiteLink to={to} className="font-semibold">
        {children}
      </SiteLink>
    </td>
  );
}
