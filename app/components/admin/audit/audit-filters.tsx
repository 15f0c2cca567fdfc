import { ErrorSummary } from "~/components/forms/error-summary";
import { SiteForm } from "~/components/forms/site-form";
import { TextField } from "~/components/forms/text-field";
import { SiteLink } from "~/components/site-link";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { AdminSection } from "../admin-section";
import { AdminSelect } from "../admin-select";

/** The audit log's filters: a GET form, so a filtered view has an address of its own. */
export function AuditFilters({
  shown,
  actors,
  types,
}: {
  /** The filters in the address, and what is wrong with them. */
  shown: ShownForm;
  actors: ReadonlyArray<{ id: string; name: string }>;
  types: readonly string[];
}) {
  const field = bindFields("audit", shown);
  const actorOptions = actors.map((a) => ({ value: a.id, label: a.name }));
  const typeOptions = types.map((t) => ({ value: t, label: t }));
  return (
    <AdminSection
      id="filter-heading"
      title="Filter"
      className="mt-6 rounded-lg border border-stone-200 bg-white p-5"
    >
      <ErrorSummary
        errors={shown?.errors ?? {}}
        order={["actor", "type", "q", "from", "to"]}
        idPrefix="audit"
      />
      <SiteForm method="get" className="mt-3" aria-labelledby="filter-heading">
        <div className="grid gap-x-6 sm:grid-cols-2 xl:grid-cols-3">
          {[
            { name: "actor", label: "Person", emptyLabel: "Anyone", options: actorOptions },
            { name: "type", label: "Record type", emptyLabel: "Any", options: typeOptions },
          ].map(({ name, ...select }) => (
            <AdminSelect
              key={name}
              {...field(name)}
              {...select}
              className="mb-5"
              widthClass="max-w-xs"
            />
          ))}
          <TextField {...field("q")} label="Words in the entry" type="search" />
          <TextField {...field("from")} label="From (date)" type="date" />
          <TextField {...field("to")} label="To (date, included)" type="date" />
        </div>
        <div className="flex flex-wrap items-center gap-6">
          <button
            type="submit"
            className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800"
          >
            Show entries
          </button>
          <SiteLink to="/admin/audit">Clear filters</SiteLink>
        </div>
      </SiteForm>
    </AdminSection>
  );
}
