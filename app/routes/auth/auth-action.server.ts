import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { destinationAfterSignIn } from "~/lib/auth/destination";
import { fieldErrors } from "~/lib/forms/parse-fields";
import { loginSchema, registerSchema } from "~/lib/schemas/auth";

export interface AuthActionData {
  intent: "login" | "register";
  errors: Record<string, string>;
  formError?: string;
  values: { name?: string; email?: string };
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * The /auth form posts, for browsers without JavaScript: the same service calls as the JSON
 * API, answered with a redirect (and the session cookie) or the form again with its errors.
 */
export async function handleAuthForm(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = form.get("intent") === "register" ? "register" : "login";
  const raw = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
  const values = { name: raw.name, email: raw.email };
  const next = new URL(request.url).searchParams.get("next");
  const fail = (status: number, errors: Record<string, string>, formError?: string) =>
    data<AuthActionData>({ intent, errors, formError, values }, { status });

  const meta = { ip: context.clientIp, deviceToken: context.deviceToken };
  const result =
    intent === "login"
      ? await (async () => {
          const parsed = loginSchema.safeParse(raw);
          if (!parsed.success)
            return { kind: "invalid-input" as const, errors: fieldErrors(parsed.error) };
          return context.auth.login(parsed.data, meta);
        })()
      : await (async () => {
          const parsed = registerSchema.safeParse(raw);
          if (!parsed.success)
            return { kind: "invalid-input" as const, errors: fieldErrors(parsed.error) };
          return context.auth.register(parsed.data, meta);
        })();

  switch (result.kind) {
    case "invalid-input":
      return fail(400, result.errors);
    case "invalid":
      return fail(401, {}, "The e-mail address or password is not right.");
    case "rate-limited":
      return fail(
        429,
        {},
        `Too many attempts. Please try again in ${minutes(result.retryAfterSeconds)} minutes.`,
      );
    case "email-taken":
      return fail(409, { email: "An account with this e-mail address already exists" });
    case "weak-password":
      return fail(400, { password: result.message });
    case "ok": {
      if (context.sessionToken) await context.auth.logout(context.sessionToken);
      const headers = new Headers();
      headers.append("Set-Cookie", context.cookies.session(result.token, result.expiresAt));
      headers.append("Set-Cookie", context.cookies.device(result.deviceToken));
      return redirect(destinationAfterSignIn(result.user, next), { headers });
    }
  }
}
