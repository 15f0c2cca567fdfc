import { type AppLoadContext, data, redirect } from "react-router";
import { firm } from "~/config/firm";
import { manageTokenPattern } from "~/lib/booking-options";

/** What the manage page shows after a post that did not end in a redirect. */
export type ManageActionData =
  | { kind: "problem"; error: string }
  /** The question asked before moving: nothing has changed yet. */
  | { kind: "confirm-move"; start: string }
  /** The question asked before cancelling, carrying the reason typed so far. */
  | { kind: "confirm-cancel"; reason: string };

const REASON_MAX = 500;

const problem = (error: string, status: number) =>
  data<ManageActionData>({ kind: "problem", error }, { status });

/**
 * The manage link's posts. Cancelling and moving each take two: the first only asks "are you
 * sure?" (a page of its own, so it works without JavaScript), and only a post that carries
 * `confirmed=yes` from that page changes the booking.
 */
export async function handleManageForm(request: Request, token: string, context: AppLoadContext) {
  if (!manageTokenPattern.test(token)) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  const confirmed = form.get("confirmed") === "yes";
  const page = `/consultation/manage/${token}`;
  const bookings = context.services.bookings;

  if (intent === "cancel") {
    const reason = String(form.get("reason") ?? "")
      .trim()
      .slice(0, REASON_MAX);
    if (!confirmed) {
      const booking = await bookings.findByToken(token);
      if (!booking) throw data(null, { status: 404 });
      // Already cancelled (a second tab, Back): there is nothing left to ask about.
      if (booking.status === "cancelled") return redirect(page);
      return data<ManageActionData>({ kind: "confirm-cancel", reason });
    }
    await bookings.cancel(token, reason || null);
    return redirect(page);
  }

  if (intent === "reschedule") {
    const start = String(form.get("start") ?? "");
    if (!confirmed) {
      const booking = await bookings.findByToken(token);
      if (!booking) throw data(null, { status: 404 });
      if (booking.status === "cancelled")
        return problem(
          "This booking was cancelled, so it can't be moved. Please book a new time.",
          409,
        );
      if (booking.status !== "confirmed")
        return problem(
          `A Saturday request can't be moved here. Please call us on ${firm.phone}.`,
          409,
        );
      // The question names the new time, so it must be one.
      const when = new Date(start);
      if (Number.isNaN(when.getTime())) return problem("Choose a new time.", 400);
      if (when.getTime() === booking.startsAt.getTime())
        return problem("That is already your time. Choose a different one.", 400);
      return data<ManageActionData>({ kind: "confirm-move", start: when.toISOString() });
    }
    const result = await bookings.reschedule(token, new Date(start));
    if (result.kind === "moved") return redirect(`${page}?moved=1`);
    if (result.kind === "not-found") throw data(null, { status: 404 });
    return problem(
      result.kind === "cancelled"
        ? "This booking was cancelled, so it can't be moved. Please book a new time."
        : "Sorry, that time has just gone. Please choose another.",
      409,
    );
  }

  return problem("Choose cancel or change time.", 400);
}
