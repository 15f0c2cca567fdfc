import { PageHeader } from "~/components/content/page-header";
import { SiteLink } from "~/components/site-link";
import { siteMeta } from "~/lib/meta";
import { listSitePages } from "~/lib/site-pages.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/sitemap";

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { kind: "reading", cache: "shared" };

export async function loader({ context }: Route.LoaderArgs) {
  return {
    siteUrl: context.siteUrl,
    path: "/sitemap",
    crumbs: [{ name: "Sitemap", path: "/sitemap" }],
    groups: await listSitePages(context),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? siteMeta(matches).placedPageMeta(loaderData, {
        title: "Sitemap",
        description: `Every page on the ${siteMeta(matches).firm.name} website in one place: services, areas we cover, prices, our team, articles and legal information.`,
      })
    : [];

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        heading="Sitemap"
        lead="Every page on our website, grouped by subject."
        crumbs={loaderData.crumbs}
      />
      {/* Columns, not a grid: groups of different lengths flow on without leaving holes. */}
      <div className="mx-auto max-w-6xl gap-10 px-4 py-12 md:columns-2 lg:columns-3">
        {loaderData.groups.map((group) => (
          <section key={group.heading} className="mb-10 break-inside-avoid">
            <h2 className="text-heading">{group.heading}</h2>
            <ul className="mt-3 space-y-1.5">
              {group.pages.map((page) => (
                <li key={page.path}>
                  <SiteLink to={page.path}>{page.title}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
