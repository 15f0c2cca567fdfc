import type { AppLoadContext } from "react-router";
import { redirect } from "react-router";
import { destinationAfterSignIn } from "~/lib/auth/destination";
import { tooManyAttempts } from "~/lib/auth/too-many-attempts";
import {
  readSubmission,
  type Submission,
  showFormAgain,
  textOf,
} from "~/lib/forms/form-action.server";
import { parseFields } from "~/shared/forms/parse-fields";
import { loginSchema, registerSchema } from "~/shared/schemas/auth";

/** Which of the page's two forms was sent, so only that one is drawn with the problem. */
export type AuthIntent = "login" | "register";

/** The form's fields through its schema, then the same service call as the JSON API. */
async function attempt(intent: AuthIntent, submission: Submission, context: AppLoadContext) {
  const meta = { ip: context.clientIp, deviceToken: context.deviceToken };
  if (intent === "login") {
    const parsed = parseFields(loginSchema, submission.fields);
    if (!parsed.ok) return { kind: "invalid-input" as const, errors: parsed.errors };
    return context.auth.login(parsed.data, meta);
  }
  const parsed = parseFields(registerSchema, submission.fields);
  if (!parsed.ok) return { kind: "invalid-input" as const, errors: parsed.errors };
  return context.auth.register(parsed.data, meta);
}

/**
 * The /auth form posts, for browsers without JavaScript: the same service calls as the JSON
 * API, answered with a redirect (and the session cookie) or the form again with its errors.
 */
export async function handleAuthForm(request: Request, context: AppLoadContext) {
  const submission = await readSubmission(request);
  const intent: AuthIntent = textOf(submission, "intent") === "register" ? "register" : "login";
  const next = new URL(request.url).searchParams.get("next");
  const showAgain = (
    status: number,
    problem: { errors?: Record<string, string>; formError?: string },
  ) => showFormAgain(submission, { ...problem, status, extra: { intent } });

  const result = await attempt(intent, submission, context);
  switch (result.kind) {
    case "invalid-input":
      return showAgain(400, { errors: result.errors });
    case "invalid":
      return showAgain(401, { formError: "The e-mail address or password is not right." });
    case "rate-limited":
      return showAgain(429, {
        formError: tooManyAttempts(result.retryAfterSeconds),
      });
    case "email-taken":
      return showAgain(409, {
        errors: { email: "An account with this e-mail address already exists" },
      });
    case "weak-password":
      return showAgain(400, { errors: { password: result.message } });
    case "ok": {
      if (context.sessionToken) await context.auth.logout(context.sessionToken);
      const headers = new Headers();
      headers.append("Set-Cookie", context.cookies.session(result.token, result.expiresAt));
      headers.append("Set-Cookie", context.cookies.device(result.deviceToken));
      return redirect(destinationAfterSignIn(result.user, next), { headers });
    }
  }
}
