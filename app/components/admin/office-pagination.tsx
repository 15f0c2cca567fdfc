import { useLocation } from "react-router";
import { SiteLink } from "~/components/site-link";
import { withQuery } from "~/lib/admin/office-paging";

/**
 * Previous and next links with "Page 2 of 7" between them, keeping the screen's filters. Links,
 * not buttons: a page of results has an address that can be shared or reopened.
 */
export function OfficePagination({
  page,
  pageSize,
  total,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Names the navigation landmark: "Enquiries pages". */
  label: string;
}) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = "inline-flex min-h-11 items-center rounded-md px-3 py-2 font-semibold";
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 && (
        <SiteLink to={withQuery(pathname, search, { page: page - 1 })} className={link} rel="prev">
          Previous<span className="sr-only"> page</span>
        </SiteLink>
      )}
      <p>{`Page ${Math.min(page, pages)} of ${pages}`}</p>
      {page < pages && (
        <SiteLink to={withQuery(pathname, search, { page: page + 1 })} className={link} rel="next">
          Next<span className="sr-only"> page</span>
        </SiteLink>
      )}
    </nav>
  );
}
