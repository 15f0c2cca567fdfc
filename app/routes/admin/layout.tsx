import { data, isRouteErrorResponse, Outlet } from "react-router";
import { AdminGuard } from "~/components/admin/admin-guard";
import { AdminNav } from "~/components/admin/admin-nav";
import { SignOutButton } from "~/components/admin/sign-out-button";
import { AppProviders } from "~/components/auth/app-providers";
import { SiteLink } from "~/components/site-link";
import { takeNotice } from "~/lib/admin/notice.server";
import { skipRevalidationAfterPreview } from "~/lib/admin/preview-revalidation";
import { requireStaff } from "~/lib/auth/require-user.server";
import { firmOfRoot, useFirm } from "~/lib/firm/use-firm";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/layout";

/**
 * Staff screens hydrate: they are working pages (ADR 020). Every one is personal, so the
 * server marks them `private, no-store` and the service worker never keeps them.
 */
export const handle: RouteHandle = { kind: "working", private: true };

/**
 * A Markdown preview still on its way when the editor's form is sent lands on the next page; run
 * again after it, this loader would take the "… added" notice that page came to show (found by
 * the browser suite: the notice vanished when the preview answered after the save).
 */
export const shouldRevalidate = skipRevalidationAfterPreview;

/** Runs before every admin page: the server-side guard for the whole area. */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context);
  const { notice, clear } = takeNotice(request);
  return data({ user, notice }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

// The loader's cleared notice cookie reaches the page; Cache-Control comes from the handle.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const clear = loaderHeaders.get("Set-Cookie");
  if (clear) headers.set("Set-Cookie", clear);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Admin | ${firmOfRoot(matches).shortName}` },
  { name: "robots", content: "noindex" },
];

/** The admin area: its own frame, never the public header and footer. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const firm = useFirm();
  return (
    <AppProviders user={loaderData.user}>
      <AdminGuard>
        <div className="min-h-screen bg-paper">
          <a
            href="#main"
            className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            Skip to main content
          </a>
          <header className="on-dark bg-navy-900 text-white">
            {/* The same box as the sidebar and content below, so the name sits over the menu. */}
            <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
              <SiteLink
                to="/admin"
                className="font-serif text-xl font-semibold text-white no-underline"
              >
                {`${firm.shortName} admin`}
              </SiteLink>
              <div className="flex items-center gap-4">
                <span>{`Signed in as ${loaderData.user.name}`}</span>
                <SignOutButton className="text-white" />
              </div>
            </div>
          </header>
          <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row lg:gap-10">
            <div className="lg:w-48 lg:shrink-0">
              <AdminNav role={loaderData.user.role} />
            </div>
            <main id="main" tabIndex={-1} className="min-w-0 flex-1 pb-16 focus:outline-none">
              {loaderData.notice && (
                <p
                  role="status"
                  className="mb-6 rounded-md border-l-4 border-success-700 bg-white px-4 py-3 font-semibold"
                >
                  {loaderData.notice}
                </p>
              )}
              <Outlet />
            </main>
          </div>
        </div>
      </AdminGuard>
    </AppProviders>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const firm = useFirm();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading =
    status === 403
      ? "You don't have access"
      : status === 404
        ? "Page not found"
        : status === 400
          ? "We could not read what was sent"
          : "Something went wrong";
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <p className="font-semibold text-accent-700">{`${firm.name}: admin`}</p>
      <h1 className="mt-2 text-3xl">{heading}</h1>
      {status === 403 && (
        <p className="mt-4">
          Your account can't use the admin area. If you work for the firm, ask an administrator to
          give your account staff access.
        </p>
      )}
      <p className="mt-4">
        <SiteLink to="/">Back to the website</SiteLink>
      </p>
      {status === 403 && (
        <form method="post" action="/auth/logout" className="mt-6">
          <button
            type="submit"
            className="min-h-11 rounded-md border-2 border-navy-900 px-4 py-1.5 font-semibold"
          >
            Sign out
          </button>
        </form>
      )}
    </main>
  );
}
