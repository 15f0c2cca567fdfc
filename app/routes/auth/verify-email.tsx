import { data, redirect, useNavigation } from "react-router";
import { ShortPage } from "~/components/content/short-page";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { SiteLink } from "~/components/site-link";
import { withArrival } from "~/lib/auth/arrival-notice";
import { siteMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { hoursInWords, VERIFY_LINK_HOURS } from "~/shared/auth/link-lifetimes";
import { secretTokenPattern } from "~/shared/auth/secret-token-pattern";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/verify-email";

export const handle: RouteHandle = { kind: "working", private: true };

/**
 * The page behind a verification link. Opening it changes nothing (mail scanners open links);
 * the button's post confirms the address.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = secretTokenPattern.test(params.token)
    ? await context.services.accounts.verification.findLink(params.token)
    : undefined;
  if (!link) return data({ link: null, taken: false }, { status: 404 });
  return { link, taken: false };
}

export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

export async function action({ params, context }: Route.ActionArgs) {
  if (!secretTokenPattern.test(params.token)) notFound();
  const result = await context.services.accounts.verification.verify(params.token, {
    keepSessionToken: context.sessionToken,
  });
  if (result.kind === "invalid-link") throw redirect(`/auth/verify-email/${params.token}`);
  if (result.kind === "email-taken") return data({ taken: true }, { status: 409 });
  return redirect(
    context.user
      ? withArrival("/account", "account", "verified")
      : withArrival("/auth?next=/account", "auth", "verified"),
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  siteMeta(matches).secretLinkPageMeta("Confirm Your E-mail Address");

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { link } = loaderData;
  if (actionData?.taken) {
    return (
      <ShortPage heading="That address is already in use">
        <p>
          Another account has started using this e-mail address since the link was sent, so we have
          not changed yours. <SiteLink to="/account">Go to your account</SiteLink>.
        </p>
      </ShortPage>
    );
  }
  if (!link) {
    return (
      <ShortPage heading="This link no longer works">
        <p>
          {`A link to confirm an e-mail address works once, for ${hoursInWords(VERIFY_LINK_HOURS)}. This one has been used, has run out, was replaced by a newer link, or was copied incompletely.`}
        </p>
        <p className="mt-4">
          <SiteLink to="/account">Go to your account</SiteLink> to ask for a new link.
        </p>
      </ShortPage>
    );
  }
  return (
    <ShortPage heading="Confirm your e-mail address">
      <p className="mb-6">
        {link.change ? "Use " : "Confirm that "}
        <strong className="break-all">{link.email}</strong>
        {link.change
          ? " as the e-mail address for your account."
          : " is your e-mail address. Your account will then show the consultations, messages and quotes sent from it."}
      </p>
      <SiteForm method="post" aria-label="Confirm your e-mail address">
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Confirming...">
          Confirm my e-mail address
        </SubmitButton>
      </SiteForm>
    </ShortPage>
  );
}
