import { data, Form, Link, useNavigation } from "react-router";
import { OfficeHistory, toHistory } from "~/components/admin/office-history";
import { UsersErrorBoundary } from "~/components/admin/users-error-boundary";
import { SelectField } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SubmitButton } from "~/components/forms/submit-button";
import { type FormProblem, formProblem, parseForm } from "~/lib/admin/form.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { formatDateTime } from "~/lib/admin/office-format";
import { requireAdmin } from "~/lib/auth/require-user.server";
import { userRoleForm } from "~/lib/schemas/office-admin";
import { z } from "~/lib/zod";
import type { Route } from "./+types/account";

const roleNames = { admin: "Administrator", staff: "Staff", client: "Client" } as const;
const userId = z.uuid();

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  if (!userId.safeParse(params.id).success) throw data(null, { status: 404 });
  const [account, history] = await Promise.all([
    context.services.office.accounts.get(params.id),
    context.services.audit.forEntity("user", params.id),
  ]);
  if (!account) throw data(null, { status: 404 });
  return {
    isSelf: account.id === admin.id,
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      role: account.role,
      createdAt: account.createdAt,
      disabledAt: account.disabledAt?.toISOString() ?? null,
      hasPassword: account.hasPassword,
      openSessions: account.openSessions,
      lastSignIn: account.lastSignIn?.toISOString() ?? null,
      linkExpiresAt: account.linkExpiresAt?.toISOString() ?? null,
    },
    history: toHistory(history),
  };
}

const selfMessage = {
  role: "You can't remove your own admin role. Ask another administrator.",
  disable: "You can't disable your own account. Ask another administrator.",
  revoke: "To end your own sessions, sign out.",
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  if (!userId.safeParse(params.id).success) throw data(null, { status: 404 });
  const form = await request.formData();
  const here = `/admin/users/${params.id}`;
  const { accounts, invitations } = context.services.office;
  const intent = form.get("intent");
  const outcome = async (
    run: Promise<{ kind: string; user?: { name: string } }>,
    done: (name: string) => string,
    self: string,
  ) => {
    const result = await run;
    if (result.kind === "not-found") throw data(null, { status: 404 });
    if (result.kind === "self") return formProblem(form, self, 409);
    if (result.kind === "unchanged") return redirectWithNotice(here, "Nothing to change");
    return redirectWithNotice(here, done(result.user?.name ?? "The account"));
  };
  switch (intent) {
    case "role": {
      const parsed = parseForm(form, userRoleForm);
      if (!parsed.success) return parsed.response;
      const role = parsed.data.role;
      return outcome(
        accounts.changeRole(admin, params.id, role),
        (name) =>
          `${name} is now ${role === "admin" ? "an administrator" : roleNames[role].toLowerCase()}. Their sessions have ended.`,
        selfMessage.role,
      );
    }
    case "disable":
      return outcome(
        accounts.disable(admin, params.id),
        (name) => `${name}'s account is disabled and their sessions have ended`,
        selfMessage.disable,
      );
    case "enable":
      return outcome(
        accounts.enable(admin, params.id),
        (name) => `${name}'s account is enabled again`,
        "",
      );
    case "revoke":
      return outcome(
        accounts.revokeSessions(admin, params.id),
        (name) => `${name} has been signed out everywhere`,
        selfMessage.revoke,
      );
    case "resend": {
      const result = await invitations.resendLink(admin, params.id);
      if (result.kind === "not-found") throw data(null, { status: 404 });
      if (result.kind === "not-needed")
        return formProblem(
          form,
          "There is no link to send: this person has already set a password, or the account is disabled.",
          409,
        );
      return redirectWithNotice(here, `A new link has been e-mailed to ${result.user.name}`);
    }
    default:
      return formProblem(form, "Choose what to do from the page and try again");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.account.name ?? "User"} | Carrow & Hale admin` },
];

const secondaryButton =
  "inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-4 py-2 font-semibold text-navy-900 disabled:opacity-70";

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { account, isSelf, history } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const problem: FormProblem | undefined = actionData ?? undefined;
  const state = account.disabledAt
    ? `Disabled on ${formatDateTime(account.disabledAt)}`
    : account.hasPassword
      ? "Active"
      : "Invited: no password set yet";

  return (
    <>
      <p>
        <Link to="/admin/users">Back to users</Link>
      </p>
      <h1 className="mt-2 text-4xl">{account.name}</h1>
      <div className="mt-4">
        <ErrorSummary
          errors={problem?.errors ?? {}}
          order={["role"]}
          idPrefix="account"
          formError={problem?.formError}
        />
      </div>
      <dl className="mt-4 grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-5">
        <dt className="font-semibold">E-mail</dt>
        <dd className="break-all">{account.email}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>{roleNames[account.role]}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{state}</dd>
        <dt className="font-semibold">Account created</dt>
        <dd>{formatDateTime(account.createdAt)}</dd>
        <dt className="font-semibold">Last signed in</dt>
        <dd>{account.lastSignIn ? formatDateTime(account.lastSignIn) : "Not known"}</dd>
        <dt className="font-semibold">Open sessions</dt>
        <dd>{account.openSessions}</dd>
        {!account.hasPassword && (
          <>
            <dt className="font-semibold">Set-password link</dt>
            <dd>
              {account.linkExpiresAt
                ? `Works until ${formatDateTime(account.linkExpiresAt)}`
                : "Expired or not sent"}
            </dd>
          </>
        )}
      </dl>

      <div className="mt-8 grid max-w-4xl gap-6 md:grid-cols-2">
        <section
          aria-labelledby="role-heading"
          className="rounded-lg border border-stone-200 bg-white p-5"
        >
          <h2 id="role-heading" className="text-2xl">
            Role
          </h2>
          {isSelf ? (
            <p className="mt-3">{selfMessage.role}</p>
          ) : (
            <Form method="post" noValidate className="mt-3" aria-labelledby="role-heading">
              <input type="hidden" name="intent" value="role" />
              <SelectField
                idPrefix="account"
                name="role"
                label="Change role to"
                hint="Changing the role signs them out everywhere, so it applies at once."
                options={[
                  { value: "staff", label: "Staff" },
                  { value: "admin", label: "Administrator" },
                  { value: "client", label: "Client (no admin access)" },
                ]}
                defaultValue={problem?.values.role ?? account.role}
                error={problem?.errors.role}
              />
              <SubmitButton busy={busy("role")} busyLabel="Changing role...">
                Change role
              </SubmitButton>
            </Form>
          )}
        </section>

        <section
          aria-labelledby="access-heading"
          className="rounded-lg border border-stone-200 bg-white p-5"
        >
          <h2 id="access-heading" className="text-2xl">
            Access
          </h2>
          {isSelf ? (
            <p className="mt-3">{selfMessage.disable}</p>
          ) : (
            <div className="mt-3 space-y-5">
              {account.disabledAt ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="enable" />
                  <p className="mb-2">They can sign in again with their password.</p>
                  <button type="submit" className={secondaryButton} disabled={busy("enable")}>
                    Re-enable account
                  </button>
                </Form>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="disable" />
                  <p className="mb-2">
                    Ends their sessions at once and stops them signing in. Disabled accounts are
                    deleted after 30 days.
                  </p>
                  <button type="submit" className={secondaryButton} disabled={busy("disable")}>
                    Disable account
                  </button>
                </Form>
              )}
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <p className="mb-2">Signs them out on every device; their password still works.</p>
                <button type="submit" className={secondaryButton} disabled={busy("revoke")}>
                  End all sessions
                </button>
              </Form>
              {!account.hasPassword && !account.disabledAt && (
                <Form method="post">
                  <input type="hidden" name="intent" value="resend" />
                  <p className="mb-2">Sends a new link; any earlier link stops working.</p>
                  <button type="submit" className={secondaryButton} disabled={busy("resend")}>
                    Send a new set-password link
                  </button>
                </Form>
              )}
            </div>
          )}
        </section>
      </div>

      <OfficeHistory entries={history} headingId="history-heading" />
    </>
  );
}

export const ErrorBoundary = UsersErrorBoundary;
