import { CallToAction } from "~/components/content/call-to-action";
import { PageHeader } from "~/components/content/page-header";
import { Sections } from "~/components/content/sections";
import { aboutPage } from "~/content/pages/about";
import { aboutMorePage } from "~/content/pages/about-more";
import type { PageMeta, Section } from "~/content/types";
import { renderSections } from "~/lib/content.server";
import { pageMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/lib/route-handle";
import { breadcrumbList } from "~/lib/structured-data";
import type { Route } from "./+types/simple-page";

interface SimplePage {
  meta: PageMeta;
  heading: string;
  lead: string;
  sections: Section[];
  crumbs: Array<{ name: string; path: string }>;
}

const pages: Record<string, SimplePage> = {
  "/about": { ...aboutPage, crumbs: [{ name: "Our story", path: "/about" }] },
  "/about/more": {
    ...aboutMorePage,
    crumbs: [
      { name: "About us", path: "/about" },
      { name: aboutMorePage.heading, path: "/about/more" },
    ],
  },
};

/** Pages that are a heading, a lead and sections of copy: /about and /about/more. */
/** Kept and shared between visitors (route-handle.ts); rendered once per release. */
export const handle: RouteHandle = { cache: "release" };

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = pages[path];
  if (!page) notFound();
  return {
    siteUrl: context.siteUrl,
    path,
    meta: page.meta,
    heading: page.heading,
    lead: page.lead,
    crumbs: page.crumbs,
    sections: renderSections(page.sections),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        ...loaderData.meta,
        path: loaderData.path,
        siteUrl: loaderData.siteUrl,
        jsonLd: [breadcrumbList(loaderData.siteUrl, loaderData.crumbs)],
      })
    : [];

export default function SimplePageView({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} crumbs={page.crumbs} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <Sections sections={page.sections} />
        <CallToAction />
      </div>
    </>
  );
}
