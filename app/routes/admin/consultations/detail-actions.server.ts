import { data } from "react-router";
import {
  type AdminAnswer,
  type AdminPost,
  runIntent,
  withFields,
} from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { showFormAgain } from "~/lib/forms/form-action.server";
import {
  attendanceSchema,
  cancelSchema,
  noteSchema,
  reassignSchema,
  rescheduleSchema,
} from "~/shared/schemas/consultation-admin";
import { bookingNotFound } from "./detail.server";

type Result =
  | { kind: "done"; booking: { reference: string } }
  | { kind: "not-found" }
  | { kind: "refused"; message: string };

/** Runs one of the detail page's forms, chosen by its intent, and answers as a page action does. */
export async function runConsultationAction(
  { context, actor, user, submission }: AdminPost,
  id: string,
) {
  const actions = context.services.bookingAdmin.consultations;
  const answer = (result: Result, notice: (reference: string) => string): AdminAnswer => {
    if (result.kind === "not-found") throw bookingNotFound();
    if (result.kind === "refused") {
      return showFormAgain(submission, { formError: result.message, status: 409 });
    }
    return redirectWithNotice(`/admin/consultations/${id}`, notice(result.booking.reference));
  };
  return runIntent(
    submission,
    {
      confirm: async () =>
        answer(await actions.confirmRequest(actor, id), (r) => `Saturday request ${r} confirmed`),
      attendance: withFields(submission, attendanceSchema, async ({ attendance }) =>
        answer(
          await actions.markAttendance(actor, id, attendance),
          (r) => `Booking ${r} marked ${attendance === "attended" ? "attended" : "did not attend"}`,
        ),
      ),
      cancel: withFields(submission, cancelSchema, async ({ reason }) =>
        answer(await actions.cancel(actor, id, reason), (r) => `Booking ${r} cancelled`),
      ),
      reschedule: withFields(submission, rescheduleSchema, async ({ start }) =>
        answer(await actions.reschedule(actor, id, start), (r) => `Booking ${r} moved`),
      ),
      async reassign() {
        // Who meets a client is an admin's call (issue 30); staff are not offered the form.
        if (user.role !== "admin") {
          throw data(
            { message: "Only an admin can give a booking to another lawyer" },
            { status: 403 },
          );
        }
        return withFields(submission, reassignSchema, async ({ lawyerId }) =>
          answer(
            await actions.reassign(actor, id, lawyerId),
            (r) => `Booking ${r} given to another lawyer; the client has an updated invite`,
          ),
        )();
      },
      note: withFields(submission, noteSchema, async ({ body }) =>
        answer(await actions.addNote(actor, id, body), (r) => `Note added to ${r}`),
      ),
    },
    "Choose one of the actions on this page.",
  );
}
