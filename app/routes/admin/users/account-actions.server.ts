import {
  type AdminAnswer,
  type AdminPost,
  runIntent,
  withFields,
} from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { roleNames } from "~/lib/admin/office-format";
import { ownAccountMessages } from "~/lib/admin/own-account";
import { showFormAgain } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import { userRoleForm } from "~/shared/schemas/office-admin";

/** The account page's forms: role, disable, enable, end sessions, send a new link. */
export async function runAccountAction(
  { context, user: admin, submission }: AdminPost,
  id: string,
) {
  const here = `/admin/users/${id}`;
  const { accounts, invitations } = context.services.office;
  /** A change to the account: done, nothing to do, or refused because it is the admin's own. */
  const change = async (
    run: Promise<{ kind: string; user?: { name: string } }>,
    done: (name: string) => string,
    self = "",
  ): Promise<AdminAnswer> => {
    const result = await run;
    if (result.kind === "not-found") notFound();
    if (result.kind === "self") {
      return showFormAgain(submission, { formError: self, status: 409 });
    }
    if (result.kind === "unchanged") return redirectWithNotice(here, "Nothing to change");
    return redirectWithNotice(here, done(result.user?.name ?? "The account"));
  };
  return runIntent(
    submission,
    {
      role: withFields(submission, userRoleForm, ({ role }) =>
        change(
          accounts.changeRole(admin, id, role),
          (name) =>
            `${name} is now ${role === "admin" ? "an administrator" : roleNames[role].toLowerCase()}. Their sessions have ended.`,
          ownAccountMessages.role,
        ),
      ),
      disable: () =>
        change(
          accounts.disable(admin, id),
          (name) => `${name}'s account is disabled and their sessions have ended`,
          ownAccountMessages.disable,
        ),
      enable: () =>
        change(accounts.enable(admin, id), (name) => `${name}'s account is enabled again`),
      revoke: () =>
        change(
          accounts.revokeSessions(admin, id),
          (name) => `${name} has been signed out everywhere`,
          ownAccountMessages.revoke,
        ),
      async resend() {
        const result = await invitations.resendLink(admin, id);
        if (result.kind === "not-found") notFound();
        if (result.kind === "not-needed") {
          return showFormAgain(submission, {
            formError:
              "There is no link to send: this person has already set a password, or the account is disabled.",
            status: 409,
          });
        }
        return redirectWithNotice(here, `A new link has been e-mailed to ${result.user.name}`);
      },
    },
    "Choose what to do from the page and try again",
  );
}
