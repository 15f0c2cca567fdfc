import { type AdminPost, runIntent, withFields } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { showFormAgain, textOf } from "~/lib/forms/form-action.server";
import { blockSchema, capacitiesSchema, settingsSchema } from "~/shared/schemas/consultation-admin";
import { isUuid } from "~/shared/uuid";

const here = "/admin/availability";

/** The availability page's four forms, told apart by their intent. */
export async function runAvailabilityAction({ context, actor, submission }: AdminPost) {
  const availability = context.services.bookingAdmin.availability;
  return runIntent(
    submission,
    {
      capacities: withFields(submission, capacitiesSchema, async (capacities) => {
        const { changed } = await availability.setCapacities(actor, capacities);
        return redirectWithNotice(here, changed ? "Capacities saved" : "Capacities unchanged");
      }),
      settings: withFields(submission, settingsSchema, async (rules) => {
        await availability.setRules(actor, rules);
        return redirectWithNotice(here, "Minimum notice and booking window saved");
      }),
      "add-block": withFields(submission, blockSchema, async (block) => {
        await availability.addBlock(actor, block);
        return redirectWithNotice(here, `Blocked: ${block.reason}`);
      }),
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
