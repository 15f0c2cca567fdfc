import { data, useNavigation } from "react-router";
import { ShortPage } from "~/components/content/short-page";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmailField } from "~/components/forms/text-field";
import { SiteLink } from "~/components/site-link";
import { minutesToWait } from "~/lib/auth/too-many-attempts";
import { parseSubmission, readSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import { bindFields, type FormProblem } from "~/lib/forms/form-problem";
import { siteMeta } from "~/lib/meta";
import { FORGOT_PASSWORD_ANSWER } from "~/shared/auth/forgot-password-answer";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { forgotPasswordSchema } from "~/shared/schemas/auth";
import type { Route } from "./+types/forgot-password";

export const handle: RouteHandle = { kind: "working", private: true };

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.siteUrl };
}

/** The same answer for every address; the lookup and the mail happen after it has gone. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readSubmission(request);
  const parsed = parseSubmission(submission, forgotPasswordSchema);
  if (!parsed.success) return parsed.response;
  const result = await context.services.accounts.resets.request(parsed.data.email, {
    ip: context.clientIp,
  });
  if (result.kind === "rate-limited") {
    const minutes = minutesToWait(result.retryAfterSeconds);
    return showFormAgain(submission, {
      status: 429,
      formError: `Too many requests from here. Please try again in ${minutes} minutes.`,
    });
  }
  return data({ sent: true as const, email: parsed.data.email });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  siteMeta(matches).unlistedPageMeta(loaderData?.siteUrl, {
    title: "Reset Your Password",
    description: "Forgotten your password? We'll e-mail you a link to choose a new one.",
    path: "/auth/forgot-password",
  });

type Answer = FormProblem | { sent: true; email: string };

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const answer = actionData as Answer | undefined;
  if (answer && "sent" in answer) {
    return (
      <ShortPage heading="Check your e-mail">
        <p role="status">{FORGOT_PASSWORD_ANSWER}</p>
        <p className="mt-4">
          {"It went to "}
          <strong className="break-all">{answer.email}</strong>
          {
            ". If nothing arrives within a few minutes, look in your spam or junk folder, or ask again: the newest link is the one that works."
          }
        </p>
        <p className="mt-4">
          <SiteLink to="/auth">Back to sign in</SiteLink>
        </p>
      </ShortPage>
    );
  }
  const field = bindFields("forgot", answer);
  return (
    <ShortPage
      heading="Reset your password"
      lead="Enter the e-mail address you sign in with. We'll send you a link to choose a new password."
    >
      <ErrorSummary
        errors={answer?.errors ?? {}}
        order={["email"]}
        idPrefix="forgot"
        formError={answer?.formError}
      />
      <SiteForm method="post" noValidate aria-label="Reset your password">
        <EmailField {...field("email")} label="E-mail address" autoComplete="username" />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Sending...">
          Send me a link
        </SubmitButton>
      </SiteForm>
      <p className="mt-6">
        <SiteLink to="/auth">Back to sign in</SiteLink>
      </p>
    </ShortPage>
  );
}
