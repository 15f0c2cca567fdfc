import { data, redirect, useNavigation } from "react-router";
import { ShortPage } from "~/components/content/short-page";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { PasswordField } from "~/components/forms/text-field";
import { SiteLink } from "~/components/site-link";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { arrivalWords, withArrival } from "~/lib/auth/arrival-notice";
import { destinationAfterSignIn } from "~/lib/auth/destination";
import { parseSubmission, readSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import { bindFields } from "~/lib/forms/form-problem";
import { siteMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { hoursInWords, PASSWORD_LINK_HOURS, RESET_LINK_HOURS } from "~/shared/auth/link-lifetimes";
import { secretTokenPattern } from "~/shared/auth/secret-token-pattern";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { PASSWORD_MIN_LENGTH } from "~/shared/schemas/auth";
import { setPasswordForm } from "~/shared/schemas/office-admin";
import type { Route } from "./+types/set-password";

export const handle: RouteHandle = { kind: "working", private: true };

/** The page behind the link a new member of staff is e-mailed: choose a password, then in. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = secretTokenPattern.test(params.token)
    ? await context.services.office.invitations.findLink(params.token)
    : undefined;
  if (!link) {
    const spent = secretTokenPattern.test(params.token)
      ? await context.services.office.invitations.spentLinkPurpose(params.token)
      : undefined;
    return data({ link: null, spent: spent ?? null }, { status: 404 });
  }
  return { link, spent: null };
}

/** The link's lifetime as its e-mail said it. */
function lifetimeOf(purpose: "invite" | "reset"): string {
  return hoursInWords(purpose === "reset" ? RESET_LINK_HOURS : PASSWORD_LINK_HOURS);
}

// The token is in the address: never cached (the handle says private), never sent on to
// another site as a referrer. "same-origin", as on the manage page: under "no-referrer" a
// browser sends "Origin: null" with the page's own form post, which the cross-site check
// refuses without JavaScript.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = await readSubmission(request);
  if (!secretTokenPattern.test(params.token)) notFound();
  const parsed = parseSubmission(submission, setPasswordForm);
  if (!parsed.success) return parsed.response;
  const result = await context.services.office.invitations.setPassword(
    params.token,
    parsed.data.password,
  );
  if (result.kind === "invalid-link") throw redirect(`/auth/set-password/${params.token}`);
  if (result.kind === "weak-password") {
    return showFormAgain(submission, { errors: { password: result.message } });
  }
  // Signed in at once with a fresh session; any session this browser had is ended first.
  if (context.sessionToken) await context.auth.logout(context.sessionToken);
  const session = await context.auth.sessions.create(result.user.id);
  const signedIn = {
    headers: { "Set-Cookie": context.cookies.session(session.token, session.expiresAt) },
  };
  // Staff land in the admin area, whose notices ride in a cookie; clients on their account.
  return result.user.role === "client"
    ? redirect(withArrival("/account", "account", "password-saved"), signedIn)
    : redirectWithNotice(
        destinationAfterSignIn(result.user),
        arrivalWords("account", "password-saved"),
        signedIn,
      );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  siteMeta(matches).secretLinkPageMeta("Set a Password");

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { link } = loaderData;
  if (!link) return <SpentLink purpose={loaderData.spent} />;
  const field = bindFields("set-password", actionData);
  const reset = link.purpose === "reset";
  return (
    <ShortPage
      heading={reset ? "Choose a new password" : "Set your password"}
      lead={
        reset
          ? `This link works once, for ${lifetimeOf(link.purpose)}. Saving a new password signs you out on every other device.`
          : `Welcome, ${link.name}.`
      }
    >
      <p className="mb-6">
        {"Choose the password you'll use to sign in as "}
        <strong className="break-all">{link.email}</strong>.
      </p>
      <ErrorSummary
        errors={actionData?.errors ?? {}}
        order={["password"]}
        idPrefix="set-password"
      />
      <SiteForm
        method="post"
        noValidate
        aria-label={reset ? "Choose a new password" : "Set your password"}
      >
        {/* Lets password managers save the new password against the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={link.email} />
        <PasswordField
          {...field("password")}
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password; don't use your name or e-mail address.`}
          autoComplete="new-password"
        />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Saving...">
          Save password and sign in
        </SubmitButton>
      </SiteForm>
    </ShortPage>
  );
}

/**
 * The page for a link that no longer works, in words for the person it was sent to: a client
 * or member of staff who asked for a reset, or a new member of staff. A link that was never
 * ours (cut short when copied) gets the reset wording, which is what almost everyone asks for.
 */
function SpentLink({ purpose }: { purpose: "invite" | "reset" | null }) {
  const invite = purpose === "invite";
  return (
    <ShortPage heading="This link no longer works">
      <p>
        {invite
          ? `The link to set your password when you joined works once, for ${lifetimeOf("invite")}. This one has been used, has run out, or was replaced by a newer link.`
          : `A link to reset a forgotten password works once, for ${lifetimeOf("reset")}. This one has been used, has run out, was replaced by a newer link, or was copied incompletely.`}
      </p>
      <p className="mt-4">
        {invite ? (
          <>
            If you have already set your password, <SiteLink to="/auth">sign in</SiteLink>.
            Otherwise, ask an administrator to send you a new link.
          </>
        ) : (
          <>
            If you have just set a new password, <SiteLink to="/auth">sign in</SiteLink> with it.
            Otherwise, <SiteLink to="/auth/forgot-password">ask for a new reset link</SiteLink>.
          </>
        )}
      </p>
    </ShortPage>
  );
}
