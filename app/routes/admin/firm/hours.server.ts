import { type AppLoadContext, data } from "react-router";
import { fieldOfIssue, hoursFieldOrder, hoursFromFields } from "~/lib/admin/hours-form";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { requireAdmin } from "~/lib/auth/require-user.server";
import { readSubmission, showFormAgain, textOf } from "~/lib/forms/form-action.server";
import { meetingTypeLabels } from "~/shared/booking/options";
import type { Office, OfficeHours } from "~/shared/firm/facts";
import {
  byAppointmentClause,
  type HoursRow,
  officesWithOwnHours,
  openingHoursRows,
  weekdayOfficeHours,
} from "~/shared/firm/office-hours";
import { officeHoursSchema } from "~/shared/firm/settings-schemas";
import { formatDateAndTime } from "~/shared/time/format";

/** A booking the new hours leave outside, as the confirmation step lists it. */
export interface OutsideRow {
  id: string;
  reference: string;
  name: string;
  when: string;
  meetingType: string;
  request: boolean;
}

/** The confirmation step: the hours are valid but leave bookings outside. */
export interface ConfirmStep {
  step: "confirm";
  outside: OutsideRow[];
  values: Record<string, string>;
  /** The version the admin's form was loaded with, sent on with the confirmation. */
  version: number;
}

const only = (fields: Record<string, string | string[]>) =>
  Object.fromEntries(
    Object.entries(fields).filter(
      (e): e is [string, string] => typeof e[1] === "string" && hoursFieldOrder.includes(e[0]),
    ),
  );

export async function hoursAction(request: Request, context: AppLoadContext) {
  const admin = requireAdmin(request, context);
  const submission = await readSubmission(request, "uncut");
  const intent = textOf(submission, "intent");
  const version = Number(textOf(submission, "version"));
  const fields = only(submission.fields);
  // "Go back" from the confirmation step: the form again, everything typed kept.
  if (intent === "back") return showFormAgain(submission, { status: 200 });
  if (!Number.isInteger(version) || version < 0) throw data(null, { status: 400 });

  const parsed = officeHoursSchema.safeParse(hoursFromFields(fields));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    const { offices } = await context.services.firm.facts();
    for (const issue of parsed.error.issues) {
      const found = fieldOfIssue(issue.path, issue.message, fields, offices);
      if (found && !errors[found[0]]) errors[found[0]] = found[1];
    }
    return showFormAgain(submission, {
      errors,
      formError:
        Object.keys(errors).length === 0
          ? "These hours could not be read. Check each day."
          : undefined,
    });
  }
  // "Preview": the hours as visitors will read them, with the form kept and nothing saved.
  if (intent === "preview") {
    const { offices } = await context.services.firm.facts();
    return showFormAgain(submission, {
      status: 200,
      extra: { preview: hoursPreview(parsed.data, offices) },
    });
  }
  const service = context.services.firmHours;
  if (intent !== "confirm") {
    const outside = await service.outsideBookings(parsed.data);
    if (outside.length > 0) {
      const step: ConfirmStep = {
        step: "confirm",
        values: fields,
        version,
        outside: outside.map((b) => ({
          id: b.id,
          reference: b.reference,
          name: b.name,
          when: formatDateAndTime(b.startsAt),
          meetingType: meetingTypeLabels[b.meetingType],
          request: b.status === "requested",
        })),
      };
      return step;
    }
  }
  const saved = await service.save({ hours: parsed.data, expectedVersion: version, actor: admin });
  if (!saved.ok) {
    return showFormAgain(submission, {
      status: 409,
      formError:
        "Someone else saved the office hours while you were editing. Your changes are below, not saved: open the page again to see theirs, then make your changes once more.",
    });
  }
  const todos = saved.todos ?? 0;
  return redirectWithNotice(
    "/admin/firm/hours",
    todos > 0
      ? `Saved. ${todos === 1 ? "1 booking falls" : `${todos} bookings fall`} outside the new hours: each has a to-do on the dashboard.`
      : "Saved. The new hours show on every page now.",
  );
}

/** What the public pages would show for these hours: the firm's list and any office's own. */
export interface HoursPreview {
  sentence: string;
  rows: HoursRow[];
  offices: Array<{ name: string; rows: HoursRow[] }>;
}

export function hoursPreview(
  hours: OfficeHours,
  offices: ReadonlyArray<Pick<Office, "id" | "name">>,
): HoursPreview {
  return {
    sentence: `We are open ${weekdayOfficeHours(hours)}${byAppointmentClause(hours)}.`,
    rows: [...openingHoursRows(hours)],
    offices: officesWithOwnHours(hours).map((id) => ({
      name: offices.find((o) => o.id === id)?.name ?? id,
      rows: [...openingHoursRows(hours, id)],
    })),
  };
}
