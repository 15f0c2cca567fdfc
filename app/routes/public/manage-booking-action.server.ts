import { type AppLoadContext, data, redirect } from "react-router";
import { CANCELLED_CANNOT_MOVE, moveRefusal, TIME_JUST_GONE } from "~/lib/booking/move-refusals";
import { parseSubmission, readSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import { secretTokenPattern } from "~/shared/auth/secret-token-pattern";
import { CANCEL_REASON_MAX, manageBookingSchema } from "~/shared/schemas/booking";

/** The question asked before a change (ADR 018): nothing has changed yet. */
export type ManageQuestion =
  /** Before moving, naming the new time. */
  | { kind: "confirm-move"; start: string }
  /** Before cancelling, carrying the reason typed so far. */
  | { kind: "confirm-cancel"; reason: string };

const question = (asked: ManageQuestion) => data<ManageQuestion>(asked);

/**
 * The manage link's posts. Cancelling and moving each take two: the first only asks "are you
 * sure?" (a page of its own, so it works without JavaScript), and only a post that carries
 * `confirmed=yes` from that page changes the booking. Anything else is a 400 saying what to fix.
 */
export async function handleManageForm(request: Request, token: string, context: AppLoadContext) {
  if (!secretTokenPattern.test(token)) notFound();
  const submission = await readSubmission(request, { reason: CANCEL_REASON_MAX });
  const parsed = parseSubmission(submission, manageBookingSchema);
  if (!parsed.success) return parsed.response;
  const post = parsed.data;
  const refuse = (formError: string, status: number) =>
    showFormAgain(submission, { formError, status });
  const page = `/consultation/manage/${token}`;
  const bookings = context.services.bookings;

  if (post.intent === "cancel") {
    if (!post.confirmed) {
      const booking = await bookings.findByToken(token);
      if (!booking) notFound();
      // Already cancelled (a second tab, Back): there is nothing left to ask about.
      if (booking.status === "cancelled") return redirect(page);
      return question({ kind: "confirm-cancel", reason: post.reason });
    }
    await bookings.cancel(token, post.reason || null);
    return redirect(page);
  }

  if (!post.confirmed) {
    const booking = await bookings.findByToken(token);
    if (!booking) notFound();
    const { phone } = await context.services.firm.facts();
    const refusal = moveRefusal(booking, post.start, phone);
    if (refusal) return refuse(refusal.message, refusal.status);
    return question({ kind: "confirm-move", start: post.start.toISOString() });
  }
  const result = await bookings.reschedule(token, post.start);
  if (result.kind === "moved") return redirect(`${page}?moved=1`);
  if (result.kind === "not-found") notFound();
  return refuse(result.kind === "cancelled" ? CANCELLED_CANNOT_MOVE : TIME_JUST_GONE, 409);
}
