import { SiteForm } from "~/components/forms/site-form";
import { SiteLink } from "~/components/site-link";
import { statusLabels } from "~/lib/admin/booking-format";
import { bindFields } from "~/lib/forms/form-problem";
import { practiceAreas } from "~/shared/firm/facts";
import { meetingTypeLabels, meetingTypes } from "~/shared/schemas/booking";
import { bookingStatusFilters } from "~/shared/schemas/consultation-filters";
import { AdminSelect } from "../admin-select";

const input = "mt-1 block min-h-12 w-full rounded-md border-2 border-ink bg-white px-3 py-2";

const selects = [
  {
    name: "status",
    label: "Status",
    emptyLabel: "Any status",
    options: bookingStatusFilters.map((s) => ({ value: s, label: statusLabels[s] })),
  },
  {
    name: "area",
    label: "Practice area",
    emptyLabel: "Any practice area",
    options: practiceAreas.map((a) => ({ value: a.slug, label: a.name })),
  },
  {
    name: "type",
    label: "Meeting type",
    emptyLabel: "Any meeting type",
    options: meetingTypes.map((t) => ({ value: t, label: meetingTypeLabels[t] })),
  },
];

/**
 * The consultations list's filters: a GET search form, so a filtered list has an address that
 * the CSV export and the page links keep.
 */
export function ConsultationFilters({
  values,
  filtered,
  lawyers,
}: {
  /** The filters in use (the address's, less any that could not be used). */
  values: Record<string, string>;
  filtered: boolean;
  /** The team members a consultation can be with. */
  lawyers: ReadonlyArray<{ id: string; name: string }>;
}) {
  const field = bindFields("filter", undefined, values);
  const lawyerSelect = {
    name: "lawyer",
    label: "Lawyer",
    emptyLabel: "Any lawyer",
    options: [
      ...lawyers.map((l) => ({ value: l.id, label: l.name })),
      { value: "none", label: "No lawyer yet" },
    ],
  };
  return (
    <SiteForm
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
            defaultValue={field("q").defaultValue}
            aria-describedby="filter-q-hint"
            className={`${input} max-w-xl`}
          />
        </div>
        {[
          { name: "from", label: "From" },
          { name: "to", label: "To" },
        ].map((date) => (
          <div key={date.name}>
            <label htmlFor={`filter-${date.name}`} className="block font-semibold">
              {date.label}
            </label>
            <input
              id={`filter-${date.name}`}
              name={date.name}
              type="date"
              defaultValue={field(date.name).defaultValue}
              className={input}
            />
          </div>
        ))}
        {[...selects, lawyerSelect].map(({ name, ...select }) => (
          <AdminSelect key={name} {...field(name)} {...select} />
        ))}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-6">
        <button
          type="submit"
          className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 py-2.5 text-lg font-semibold text-white hover:bg-accent-800"
        >
          Apply filters
        </button>
        {filtered && <SiteLink to="/admin/consultations">Clear filters</SiteLink>}
      </div>
    </SiteForm>
  );
}
