import { Link } from "react-router";
import { CallToAction } from "~/components/content/call-to-action";
import { PageHeader } from "~/components/content/page-header";
import { Sections } from "~/components/content/sections";
import { Prose } from "~/components/prose";
import { complianceMenu } from "~/config/navigation";
import { complianceOverview } from "~/content/prices/overview";
import { renderSections } from "~/lib/content.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { breadcrumbList } from "~/lib/structured-data";
import type { Route } from "./+types/compliance";

/** Kept and shared between visitors (route-handle.ts); rendered once per release. */
export const handle: RouteHandle = { cache: "release" };

export function loader({ context }: Route.LoaderArgs) {
  const page = complianceOverview;
  return {
    siteUrl: context.siteUrl,
    meta: page.meta,
    heading: page.heading,
    leadHtml: renderMarkdown(page.lead),
    sections: renderSections(page.sections),
    crumbs: [{ name: "Compliance", path: "/compliance" }],
    pricePages: complianceMenu.filter((item) => item.href !== "/compliance"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        ...loaderData.meta,
        path: "/compliance",
        siteUrl: loaderData.siteUrl,
        jsonLd: [breadcrumbList(loaderData.siteUrl, loaderData.crumbs)],
      })
    : [];

export default function Compliance({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} crumbs={page.crumbs}>
        <Prose html={page.leadHtml} className="mt-4 text-xl text-muted" />
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <nav aria-labelledby="price-pages-heading" className="mb-12">
          <h2 id="price-pages-heading" className="text-3xl">
            Our published prices
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.pricePages.map((item) => (
              <li key={item.href} className="rounded-lg border border-stone-200 bg-white p-5">
                <Link to={item.href} className="text-lg font-semibold">
                  {`${item.name} prices`}
                </Link>
              </li>
            ))}
            <li className="rounded-lg border border-stone-200 bg-white p-5">
              <Link to="/services/motoring-offences" className="text-lg font-semibold">
                Motoring offences prices
              </Link>
            </li>
            <li className="rounded-lg border border-stone-200 bg-white p-5">
              <Link to="/services/employment-law" className="text-lg font-semibold">
                Employment tribunal prices
              </Link>
            </li>
          </ul>
        </nav>
        <Sections sections={page.sections} />
        <CallToAction />
      </div>
    </>
  );
}
