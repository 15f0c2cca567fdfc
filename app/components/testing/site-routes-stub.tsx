import { createRoutesStub, Outlet, useMatches } from "react-router";
import { PageKindProvider } from "~/lib/routing/page-kind";
import { pageKindOfMatches } from "~/shared/routing/route-handle";

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/** What app/root.tsx puts around every page that its components read: the page's kind. */
function AsTheRootLayout() {
  return (
    <PageKindProvider kind={pageKindOfMatches(useMatches())}>
      <Outlet />
    </PageKindProvider>
  );
}

/** For tests: createRoutesStub with the site's root layout above `routes`, as every page has. */
export function createSiteRoutesStub(routes: StubRoutes) {
  return createRoutesStub([{ Component: AsTheRootLayout, children: routes }]);
}
