import { Form } from "react-router";
import { RadioGroup, SelectField } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { TextField } from "~/components/forms/text-field";
import { londonDayTime } from "~/lib/admin/booking-format";
import type { FormProblem } from "~/lib/admin/form.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { capacityPoolNames, poolLabels } from "~/lib/schemas/consultation-admin";
import type { Route } from "./+types/availability";
import { runAvailabilityAction } from "./availability-actions.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const availability = context.services.bookingAdmin.availability;
  const [rules, blocks] = await Promise.all([availability.rules(), availability.upcomingBlocks()]);
  return {
    rules,
    blocks: blocks.map((b) => ({
      id: b.id,
      pool: b.pool,
      reason: b.reason,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  return runAvailabilityAction(context.services, user, await request.formData());
}

export const meta: Route.MetaFunction = () => [{ title: "Availability | Admin" }];

const button =
  "inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800";
const panel = "mt-4 max-w-3xl rounded-lg border border-stone-200 bg-white p-5";

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, blocks } = loaderData;
  const problem = actionData as FormProblem | undefined;
  const failed = (intent: string) => (problem?.values.intent === intent ? problem : undefined);
  const caps = failed("capacities");
  const settings = failed("settings");
  const block = failed("add-block");
  const noticeInHours = rules.minimumNoticeMinutes % 60 === 0;

  return (
    <>
      <h1 className="text-4xl">Availability</h1>
      <p className="mt-2 max-w-3xl">
        Changes apply to the public booking page straight away. Existing bookings are never moved or
        cancelled by a change here.
      </p>
      {problem && (
        <div className="mt-6 max-w-3xl">
          <ErrorSummary
            idPrefix="availability"
            errors={problem.errors}
            formError={problem.formError}
            order={[
              ...capacityPoolNames,
              "notice",
              "noticeUnit",
              "windowDays",
              "pool",
              "startDate",
              "endDate",
              "fromTime",
              "toTime",
              "reason",
            ]}
          />
        </div>
      )}

      <section aria-labelledby="capacity-heading" className="mt-8">
        <h2 id="capacity-heading" className="text-2xl">
          Capacity
        </h2>
        <Form method="post" className={panel}>
          <input type="hidden" name="intent" value="capacities" />
          <p className="mb-4">
            How many consultations each can hold at the same time (0 to 20; 0 stops bookings).
          </p>
          {capacityPoolNames.map((pool) => (
            <TextField
              key={pool}
              idPrefix="availability"
              name={pool}
              label={poolLabels[pool]}
              inputMode="numeric"
              className="max-w-32!"
              defaultValue={caps?.values[pool] ?? String(rules.capacities[pool])}
              error={caps?.errors[pool]}
            />
          ))}
          <button type="submit" className={button}>
            Save capacities
          </button>
        </Form>
      </section>

      <section aria-labelledby="rules-heading" className="mt-10">
        <h2 id="rules-heading" className="text-2xl">
          Notice and booking window
        </h2>
        <Form method="post" className={panel}>
          <input type="hidden" name="intent" value="settings" />
          <TextField
            idPrefix="availability"
            name="notice"
            label="Minimum notice"
            hint="The shortest time between booking and the consultation."
            inputMode="numeric"
            className="max-w-32!"
            defaultValue={
              settings?.values.notice ??
              String(noticeInHours ? rules.minimumNoticeMinutes / 60 : rules.minimumNoticeMinutes)
            }
            error={settings?.errors.notice}
          />
          <RadioGroup
            idPrefix="availability"
            name="noticeUnit"
            label="Minimum notice is in"
            defaultValue={settings?.values.noticeUnit ?? (noticeInHours ? "hours" : "minutes")}
            error={settings?.errors.noticeUnit}
            options={[
              { value: "hours", label: "Hours" },
              { value: "minutes", label: "Minutes" },
            ]}
          />
          <TextField
            idPrefix="availability"
            name="windowDays"
            label="Booking window, in days"
            hint="How far ahead people can book (1 to 365)."
            inputMode="numeric"
            className="max-w-32!"
            defaultValue={settings?.values.windowDays ?? String(rules.maxDaysAhead)}
            error={settings?.errors.windowDays}
          />
          <button type="submit" className={button}>
            Save notice and window
          </button>
        </Form>
      </section>

      <section aria-labelledby="blocks-heading" className="mt-10">
        <h2 id="blocks-heading" className="text-2xl">
          Blocked times
        </h2>
        {blocks.length === 0 ? (
          <p className="mt-3">Nothing is blocked from now on.</p>
        ) : (
          <div className="mt-3 max-w-3xl overflow-x-auto">
            <table className="w-full border-collapse bg-white text-left">
              <caption className="sr-only">Upcoming blocked times</caption>
              <thead>
                <tr className="border-b-2 border-ink">
                  <th scope="col" className="px-3 py-2">
                    From
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Until
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Applies to
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Reason
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {blocks.map((b) => (
                  <tr key={b.id} className="border-b border-stone-200 align-top">
                    <td className="px-3 py-2">{londonDayTime(b.startsAt)}</td>
                    <td className="px-3 py-2">{londonDayTime(b.endsAt)}</td>
                    <td className="px-3 py-2">{b.pool ? poolLabels[b.pool] : "All meetings"}</td>
                    <th scope="row" className="px-3 py-2 font-normal">
                      {b.reason}
                    </th>
                    <td className="px-3 py-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove-block" />
                        <input type="hidden" name="id" value={b.id} />
                        <button
                          type="submit"
                          className="min-h-11 rounded-md border-2 border-navy-900 px-3 py-1.5 font-semibold"
                        >
                          Remove<span className="sr-only">{` the block "${b.reason}"`}</span>
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        <Form method="post" className={panel}>
          <input type="hidden" name="intent" value="add-block" />
          <h3 className="mb-4 text-xl">Block a date or time</h3>
          <SelectField
            idPrefix="availability"
            name="pool"
            label="Which meetings"
            defaultValue={block?.values.pool ?? "all"}
            error={block?.errors.pool}
            options={[
              { value: "all", label: "All meetings" },
              ...capacityPoolNames.map((p) => ({ value: p, label: poolLabels[p] })),
            ]}
          />
          <TextField
            idPrefix="availability"
            name="startDate"
            label="First date"
            type="date"
            defaultValue={block?.values.startDate ?? ""}
            error={block?.errors.startDate}
          />
          <TextField
            idPrefix="availability"
            name="endDate"
            label="Last date (optional)"
            hint="Leave empty to block one day."
            type="date"
            defaultValue={block?.values.endDate ?? ""}
            error={block?.errors.endDate}
          />
          <TextField
            idPrefix="availability"
            name="fromTime"
            label="From time (optional)"
            hint="Leave both times empty to block whole days. UK time, like 13:00."
            type="time"
            defaultValue={block?.values.fromTime ?? ""}
            error={block?.errors.fromTime}
          />
          <TextField
            idPrefix="availability"
            name="toTime"
            label="Until time (optional)"
            type="time"
            defaultValue={block?.values.toTime ?? ""}
            error={block?.errors.toTime}
          />
          <TextField
            idPrefix="availability"
            name="reason"
            label="Reason"
            hint="For staff, like 'Staff training'."
            maxLength={200}
            defaultValue={block?.values.reason ?? ""}
            error={block?.errors.reason}
          />
          <button type="submit" className={button}>
            Add block
          </button>
        </Form>
      </section>
    </>
  );
}
