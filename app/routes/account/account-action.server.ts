import { type AppLoadContext, data, redirect } from "react-router";
import { runIntent } from "~/lib/admin/intent-action.server";
import { tooManyAttempts } from "~/lib/auth/too-many-attempts";
import { CANCELLED_CANNOT_MOVE, moveRefusal, TIME_JUST_GONE } from "~/lib/booking/move-refusals";
import {
  parseSubmission,
  readSubmission,
  showFormAgain,
  textOf,
} from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import { hoursInWords, VERIFY_LINK_HOURS } from "~/shared/auth/link-lifetimes";
import { mailBudgetMessage } from "~/shared/mail-budget-message";
import {
  type AccountIntent,
  accountCancelSchema,
  accountDetailsSchema,
  accountEmailSchema,
  accountMoveSchema,
  accountPasswordSchema,
  closeAccountSchema,
} from "~/shared/schemas/account";
import { formatDay, formatTime } from "~/shared/time/format";

/** What the page draws after a post that is not a problem: a notice or a question. */
export type AccountAnswer =
  | { kind: "notice"; intent: AccountIntent; message: string }
  | { kind: "confirm-cancel"; booking: string; reason: string }
  | { kind: "confirm-move"; booking: string; start: string }
  | { kind: "confirm-close" };

/** Every answer an account post can give: a redirect, a notice or question, or the form again. */
type AccountPostAnswer =
  | Response
  | ReturnType<typeof data<AccountAnswer>>
  | ReturnType<typeof showFormAgain>;

const notice = (intent: AccountIntent, message: string) =>
  data<AccountAnswer>({ kind: "notice", intent, message });

/** The account page's posts: one intent each, every one for the signed-in person only. */
export async function handleAccountForm(request: Request, context: AppLoadContext) {
  const user = context.user;
  if (!user) throw redirect("/auth?next=/account");
  const submission = await readSubmission(request, { reason: 500 });
  const account = context.services.accounts.client;
  // Every answer carries its intent, so the page draws it beside the form that was sent. A
  // handler runs only when the post names it, so inside one this is always an AccountIntent.
  const intent = textOf(submission, "intent") as AccountIntent;
  const again = (problem: { errors?: Record<string, string>; formError?: string }, status = 400) =>
    showFormAgain(submission, { ...problem, status, extra: { intent } });
  const parse = <S extends Parameters<typeof parseSubmission>[1]>(schema: S) =>
    parseSubmission(submission, schema, { extra: { intent } });
  // A change of e-mail address, of password and a closure all check the password first.
  const passwordRefused = (
    result: { kind: "rate-limited"; retryAfterSeconds: number } | { kind: "wrong-password" },
    field: "password" | "currentPassword" = "password",
  ) =>
    result.kind === "rate-limited"
      ? again({ formError: tooManyAttempts(result.retryAfterSeconds) }, 429)
      : again({ errors: { [field]: "The password is not right" } }, 401);

  const handlers: Record<AccountIntent, () => Promise<AccountPostAnswer>> = {
    "resend-verification": async () => {
      const sent = await account.resendVerification(user.id);
      if (sent.kind === "spent") return again({ formError: mailBudgetMessage(sent.retryAt) }, 429);
      return notice(
        intent,
        `We have sent a new link to ${user.email}. It works for ${hoursInWords(VERIFY_LINK_HOURS)}.`,
      );
    },

    details: async () => {
      const parsed = parse(accountDetailsSchema);
      if (!parsed.success) return parsed.response;
      await account.updateDetails(user.id, parsed.data);
      return notice(intent, "Your details are saved.");
    },

    email: async () => {
      const parsed = parse(accountEmailSchema);
      if (!parsed.success) return parsed.response;
      const result = await account.changeEmail(user.id, parsed.data, context.sessionToken);
      if (result.kind === "rate-limited" || result.kind === "wrong-password")
        return passwordRefused(result);
      if (result.kind === "unchanged")
        return again({ errors: { email: "That is already your e-mail address" } });
      if (result.kind === "email-taken")
        return again({ errors: { email: "Another account uses this e-mail address" } }, 409);
      if (result.kind === "too-many-mails")
        return again({ formError: mailBudgetMessage(result.retryAt) }, 429);
      return notice(
        intent,
        `We have sent a link to ${parsed.data.email}. Your address changes when you use it; until then we keep using ${user.email}.`,
      );
    },

    password: async () => {
      const parsed = parse(accountPasswordSchema);
      if (!parsed.success) return parsed.response;
      const result = await account.changePassword(user.id, context.sessionToken, parsed.data);
      if (result.kind === "rate-limited" || result.kind === "wrong-password")
        return passwordRefused(result, "currentPassword");
      if (result.kind === "weak-password") return again({ errors: { password: result.message } });
      return notice(intent, "Your password is changed. Every other device has been signed out.");
    },

    "sign-out-elsewhere": async () => {
      await account.signOutElsewhere(user.id, context.sessionToken);
      return notice(intent, "Every other device signed in to your account has been signed out.");
    },

    cancel: async () => {
      const parsed = parse(accountCancelSchema);
      if (!parsed.success) return parsed.response;
      const view = await account.view(user.id);
      if (view?.kind !== "verified") notFound();
      const bookings = context.services.bookings;
      const booking = await bookings.findForEmail(view.user.email, parsed.data.booking);
      if (!booking) notFound();
      if (!parsed.data.confirmed) {
        if (booking.status === "cancelled") return redirect("/account");
        return data<AccountAnswer>({
          kind: "confirm-cancel",
          booking: booking.id,
          reason: parsed.data.reason,
        });
      }
      await bookings.cancelForEmail(view.user.email, booking.id, parsed.data.reason || null);
      return notice(intent, `Your consultation ${booking.reference} is cancelled.`);
    },

    reschedule: async () => {
      const parsed = parse(accountMoveSchema);
      if (!parsed.success) return parsed.response;
      const { booking: id, start, confirmed } = parsed.data;
      const email = await account.verifiedEmail(user.id);
      if (!email) notFound();
      const bookings = context.services.bookings;
      const refuse = (formError: string, status: number) =>
        showFormAgain(submission, { formError, status, extra: { intent, booking: id } });
      if (!confirmed) {
        const booking = await bookings.findForEmail(email, id);
        if (!booking) notFound();
        const { phone } = await context.services.firm.facts();
        const refusal = moveRefusal(booking, start, phone);
        if (refusal) return refuse(refusal.message, refusal.status);
        return data<AccountAnswer>({
          kind: "confirm-move",
          booking: id,
          start: start.toISOString(),
        });
      }
      const result = await bookings.rescheduleForEmail(email, id, start);
      if (result.kind === "not-found") notFound();
      if (result.kind !== "moved")
        return refuse(result.kind === "cancelled" ? CANCELLED_CANNOT_MOVE : TIME_JUST_GONE, 409);
      const at = result.booking.startsAt;
      return notice(
        intent,
        `Your consultation ${result.booking.reference} is now on ${formatDay(at)} at ${formatTime(at)} (UK time). We have e-mailed you the new time, an updated calendar invite and a new link to manage it.`,
      );
    },

    close: async () => {
      if (user.role !== "client")
        return again(
          { formError: "Staff accounts are closed by an administrator, not here." },
          403,
        );
      // Asked first, like cancelling a consultation: only the confirming post, with the
      // password, closes the account.
      if (textOf(submission, "confirmed") !== "yes")
        return data<AccountAnswer>({ kind: "confirm-close" });
      const parsed = parse(closeAccountSchema);
      if (!parsed.success) return parsed.response;
      const result = await context.services.accounts.close(user.id, parsed.data.password);
      if (result.kind === "rate-limited" || result.kind === "wrong-password")
        return passwordRefused(result);
      if (result.kind === "staff")
        return again(
          { formError: "Staff accounts are closed by an administrator, not here." },
          403,
        );
      return redirect("/account/closed", {
        headers: { "Set-Cookie": context.cookies.cleared() },
      });
    },
  };
  return runIntent(submission, handlers, () => {
    throw data({ message: "Unknown request" }, { status: 400 });
  });
}
