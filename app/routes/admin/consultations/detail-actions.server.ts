import { type AppLoadContext, data } from "react-router";
import { formProblem, parseForm } from "~/lib/admin/form.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import type { PublicUser } from "~/lib/schemas/auth";
import {
  attendanceSchema,
  cancelSchema,
  noteSchema,
  rescheduleSchema,
} from "~/lib/schemas/consultation-admin";

type Result =
  | { kind: "done"; booking: { reference: string } }
  | { kind: "not-found" }
  | { kind: "refused"; message: string };

/** Runs one of the detail page's forms, chosen by its intent, and answers as a page action does. */
export async function runConsultationAction(
  services: AppLoadContext["services"],
  user: PublicUser,
  id: string,
  form: FormData,
) {
  const actor = { id: user.id, name: user.name };
  const actions = services.bookingAdmin.consultations;
  const here = `/admin/consultations/${id}`;
  const answer = (result: Result, notice: (reference: string) => string) => {
    if (result.kind === "not-found") throw data({ message: "Booking not found" }, { status: 404 });
    if (result.kind === "refused") return formProblem(form, result.message, 409);
    return redirectWithNotice(here, notice(result.booking.reference));
  };

  switch (form.get("intent")) {
    case "confirm":
      return answer(
        await actions.confirmRequest(actor, id),
        (r) => `Saturday request ${r} confirmed`,
      );
    case "attendance": {
      const parsed = parseForm(form, attendanceSchema);
      if (!parsed.success) return parsed.response;
      const kind = parsed.data.attendance;
      return answer(
        await actions.markAttendance(actor, id, kind),
        (r) => `Booking ${r} marked ${kind === "attended" ? "attended" : "did not attend"}`,
      );
    }
    case "cancel": {
      const parsed = parseForm(form, cancelSchema);
      if (!parsed.success) return parsed.response;
      return answer(
        await actions.cancel(actor, id, parsed.data.reason),
        (r) => `Booking ${r} cancelled`,
      );
    }
    case "reschedule": {
      const parsed = parseForm(form, rescheduleSchema);
      if (!parsed.success) return parsed.response;
      return answer(
        await actions.reschedule(actor, id, parsed.data.start),
        (r) => `Booking ${r} moved`,
      );
    }
    case "note": {
      const parsed = parseForm(form, noteSchema);
      if (!parsed.success) return parsed.response;
      return answer(
        await actions.addNote(actor, id, parsed.data.body),
        (r) => `Note added to ${r}`,
      );
    }
    default:
      return formProblem(form, "Choose one of the actions on this page.", 400);
  }
}
