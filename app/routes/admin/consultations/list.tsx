import { Form, Link } from "react-router";
import { BookingTable, toListItem } from "~/components/admin/booking-table";
import { practiceAreas } from "~/config/firm";
import { statusLabels } from "~/lib/admin/booking-format";
import { requireStaff } from "~/lib/auth/require-user.server";
import { meetingTypeLabels, meetingTypes } from "~/lib/schemas/booking";
import {
  bookingStatusFilters,
  filtersQuery,
  parseConsultationFilters,
} from "~/lib/schemas/consultation-admin";
import type { Route } from "./+types/list";

const PAGE_SIZE = 25;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const filters = parseConsultationFilters(new URL(request.url).searchParams);
  const { rows, total } = await context.services.bookingAdmin.consultations.list(filters);
  return { filters, total, rows: rows.map(toListItem) };
}

export const meta: Route.MetaFunction = () => [{ title: "Consultations | Admin" }];

const input = "mt-1 block min-h-12 w-full rounded-md border-2 border-ink bg-white px-3 py-2";

export default function ConsultationList({ loaderData }: Route.ComponentProps) {
  const { filters, total, rows } = loaderData;
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
          <Link to="/admin/consultations/week">Week view</Link>
          <a href={`/admin/consultations/export.csv${query ? `?${query}` : ""}`} download>
            Download these as CSV
          </a>
        </p>
      </div>

      <Form
        method="get"
        className="mt-6 rounded-lg border border-stone-200 bg-white p-5"
        role="search"
        aria-label="Filter consultations"
      >
        <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          <div className="sm:col-span-2 lg:col-span-3">
            <label htmlFor="filter-q" className="block font-semibold">
              Search
            </label>
            <p id="filter-q-hint" className="text-muted">
              Name, e-mail address or reference
            </p>
            <input
              id="filter-q"
              name="q"
              type="search"
              defaultValue={filters.q ?? ""}
              aria-describedby="filter-q-hint"
              className={`${input} max-w-xl`}
            />
          </div>
          <div>
            <label htmlFor="filter-from" className="block font-semibold">
              From
            </label>
            <input
              id="filter-from"
              name="from"
              type="date"
              defaultValue={filters.from ?? ""}
              className={input}
            />
          </div>
          <div>
            <label htmlFor="filter-to" className="block font-semibold">
              To
            </label>
            <input
              id="filter-to"
              name="to"
              type="date"
              defaultValue={filters.to ?? ""}
              className={input}
            />
          </div>
          <div>
            <label htmlFor="filter-status" className="block font-semibold">
              Status
            </label>
            <select
              id="filter-status"
              name="status"
              defaultValue={filters.status ?? ""}
              className={input}
            >
              <option value="">Any status</option>
              {bookingStatusFilters.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-area" className="block font-semibold">
              Practice area
            </label>
            <select
              id="filter-area"
              name="area"
              defaultValue={filters.area ?? ""}
              className={input}
            >
              <option value="">Any practice area</option>
              {practiceAreas.map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-type" className="block font-semibold">
              Meeting type
            </label>
            <select
              id="filter-type"
              name="type"
              defaultValue={filters.type ?? ""}
              className={input}
            >
              <option value="">Any meeting type</option>
              {meetingTypes.map((t) => (
                <option key={t} value={t}>
                  {meetingTypeLabels[t]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-6">
          <button
            type="submit"
            className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 py-2.5 text-lg font-semibold text-white hover:bg-accent-800"
          >
            Apply filters
          </button>
          {filtered && <Link to="/admin/consultations">Clear filters</Link>}
        </div>
      </Form>

      <h2 className="mt-8 text-2xl" id="results-heading">
        {`${total} ${total === 1 ? "consultation" : "consultations"}${filtered ? " match" : ""}`}
      </h2>
      <BookingTable
        caption={`Consultations, page ${Math.min(filters.page, pages)} of ${pages}, latest first`}
        rows={rows}
        empty="No consultations match these filters."
      />
      {pages > 1 && (
        <nav aria-label="Consultation pages" className="mt-6 flex flex-wrap items-center gap-6">
          {filters.page > 1 && (
            <Link to={pageLink(filters.page - 1)} rel="prev">
              Previous<span className="sr-only"> page</span>
            </Link>
          )}
          <p>{`Page ${Math.min(filters.page, pages)} of ${pages}`}</p>
          {filters.page < pages && (
            <Link to={pageLink(filters.page + 1)} rel="next">
              Next<span className="sr-only"> page</span>
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
