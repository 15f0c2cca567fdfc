import { useNavigation } from "react-router";
import { ColumnHeads } from "~/components/admin/column-heads";
import { ConsultationTable, WeekTable } from "~/components/admin/hours/week-table";
import { PreviewPanel } from "~/components/admin/preview-panel";
import { ErrorSummary } from "~/components/forms/error-summary";
import { HiddenFields } from "~/components/forms/hidden-fields";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { OpeningHoursList } from "~/components/opening-hours-list";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { hoursField, hoursFieldOrder, hoursFormValues } from "~/lib/admin/hours-form";
import { requireAdmin } from "~/lib/auth/require-user.server";
import { useFirm } from "~/lib/firm/use-firm";
import { bindFields, isFormProblem } from "~/lib/forms/form-problem";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatDateAndTime } from "~/shared/time/format";
import type { Route } from "./+types/hours";
import { type ConfirmStep, type HoursPreview, hoursAction } from "./hours.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const current = await context.services.firmHours.current();
  return {
    values: hoursFormValues(current.hours),
    version: current.version,
    changed: current.changed
      ? { at: formatDateAndTime(current.changed.at), by: current.changed.by }
      : null,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return hoursAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Office hours") },
];

const isConfirmStep = (answer: unknown): answer is ConfirmStep =>
  typeof answer === "object" &&
  answer !== null &&
  (answer as { step?: unknown }).step === "confirm";

export default function OfficeHoursScreen({ loaderData, actionData }: Route.ComponentProps) {
  // The offices as the firm last named them on /admin/firm.
  const { offices } = useFirm();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { version, changed } = loaderData;
  if (isConfirmStep(actionData)) {
    return <ConfirmOutside step={actionData} busy={busy} />;
  }
  const preview =
    actionData && "preview" in actionData ? (actionData.preview as HoursPreview) : undefined;
  const problem = isFormProblem(actionData) && !preview ? actionData : undefined;
  const shown = problem ?? (actionData && "values" in actionData ? actionData : undefined);
  const field = bindFields("hours", shown, loaderData.values);
  return (
    <>
      <h1 className="text-4xl">Office hours</h1>
      <p className="mt-3 max-w-2xl">
        When the offices are open and when clients can book a free 30-minute consultation. A change
        shows on every page, in the booking calendar and in search results as soon as you save it.
      </p>
      <p className="mt-2 text-muted">
        {changed
          ? `Last changed ${changed.at}${changed.by ? ` by ${changed.by}` : ""}.`
          : "Not changed here yet: these are the hours the site was set up with."}
      </p>
      <div className="mt-6">
        <ErrorSummary
          errors={problem?.errors ?? {}}
          order={hoursFieldOrder}
          idPrefix="hours"
          formError={problem?.formError || undefined}
        />
        <SiteForm method="post" noValidate aria-label="Office hours">
          {/* The version this form began from, kept through errors: a save over someone else's
              later one is refused until the page is opened again. */}
          <input type="hidden" name="version" value={shown?.values?.version ?? version} />
          <h2 className="text-2xl">The firm's week</h2>
          <p className="mt-1 max-w-2xl text-muted">
            Days open by appointment show as "By appointment only"; closed days as "Closed".
            Consecutive days with the same hours are listed together on the site.
          </p>
          <WeekTable scope="week" field={field} caption="Opening hours" />

          <h2 className="mt-8 text-2xl">Consultations</h2>
          <p className="mt-1 max-w-2xl text-muted">
            Consultations start on the hour or half hour and last 30 minutes. Leave both times empty
            on a day with no consultations. They must fit inside the day's opening hours.
          </p>
          <ConsultationTable field={field} />
          <fieldset className="mt-6">
            <legend className="font-semibold">Saturday requests</legend>
            <p className="max-w-2xl text-muted">
              While Saturday is by appointment, visitors ask for a Saturday morning or afternoon and
              staff confirm it. The times a request asks for:
            </p>
            <table className="mt-2 border-collapse bg-white text-left">
              <tbody>
                <TimeRow field={field} name={hoursField.saturdayMorning} label="Morning starts" />
                <TimeRow
                  field={field}
                  name={hoursField.saturdayAfternoon}
                  label="Afternoon starts"
                />
              </tbody>
            </table>
          </fieldset>

          <h2 className="mt-8 text-2xl">Offices with different hours</h2>
          {offices.map((office) => {
            const own = field(hoursField.ownHours(office.id));
            return (
              <fieldset key={office.id} className="mt-6">
                <legend className="text-xl font-semibold">{office.name}</legend>
                <div className="mt-2 flex items-center gap-3">
                  <input
                    id={`hours-${own.name}`}
                    type="checkbox"
                    name={own.name}
                    value="yes"
                    defaultChecked={own.defaultValue === "yes"}
                    className="size-6"
                  />
                  <label htmlFor={`hours-${own.name}`}>This office keeps different hours</label>
                </div>
                <p className="mt-1 max-w-2xl text-muted">
                  Its rows below count only when this is ticked; otherwise it keeps the firm's week.
                </p>
                <WeekTable
                  scope={office.id}
                  field={field}
                  caption={`${office.name} opening hours`}
                />
              </fieldset>
            );
          })}
          {preview && <HoursPreviewPanel preview={preview} />}
          <div className="mt-8 flex flex-wrap gap-4">
            {/* First in the form, so Enter in a box previews rather than saves. */}
            <button
              type="submit"
              name="intent"
              value="preview"
              className="min-h-11 rounded-md border-2 border-ink bg-white px-5 py-2 font-semibold"
            >
              Preview
            </button>
            <SubmitButton busy={busy} busyLabel="Saving...">
              Save office hours
            </SubmitButton>
          </div>
        </SiteForm>
      </div>
    </>
  );
}

function TimeRow({
  field,
  name,
  label,
}: {
  field: ReturnType<typeof bindFields>;
  name: string;
  label: string;
}) {
  const b = field(name);
  const id = `hours-${name}`;
  return (
    <tr>
      <th scope="row" className="px-2 py-2 text-left align-top font-semibold">
        <label htmlFor={id}>{label}</label>
      </th>
      <td className={`px-2 py-2 ${b.error ? "border-l-4 border-error-700" : ""}`}>
        {b.error && (
          <p id={`${id}-error`} className="font-semibold text-error-700">
            <span className="sr-only">Error: </span>
            {b.error}
          </p>
        )}
        <input
          id={id}
          name={name}
          type="time"
          defaultValue={b.defaultValue}
          aria-invalid={b.error ? true : undefined}
          aria-describedby={b.error ? `${id}-error` : undefined}
          className="block min-h-11 w-32 rounded-md border-2 border-ink bg-white px-2 py-1"
        />
      </td>
    </tr>
  );
}

/** The step before saving hours that leave bookings outside: what they are, and the choice. */
function ConfirmOutside({ step, busy }: { step: ConfirmStep; busy: boolean }) {
  const count = step.outside.length;
  return (
    <>
      <h1 className="text-4xl">Office hours</h1>
      <div role="alert" className="mt-6 max-w-3xl rounded-md border-4 border-navy-900 bg-white p-5">
        <h2 className="text-2xl">
          {count === 1
            ? "This booking falls outside the new hours. Saving keeps it; it gets a to-do."
            : `These ${count} bookings fall outside the new hours. Saving keeps them; each gets a to-do.`}
        </h2>
        <table className="mt-4 w-full border-collapse text-left">
          <ColumnHeads names={["Reference", "Client", "When", "Meeting"]} />
          <tbody>
            {step.outside.map((b) => (
              <tr key={b.id} className="border-b border-stone-200">
                <td className="px-2 py-2">
                  <SiteLink to={`/admin/consultations/${b.id}`}>{b.reference}</SiteLink>
                </td>
                <td className="px-2 py-2">{b.name}</td>
                <td className="px-2 py-2">{b.request ? `${b.when} (Saturday request)` : b.when}</td>
                <td className="px-2 py-2">{b.meetingType}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4">
          Nothing is cancelled and nobody is e-mailed. Agree a new time with each client, or keep
          the booking, and mark its to-do done on the dashboard.
        </p>
        <SiteForm
          method="post"
          className="mt-4 flex flex-wrap gap-4"
          aria-label="Save office hours"
        >
          <HiddenFields values={step.values} />
          <input type="hidden" name="version" value={step.version} />
          <button
            type="submit"
            name="intent"
            value="confirm"
            disabled={busy}
            className="min-h-12 rounded-md bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800"
          >
            {busy ? "Saving..." : "Save and keep these bookings"}
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

/** The hours as the public pages would show them, from the form's unsaved values. */
function HoursPreviewPanel({ preview }: { preview: HoursPreview }) {
  return (
    <PreviewPanel id="hours-preview-heading" className="mt-8 max-w-xl">
      <p className="mt-3">{preview.sentence}</p>
      <h3 className="mt-4 text-xl">Opening hours</h3>
      <OpeningHoursList rows={preview.rows} />
      {preview.offices.map((office) => (
        <div key={office.name} className="mt-4">
          <h3 className="text-lg">{office.name}</h3>
          <OpeningHoursList rows={office.rows} />
        </div>
      ))}
    </PreviewPanel>
  );
}
