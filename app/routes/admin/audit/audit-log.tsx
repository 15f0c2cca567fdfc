import { fromZonedTime } from "date-fns-tz";
import { Form, Link } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { OfficePagination } from "~/components/admin/office-pagination";
import { ErrorSummary } from "~/components/forms/error-summary";
import { describedBy, HintAndError } from "~/components/forms/field-parts";
import { TextField } from "~/components/forms/text-field";
import { formatDateTime, plural } from "~/lib/admin/office-format";
import { OFFICE_PAGE_SIZE, pageFrom } from "~/lib/admin/office-paging";
import { requireStaff } from "~/lib/auth/require-user.server";
import { fieldErrors } from "~/lib/forms/parse-fields";
import { auditFilterForm } from "~/lib/schemas/office-admin";
import type { Route } from "./+types/audit-log";

const zone = "Europe/London";
const nextDay = (iso: string) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Where a record's own page is, for the record types that have one. */
function recordLink(type: string, id: string | null, isAdmin: boolean): string | null {
  if (!id) return null;
  if (type === "enquiry") return `/admin/enquiries/${id}`;
  if (type === "user" && isAdmin) return `/admin/users/${id}`;
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context);
  const url = new URL(request.url);
  const raw = {
    actor: url.searchParams.get("actor") ?? "",
    type: url.searchParams.get("type") ?? "",
    q: url.searchParams.get("q") ?? "",
    from: url.searchParams.get("from") ?? "",
    to: url.searchParams.get("to") ?? "",
  };
  const parsed = auditFilterForm.safeParse(raw);
  const filters = parsed.success ? parsed.data : undefined;
  const paging = pageFrom(url);
  const [result, actors, types] = await Promise.all([
    // With a filter that makes no sense, show the problem rather than a misleading list.
    filters
      ? context.services.audit.list(
          {
            actorId: filters.actor || undefined,
            entityType: filters.type || undefined,
            text: filters.q || undefined,
            // Dates are the firm's days: midnight to midnight in London, across clock changes.
            from: filters.from ? fromZonedTime(`${filters.from}T00:00:00`, zone) : undefined,
            to: filters.to ? fromZonedTime(`${nextDay(filters.to)}T00:00:00`, zone) : undefined,
          },
          paging,
        )
      : Promise.resolve({ rows: [], total: 0 }),
    context.services.office.auditFacets.actors(),
    context.services.office.auditFacets.entityTypes(),
  ]);
  const isAdmin = user.role === "admin";
  return {
    values: raw,
    errors: parsed.success ? {} : fieldErrors(parsed.error),
    actors,
    types,
    page: paging.page,
    total: result.total,
    rows: result.rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actorName: r.actorName,
      action: r.action,
      summary: r.summary,
      entityType: r.entityType,
      link: recordLink(r.entityType, r.entityId, isAdmin),
    })),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Carrow & Hale admin" }];

const selectClass =
  "mt-1 block min-h-12 w-full max-w-xs rounded-md border-2 border-ink bg-white px-3 py-2";

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { values, errors, actors, types, rows, total, page } = loaderData;
  return (
    <>
      <h1 className="text-4xl">Audit log</h1>
      <p className="mt-3 max-w-3xl">
        Every change made in the admin area: who, what, to which record and when. Entries can't be
        edited or deleted, by anyone.
      </p>
      <section
        aria-labelledby="filter-heading"
        className="mt-6 rounded-lg border border-stone-200 bg-white p-5"
      >
        <h2 id="filter-heading" className="text-2xl">
          Filter
        </h2>
        <ErrorSummary
          errors={errors}
          order={["actor", "type", "q", "from", "to"]}
          idPrefix="audit"
        />
        <Form method="get" className="mt-3" aria-labelledby="filter-heading">
          <div className="grid gap-x-6 sm:grid-cols-2 xl:grid-cols-3">
            <div className="mb-5">
              <label htmlFor="audit-actor" className="block font-semibold">
                Person
              </label>
              <HintAndError id="audit-actor" error={errors.actor} />
              <select
                id="audit-actor"
                name="actor"
                defaultValue={values.actor}
                aria-describedby={describedBy("audit-actor", undefined, errors.actor)}
                className={selectClass}
              >
                <option value="">Anyone</option>
                {actors.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="mb-5">
              <label htmlFor="audit-type" className="block font-semibold">
                Record type
              </label>
              <select
                id="audit-type"
                name="type"
                defaultValue={values.type}
                className={selectClass}
              >
                <option value="">Any</option>
                {types.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              idPrefix="audit"
              name="q"
              label="Words in the entry"
              type="search"
              defaultValue={values.q}
              error={errors.q}
            />
            <TextField
              idPrefix="audit"
              name="from"
              label="From (date)"
              type="date"
              defaultValue={values.from}
              error={errors.from}
            />
            <TextField
              idPrefix="audit"
              name="to"
              label="To (date, included)"
              type="date"
              defaultValue={values.to}
              error={errors.to}
            />
          </div>
          <div className="flex flex-wrap items-center gap-6">
            <button
              type="submit"
              className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800"
            >
              Show entries
            </button>
            <Link to="/admin/audit">Clear filters</Link>
          </div>
        </Form>
      </section>
      {rows.length === 0 ? (
        <p className="mt-6">No entries match.</p>
      ) : (
        <div className="mt-6">
          <AdminTable
            caption={`Audit entries, newest first: ${plural(total, "entry", "entries")}`}
            columns={["When", "Who", "What", "Record"]}
          >
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-stone-200 align-top">
                <td className="p-3">
                  <time dateTime={row.at}>{formatDateTime(row.at)}</time>
                </td>
                <td className="p-3">{row.actorName}</td>
                <td className="p-3">
                  {row.summary}
                  <span className="block text-muted">{row.action}</span>
                </td>
                <td className="p-3">
                  {row.link ? (
                    <Link to={row.link}>
                      {`Open ${row.entityType}`}
                      <span className="sr-only">{`: ${row.summary}`}</span>
                    </Link>
                  ) : (
                    row.entityType
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
      <OfficePagination
        page={page}
        pageSize={OFFICE_PAGE_SIZE}
        total={total}
        label="Audit log pages"
      />
    </>
  );
}
