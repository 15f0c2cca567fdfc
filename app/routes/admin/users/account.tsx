import { AccountAccess } from "~/components/admin/account/account-access";
import { AccountFacts } from "~/components/admin/account/account-facts";
import { AccountRole } from "~/components/admin/account/account-role";
import { OfficeHistory } from "~/components/admin/office-history";
import { ShownProblem } from "~/components/admin/shown-problem";
import { UsersErrorBoundary } from "~/components/admin/users-error-boundary";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { idParam } from "~/lib/admin/id-param";
import { readAdminPost } from "~/lib/admin/intent-action.server";
import { requireAdmin } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/account";
import { loadAccount } from "./account.server";
import { runAccountAction } from "./account-actions.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  return loadAccount(context, admin, idParam(params.id));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const id = idParam(params.id);
  return runAccountAction(await readAdminPost(request, context, admin), id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `${loaderData?.account.name ?? "User"}`) },
];

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { account, isSelf, history } = loaderData;
  return (
    <>
      <p>
        <SiteLink to="/admin/users">Back to users</SiteLink>
      </p>
      <h1 className="mt-2 text-4xl">{account.name}</h1>
      <ShownProblem shown={actionData} idPrefix="account" order={["role"]} className="mt-4" />
      <AccountFacts account={account} />
      <div className="mt-8 grid max-w-4xl gap-6 md:grid-cols-2">
        <AccountRole role={account.role} isSelf={isSelf} shown={actionData} />
        <AccountAccess account={account} isSelf={isSelf} />
      </div>
      <OfficeHistory entries={history} headingId="history-heading" />
    </>
  );
}

export const ErrorBoundary = UsersErrorBoundary;
