import type { AppLoadContext } from "react-router";
import { type AdminAnswer, runIntent } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { parseSubmission, readSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import type { PublicUser } from "~/lib/schemas/auth";
import {
  attendanceSchema,
  cancelSchema,
  noteSchema,
  rescheduleSchema,
} from "~/lib/schemas/consultation-admin";
import type { z } from "~/lib/zod";
import { bookingNotFound } from "./detail.server";

type Result =
  | { kind: "done"; booking: { reference: string } }
  | { kind: "not-found" }
  | { kind: "refused"; message: string };

/** Runs one of the detail page's forms, chosen by its intent, and answers as a page action does. */
export async function runConsultationAction(
  context: AppLoadContext,
  user: PublicUser,
  id: string,
  request: Request,
) {
  const submission = await readSubmission(request, "uncut");
  const actor = { id: user.id, name: user.name };
  const actions = context.services.bookingAdmin.consultations;
  const answer = (result: Result, notice: (reference: string) => string): AdminAnswer => {
    if (result.kind === "not-found") throw bookingNotFound();
    if (result.kind === "refused") {
      return showFormAgain(submission, { formError: result.message, status: 409 });
    }
    return redirectWithNotice(`/admin/consultations/${id}`, notice(result.booking.reference));
  };
  /** A form with fields: parsed first, then run, then answered. */
  const withFields =
    <S extends z.ZodType>(
      schema: S,
      run: (fields: z.output<S>) => Promise<Result>,
      notice: (fields: z.output<S>, reference: string) => string,
    ) =>
    async () => {
      const parsed = parseSubmission(submission, schema);
      if (!parsed.success) return parsed.response;
      return answer(await run(parsed.data), (r) => notice(parsed.data, r));
    };

  return runIntent(
    submission,
    {
      confirm: async () =>
        answer(await actions.confirmRequest(actor, id), (r) => `Saturday request ${r} confirmed`),
      attendance: withFields(
        attendanceSchema,
        (f) => actions.markAttendance(actor, id, f.attendance),
        (f, r) =>
          `Booking ${r} marked ${f.attendance === "attended" ? "attended" : "did not attend"}`,
      ),
      cancel: withFields(
        cancelSchema,
        (f) => actions.cancel(actor, id, f.reason),
        (_, r) => `Booking ${r} cancelled`,
      ),
      reschedule: withFields(
        rescheduleSchema,
        (f) => actions.reschedule(actor, id, f.start),
        (_, r) => `Booking ${r} moved`,
      ),
      note: withFields(
        noteSchema,
        (f) => actions.addNote(actor, id, f.body),
        (_, r) => `Note added to ${r}`,
      ),
    },
    "Choose one of the actions on this page.",
  );
}
