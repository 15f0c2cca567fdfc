import { type AppLoadContext, data } from "react-router";
import { idParam } from "~/lib/admin/id-param";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { savedBySomeoneElse } from "~/lib/admin/save-edit.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import {
  parseSubmission,
  readSubmission,
  showFormAgain,
  textOf,
} from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import { lawyerSettingsSchema } from "~/shared/schemas/lawyer-admin";
import { isUuid } from "~/shared/uuid";

/**
 * Saves a team member's consultation settings. Staff may change them as they may the rest of
 * the team member; only an admin links a staff account, so a staff post naming one is refused.
 */
export async function saveLawyerSettings(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  const user = requireStaff(request, context);
  const id = idParam(rawId);
  const submission = await readSubmission(request, "uncut");
  const isAdmin = user.role === "admin";
  if (!isAdmin && "userId" in submission.fields) {
    throw data({ message: "Only an admin can link a staff account" }, { status: 403 });
  }
  const version = Number(textOf(submission, "version"));
  const stale = () =>
    showFormAgain(submission, { status: 409, formError: savedBySomeoneElse("these settings") });
  if (!Number.isInteger(version) || version < 1) return stale();
  const { hours } = await context.services.firm.facts();
  const parsed = parseSubmission(submission, lawyerSettingsSchema(hours.consultations));
  const userId = textOf(submission, "userId");
  if (isAdmin && userId !== "" && !isUuid(userId)) {
    return showFormAgain(submission, {
      errors: { userId: "Choose a staff account from the list" },
    });
  }
  if (!parsed.success) return parsed.response;
  const result = await context.services.lawyers.settings.save(
    { id: user.id, name: user.name },
    id,
    version,
    parsed.data,
    isAdmin ? userId || null : undefined,
  );
  switch (result.kind) {
    case "not-found":
      return notFound();
    case "stale":
      return stale();
    case "account-unavailable":
      return showFormAgain(submission, {
        errors: {
          userId:
            "That account is linked to someone else or is not a staff account: choose another",
        },
      });
    case "saved":
      return redirectWithNotice(
        `/admin/team/${id}/lawyer`,
        `${result.name}'s consultation settings saved`,
      );
  }
}
