import { AdminTable } from "~/components/admin/admin-table";
import { ColumnHeads } from "~/components/admin/column-heads";
import { ShownProblem } from "~/components/admin/shown-problem";
import { HiddenFields } from "~/components/forms/hidden-fields";
import { IntentForm } from "~/components/forms/intent-form";
import { SiteForm } from "~/components/forms/site-form";
import { TextField } from "~/components/forms/text-field";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { bindFields, isFormProblem } from "~/lib/forms/form-problem";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatLongDate } from "~/shared/time/format";
import type { Route } from "./+types/days-away";
import { type DaysAwayConfirm, daysAwayAccess, daysAwayAction } from "./days-away.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, lawyer } = await daysAwayAccess(request, context, params.id);
  const days = await context.services.lawyers.daysAway.upcoming(lawyer.id);
  return {
    id: lawyer.id,
    name: lawyer.name,
    own: lawyer.userId === user.id,
    days: days.map((d) => ({ id: d.id, startsOn: d.startsOn, endsOn: d.endsOn, note: d.note })),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return daysAwayAction(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `${loaderData?.name ?? "Lawyer"}: days away`) },
];

const isConfirm = (answer: unknown): answer is DaysAwayConfirm =>
  typeof answer === "object" &&
  answer !== null &&
  (answer as { step?: unknown }).step === "confirm";

const fieldOrder = ["startsOn", "endsOn", "note"];

export default function DaysAwayScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, own, days } = loaderData;
  const title = own ? "My days away" : `${name}: days away`;
  if (isConfirm(actionData)) return <ConfirmCovered title={title} step={actionData} />;
  const shown = isFormProblem(actionData) ? actionData : undefined;
  const field = bindFields("away", shown);
  return (
    <>
      <h1 className="text-4xl">{title}</h1>
      <p className="mt-2 max-w-2xl">
        Whole days {own ? "you take" : `${name} takes`} no consultations: leave, courses, court.
        Clients are not offered {own ? "you" : "them"} on these days.{" "}
        <SiteLink to={`/admin/team/${id}/lawyer`}>Consultation settings</SiteLink>
      </p>
      <ShownProblem shown={shown} idPrefix="away" order={fieldOrder} className="mt-6 max-w-3xl" />
      {days.length === 0 ? (
        <p className="mt-6">No days away from today on.</p>
      ) : (
        <AdminTable
          caption="Days away from today on"
          columns={["From", "Until", "Note", { label: "Remove", visuallyHidden: true }]}
          className="mt-6 max-w-3xl"
          headerCellClassName="px-3 py-2"
        >
          {days.map((d) => (
            <tr key={d.id} className="border-b border-stone-200 align-top">
              <td className="px-3 py-2">{formatLongDate(d.startsOn)}</td>
              <td className="px-3 py-2">{formatLongDate(d.endsOn)}</td>
              <td className="px-3 py-2">{d.note}</td>
              <td className="px-3 py-2">
                <IntentForm intent="remove">
                  <input type="hidden" name="id" value={d.id} />
                  <button
                    type="submit"
                    className="min-h-11 rounded-md border-2 border-navy-900 px-3 py-1.5 font-semibold"
                  >
                    Remove
                    <span className="sr-only">{` the days away from ${formatLongDate(d.startsOn)}`}</span>
                  </button>
                </IntentForm>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <IntentForm
        intent="add"
        noValidate
        aria-label="Add days away"
        className="mt-8 max-w-3xl rounded-lg border border-stone-200 bg-white p-5"
      >
        <h2 className="mb-4 text-2xl">Add days away</h2>
        <TextField {...field("startsOn")} type="date" label="First day away" />
        <TextField
          {...field("endsOn")}
          type="date"
          label="Last day away (optional)"
          hint="Leave empty for one day. Both days are included."
        />
        <TextField
          {...field("note")}
          label="Note (optional)"
          hint="For staff only, like 'Annual leave'."
          maxLength={200}
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800"
        >
          Add days away
        </button>
      </IntentForm>
    </>
  );
}

/** The step before saving days away that cover bookings: which they are, and the choice. */
function ConfirmCovered({ title, step }: { title: string; step: DaysAwayConfirm }) {
  const count = step.covered.length;
  return (
    <>
      <h1 className="text-4xl">{title}</h1>
      <div role="alert" className="mt-6 max-w-3xl rounded-md border-4 border-navy-900 bg-white p-5">
        <h2 className="text-2xl">
          {count === 1
            ? "This booking falls on these days away. Saving keeps it; it gets a to-do."
            : `These ${count} bookings fall on these days away. Saving keeps them; each gets a to-do.`}
        </h2>
        <table className="mt-4 w-full border-collapse text-left">
          <ColumnHeads names={["Reference", "Client", "When", "Meeting"]} />
          <tbody>
            {step.covered.map((b) => (
              <tr key={b.id} className="border-b border-stone-200">
                <td className="px-2 py-2">
                  <SiteLink to={`/admin/consultations/${b.id}`}>{b.reference}</SiteLink>
                </td>
                <td className="px-2 py-2">{b.name}</td>
                <td className="px-2 py-2">{b.when}</td>
                <td className="px-2 py-2">{b.meetingType}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4">
          Nothing is cancelled and nobody is e-mailed. Give each booking another lawyer, or agree a
          new time with the client, and mark its to-do done on the dashboard.
        </p>
        <SiteForm method="post" className="mt-4 flex flex-wrap gap-4" aria-label="Save days away">
          <HiddenFields values={step.values} />
          <button
            type="submit"
            name="intent"
            value="confirm"
            className="min-h-12 rounded-md bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800"
          >
            Save and keep these bookings
          </button>
          <button
            type="submit"
            name="intent"
            value="back"
            className="min-h-12 rounded-md border-2 border-navy-900 px-4 py-2 font-semibold text-navy-900"
          >
            Go back
          </button>
        </SiteForm>
      </div>
    </>
  );
}
