import { BookingTable, toListItem } from "~/components/admin/booking-table";
import { ConsultationFilters } from "~/components/admin/consultation/consultation-filters";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { filtersQuery, parseConsultationFilters } from "~/shared/schemas/consultation-filters";
import type { Route } from "./+types/list";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

const PAGE_SIZE = 25;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const filters = parseConsultationFilters(new URL(request.url).searchParams);
  const consultations = context.services.bookingAdmin.consultations;
  const [{ rows, total }, lawyers] = await Promise.all([
    consultations.list(filters),
    consultations.lawyerChoices(),
  ]);
  return { filters, total, rows: rows.map(toListItem), lawyers };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Consultations") },
];

export default function ConsultationList({ loaderData }: Route.ComponentProps) {
  const { filters, total, rows, lawyers } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const query = filtersQuery(filters);
  const pageLink = (page: number) =>
    `/admin/consultations?${filtersQuery(filters, { page: String(page) })}`;
  const filtered = query !== "";
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-4xl">Consultations</h1>
        <p className="flex flex-wrap gap-4">
          <SiteLink to="/admin/consultations/week">Week view</SiteLink>
          <a href={`/admin/consultations/export.csv${query ? `?${query}` : ""}`} download>
            Download these as CSV
          </a>
        </p>
      </div>

      <ConsultationFilters
        values={Object.fromEntries(new URLSearchParams(query))}
        filtered={filtered}
        lawyers={lawyers}
      />

      <h2 className="mt-8 text-2xl" id="results-heading">
        {`${total} ${total === 1 ? "consultation" : "consultations"}${filtered ? " match" : ""}`}
      </h2>
      <BookingTable
        caption={`Consultations, page ${Math.min(filters.page, pages)} of ${pages}, latest first`}
        rows={rows}
        empty={
          filtered ? (
            <>
              {"No consultations match these filters. "}
              <SiteLink to="/admin/consultations">Clear the filters</SiteLink>
              {" to see them all."}
            </>
          ) : (
            "No consultations yet. Bookings made on the website appear here, newest first."
          )
        }
      />
      {pages > 1 && (
        <nav aria-label="Consultation pages" className="mt-6 flex flex-wrap items-center gap-6">
          {filters.page > 1 && (
            <SiteLink to={pageLink(filters.page - 1)} rel="prev">
              Previous<span className="sr-only"> page</span>
            </SiteLink>
          )}
          <p>{`Page ${Math.min(filters.page, pages)} of ${pages}`}</p>
          {filters.page < pages && (
            <SiteLink to={pageLink(filters.page + 1)} rel="next">
              Next<span className="sr-only"> page</span>
            </SiteLink>
          )}
        </nav>
      )}
    </>
  );
}
