import { type FormEvent, useState } from "react";
import { redirect, useNavigate, useNavigation, useSearchParams } from "react-router";
import { AppProviders } from "~/components/auth/app-providers";
import { useAuth } from "~/components/auth/use-auth";
import { PageHeader } from "~/components/content/page-header";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmailField, PasswordField, TextField } from "~/components/forms/text-field";
import { SiteLink } from "~/components/site-link";
import { ApiError } from "~/lib/api/api-request";
import { fieldErrorsOf } from "~/lib/api/field-errors";
import { arrivalNotice } from "~/lib/auth/arrival-notice";
import { destinationAfterSignIn } from "~/lib/auth/destination";
import { bindFields, type FormProblem } from "~/lib/forms/form-problem";
import { siteMeta } from "~/lib/meta";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { PASSWORD_MIN_LENGTH } from "~/shared/schemas/auth";
import type { Route } from "./+types/auth-page";
import { type AuthIntent, handleAuthForm } from "./auth-action.server";

export const handle: RouteHandle = { kind: "working", private: true };

export function loader({ request, context }: Route.LoaderArgs) {
  if (context.user) {
    const next = new URL(request.url).searchParams.get("next");
    throw redirect(destinationAfterSignIn(context.user, next));
  }
  return { siteUrl: context.siteUrl, notice: arrivalNotice("auth", new URL(request.url)) };
}

export const action = ({ request, context }: Route.ActionArgs) => handleAuthForm(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteMeta(matches);
  return site.pageMeta({
    title: "Sign In or Create an Account",
    description: `Sign in to your ${site.firm.shortName} account, or create one. Staff sign in here to reach the admin area.`,
    path: "/auth",
    siteUrl: loaderData?.siteUrl ?? "",
    noindex: true,
  });
};

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    // Only visitors reach this page (the loader sends signed-in people on), so nobody is signed in.
    <AppProviders user={null}>
      <PageHeader
        heading="Sign in or create an account"
        lead="You don't need an account to contact us or book a free consultation."
      />
      {loaderData.notice && (
        <div className="mx-auto max-w-6xl px-4 pt-8">
          <p role="status" className="max-w-3xl border-l-4 border-accent-700 bg-white p-4">
            {loaderData.notice}
          </p>
        </div>
      )}
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 md:grid-cols-2">
        <AuthForm intent="login" serverResult={actionData} />
        <AuthForm intent="register" serverResult={actionData} />
      </div>
    </AppProviders>
  );
}

const fieldOrder = {
  login: ["email", "password"],
  register: ["name", "email", "password"],
} as const;

function AuthForm({
  intent,
  serverResult,
}: {
  intent: AuthIntent;
  serverResult?: FormProblem & { intent: AuthIntent };
}) {
  const { loginMutation, registerMutation } = useAuth();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const fromServer = serverResult?.intent === intent ? serverResult : undefined;
  const [errors, setErrors] = useState<Record<string, string>>(fromServer?.errors ?? {});
  const [formError, setFormError] = useState<string | undefined>(fromServer?.formError);
  const mutation = intent === "login" ? loginMutation : registerMutation;
  const busy =
    mutation.isPending ||
    (navigation.state === "submitting" && navigation.formData?.get("intent") === intent);
  const idPrefix = intent;
  const isLogin = intent === "login";
  // Errors from the server's answer at first, then from the JSON API's (held in state).
  const field = bindFields(idPrefix, { errors, values: fromServer?.values });

  // With JavaScript the form goes through the JSON API (docs/requirements.md, "The JSON API the browser uses"); without, it posts.
  const submitWithApi = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setErrors({});
    setFormError(undefined);
    const onError = (error: Error) => {
      const fields = fieldErrorsOf(error);
      // Only messages for fields on this form can be shown at a field; anything else is the form's.
      if (fields && fieldOrder[intent].some((field) => fields[field])) setErrors(fields);
      else
        setFormError(
          error instanceof ApiError ? error.message.replace(/^\d+: /, "") : error.message,
        );
    };
    const onSuccess = (user: { role: "admin" | "staff" | "client" }) =>
      navigate(destinationAfterSignIn(user, searchParams.get("next")), { replace: true });
    if (isLogin) {
      loginMutation.mutate(
        { email: values.email ?? "", password: values.password ?? "" },
        { onError, onSuccess },
      );
    } else {
      registerMutation.mutate(
        { name: values.name ?? "", email: values.email ?? "", password: values.password ?? "" },
        { onError, onSuccess },
      );
    }
  };

  return (
    <section aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} className="text-title">
        {isLogin ? "Sign in" : "Create an account"}
      </h2>
      <p className="mt-2 mb-6 text-muted">
        {isLogin
          ? "For staff, and anyone who has created an account."
          : "An account lets you sign in to this website. It does not make you our client."}
      </p>
      <ErrorSummary
        errors={errors}
        order={fieldOrder[intent]}
        idPrefix={idPrefix}
        formError={formError}
      />
      <SiteForm
        method="post"
        noValidate
        onSubmit={submitWithApi}
        aria-labelledby={`${idPrefix}-heading`}
      >
        <input type="hidden" name="intent" value={intent} />
        {!isLogin && <TextField {...field("name")} label="Full name" autoComplete="name" />}
        <EmailField
          {...field("email")}
          label="E-mail address"
          autoComplete={isLogin ? "username" : "email"}
        />
        <PasswordField
          {...field("password")}
          label="Password"
          hint={
            isLogin
              ? undefined
              : `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password.`
          }
          autoComplete={isLogin ? "current-password" : "new-password"}
        />
        {isLogin && (
          <p className="-mt-2 mb-5">
            <SiteLink to="/auth/forgot-password">Forgotten your password?</SiteLink>
          </p>
        )}
        <SubmitButton busy={busy}>
          {busy
            ? isLogin
              ? "Signing in..."
              : "Creating your account..."
            : isLogin
              ? "Sign in"
              : "Create account"}
        </SubmitButton>
      </SiteForm>
    </section>
  );
}
