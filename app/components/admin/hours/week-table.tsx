import { ColumnHeads } from "~/components/admin/column-heads";
import { dayStatuses, hoursField, type WeekScope } from "~/lib/admin/hours-form";
import type { FieldBinding } from "~/lib/forms/form-problem";
import { type Weekday, weekdayNames, weekdays } from "~/shared/firm/facts";
import { SelectCell, TimeCell } from "./hours-cells";

type Field = (name: string) => FieldBinding;

/** One week's days as table rows: open, by appointment or closed, and the opening times. */
export function WeekTable({
  scope,
  field,
  caption,
}: {
  scope: WeekScope;
  field: Field;
  caption: string;
}) {
  return (
    <table className="stacked-table mt-3 border-collapse bg-white text-left">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <ColumnHeads names={["Day", "Status", "Opens", "Closes"]} />
      <tbody>
        {weekdays.map((day) => (
          <WeekRow key={day} scope={scope} day={day} field={field} />
        ))}
      </tbody>
    </table>
  );
}

function WeekRow({ scope, day, field }: { scope: WeekScope; day: Weekday; field: Field }) {
  const name = weekdayNames[day];
  return (
    <tr className="border-b border-stone-200">
      <th scope="row" className="px-2 py-2 align-top font-semibold">
        {name}
      </th>
      <SelectCell
        {...field(hoursField.status(scope, day))}
        label={name}
        options={dayStatuses}
        column="Status"
      />
      <TimeCell {...field(hoursField.opens(scope, day))} label={`${name} opens`} column="Opens" />
      <TimeCell
        {...field(hoursField.closes(scope, day))}
        label={`${name} closes`}
        column="Closes"
      />
    </tr>
  );
}

/** Consultation hours: per day, the window within which 30-minute consultations start and end. */
export function ConsultationTable({ field }: { field: Field }) {
  return (
    <table className="stacked-table mt-3 border-collapse bg-white text-left">
      <caption className="mb-2 text-left font-semibold">Consultation hours</caption>
      <ColumnHeads names={["Day", "First starts", "Last ends"]} />
      <tbody>
        {weekdays.map((day) => {
          const name = weekdayNames[day];
          return (
            <tr key={day} className="border-b border-stone-200">
              <th scope="row" className="px-2 py-2 align-top font-semibold">
                {name}
              </th>
              <TimeCell
                {...field(hoursField.consultOpens(day))}
                label={`Consultations on ${name} from`}
                step={1800}
                column="First starts"
              />
              <TimeCell
                {...field(hoursField.consultCloses(day))}
                label={`Consultations on ${name} until`}
                step={1800}
                column="Last ends"
              />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
