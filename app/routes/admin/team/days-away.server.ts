import { type AppLoadContext, data } from "react-router";
import { idParam } from "~/lib/admin/id-param";
import { runIntent } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import {
  parseSubmission,
  readSubmission,
  showFormAgain,
  textOf,
} from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import { meetingTypeLabels } from "~/shared/booking/options";
import { daysAwaySchema } from "~/shared/schemas/lawyer-admin";
import { formatDateAndTime } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import { isUuid } from "~/shared/uuid";

/** A booking the days away would cover, as the confirmation step lists it. */
export interface CoveredRow {
  id: string;
  reference: string;
  name: string;
  when: string;
  meetingType: string;
}

export interface DaysAwayConfirm {
  step: "confirm";
  covered: CoveredRow[];
  values: Record<string, string>;
}

/**
 * The lawyer a days-away screen names, and who may use it: an admin for anyone, a staff
 * member only for the team member their account is linked to (anyone else's is 403).
 */
export async function daysAwayAccess(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  const user = requireStaff(request, context);
  const id = idParam(rawId);
  const lawyer = await context.services.lawyers.settings.get(id);
  if (!lawyer) notFound();
  if (user.role !== "admin" && lawyer.userId !== user.id) {
    throw data({ message: "You can only manage your own days away" }, { status: 403 });
  }
  return { user, lawyer, actor: { id: user.id, name: user.name } };
}

export async function daysAwayAction(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  const { lawyer, actor } = await daysAwayAccess(request, context, rawId);
  const submission = await readSubmission(request, "uncut");
  const daysAway = context.services.lawyers.daysAway;
  const here = `/admin/team/${lawyer.id}/days-away`;
  const add = async (confirmed: boolean) => {
    const parsed = parseSubmission(submission, daysAwaySchema(todayInLondon(context.clock.now())));
    if (!parsed.success) return parsed.response;
    if (!confirmed) {
      const covered = await daysAway.coveredBookings(lawyer.id, parsed.data);
      if (covered.length > 0) {
        const step: DaysAwayConfirm = {
          step: "confirm",
          values: {
            startsOn: parsed.data.startsOn,
            endsOn: parsed.data.endsOn,
            note: parsed.data.note,
          },
          covered: covered.map((b) => ({
            id: b.id,
            reference: b.reference,
            name: b.name,
            when: formatDateAndTime(b.startsAt),
            meetingType: meetingTypeLabels[b.meetingType],
          })),
        };
        return step;
      }
    }
    const added = await daysAway.add(actor, lawyer.id, parsed.data);
    if (added.kind === "not-found") return notFound();
    return redirectWithNotice(
      here,
      added.todos > 0
        ? `Days away added. ${added.todos === 1 ? "1 booking needs" : `${added.todos} bookings need`} another lawyer: each has a to-do on the dashboard.`
        : "Days away added",
    );
  };
  return runIntent<Response | DaysAwayConfirm | ReturnType<typeof showFormAgain>>(
    submission,
    {
      add: () => add(false),
      confirm: () => add(true),
      // "Go back" from the confirmation step: the form again, with what was typed.
      back: async () => showFormAgain(submission, { status: 200 }),
      async remove() {
        const id = textOf(submission, "id");
        const removed = isUuid(id) ? await daysAway.remove(actor, lawyer.id, id) : undefined;
        if (!removed) {
          return showFormAgain(submission, {
            formError: "Those days away have already been removed.",
            status: 404,
          });
        }
        return redirectWithNotice(here, "Days away removed");
      },
    },
    "Choose one of the forms on this page.",
  );
}
