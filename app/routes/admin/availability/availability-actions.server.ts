import type { AppLoadContext } from "react-router";
import { formProblem, parseForm } from "~/lib/admin/form.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import type { PublicUser } from "~/lib/schemas/auth";
import {
  blockSchema,
  capacitiesSchema,
  settingsSchema,
  uuidPattern,
} from "~/lib/schemas/consultation-admin";

const here = "/admin/availability";

/** The availability page's four forms, told apart by their intent. */
export async function runAvailabilityAction(
  services: AppLoadContext["services"],
  user: PublicUser,
  form: FormData,
) {
  const actor = { id: user.id, name: user.name };
  const availability = services.bookingAdmin.availability;
  switch (form.get("intent")) {
    case "capacities": {
      const parsed = parseForm(form, capacitiesSchema);
      if (!parsed.success) return parsed.response;
      const { changed } = await availability.setCapacities(actor, parsed.data);
      return redirectWithNotice(here, changed ? "Capacities saved" : "Capacities unchanged");
    }
    case "settings": {
      const parsed = parseForm(form, settingsSchema);
      if (!parsed.success) return parsed.response;
      await availability.setRules(actor, parsed.data);
      return redirectWithNotice(here, "Minimum notice and booking window saved");
    }
    case "add-block": {
      const parsed = parseForm(form, blockSchema);
      if (!parsed.success) return parsed.response;
      await availability.addBlock(actor, parsed.data);
      return redirectWithNotice(here, `Blocked: ${parsed.data.reason}`);
    }
    case "remove-block": {
      const id = String(form.get("id") ?? "");
      const removed = uuidPattern.test(id) ? await availability.removeBlock(actor, id) : undefined;
      if (!removed) return formProblem(form, "That block has already been removed.", 404);
      return redirectWithNotice(here, `Removed the block "${removed.reason}"`);
    }
    default:
      return formProblem(form, "Choose one of the forms on this page.", 400);
  }
}
