import type { ReactNode } from "react";
import { OFFICE_PAGE_SIZE } from "~/lib/admin/office-paging";
import { AdminTable } from "./admin-table";
import { OfficePagination } from "./office-pagination";

/**
 * One page of an office list (enquiries, users, mail, the audit log): the rows as a table, or
 * a line saying there are none, then the links to the other pages.
 */
export function OfficeResults({
  count,
  empty,
  caption,
  columns,
  page,
  total,
  pagesLabel,
  tableClassName = "mt-6",
  children,
}: {
  /** Rows on this page. */
  count: number;
  empty: string;
  caption: string;
  columns: readonly ReactNode[];
  page: number;
  total: number;
  /** Names the pages' navigation landmark: "Enquiries pages". */
  pagesLabel: string;
  tableClassName?: string;
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    <>
      {count === 0 ? (
        <p className="mt-6">{empty}</p>
      ) : (
        <div className={tableClassName}>
          <AdminTable caption={caption} columns={columns}>
            {children}
          </AdminTable>
        </div>
      )}
      <OfficePagination page={page} pageSize={OFFICE_PAGE_SIZE} total={total} label={pagesLabel} />
    </>
  );
}
