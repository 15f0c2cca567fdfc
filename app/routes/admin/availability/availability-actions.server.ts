import type { AppLoadContext } from "react-router";
import { runIntent } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import {
  parseSubmission,
  readSubmission,
  showFormAgain,
  textOf,
} from "~/lib/forms/form-action.server";
import type { PublicUser } from "~/lib/schemas/auth";
import { blockSchema, capacitiesSchema, settingsSchema } from "~/lib/schemas/consultation-admin";
import { isUuid } from "~/lib/uuid";

const here = "/admin/availability";

/** The availability page's four forms, told apart by their intent. */
export async function runAvailabilityAction(
  context: AppLoadContext,
  user: PublicUser,
  request: Request,
) {
  const submission = await readSubmission(request, "uncut");
  const actor = { id: user.id, name: user.name };
  const availability = context.services.bookingAdmin.availability;
  return runIntent(
    submission,
    {
      async capacities() {
        const parsed = parseSubmission(submission, capacitiesSchema);
        if (!parsed.success) return parsed.response;
        const { changed } = await availability.setCapacities(actor, parsed.data);
        return redirectWithNotice(here, changed ? "Capacities saved" : "Capacities unchanged");
      },
      async settings() {
        const parsed = parseSubmission(submission, settingsSchema);
        if (!parsed.success) return parsed.response;
        await availability.setRules(actor, parsed.data);
        return redirectWithNotice(here, "Minimum notice and booking window saved");
      },
      async "add-block"() {
        const parsed = parseSubmission(submission, blockSchema);
        if (!parsed.success) return parsed.response;
        await availability.addBlock(actor, parsed.data);
        return redirectWithNotice(here, `Blocked: ${parsed.data.reason}`);
      },
      async "remove-block"() {
        const id = textOf(submission, "id");
        const removed = isUuid(id) ? await availability.removeBlock(actor, id) : undefined;
        if (!removed) {
          return showFormAgain(submission, {
            formError: "That block has already been removed.",
            status: 404,
          });
        }
        return redirectWithNotice(here, `Removed the block "${removed.reason}"`);
      },
    },
    "Choose one of the forms on this page.",
  );
}
