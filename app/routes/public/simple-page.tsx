import { ContentPage } from "~/components/content/content-page";
import { Sections } from "~/components/content/sections";
import { sectionCrumbs } from "~/config/navigation";
import complaints from "~/content/legal/complaints";
import privacyPolicy from "~/content/legal/privacy-policy";
import terms from "~/content/legal/terms";
import { aboutPage } from "~/content/pages/about";
import { aboutMorePage } from "~/content/pages/about-more";
import type { PageMeta, Section } from "~/content/types";
import { renderSections } from "~/lib/content.server";
import { contentPageMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import type { Crumb } from "~/lib/structured-data";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatLongDate } from "~/shared/time/format";
import type { Route } from "./+types/simple-page";

interface SimplePage {
  meta: PageMeta;
  heading: string;
  lead: string;
  /** When the text was last reviewed (the legal documents), ISO "2026-11-01". */
  updated?: string;
  sections: Section[];
  crumbs: Crumb[];
}

/** A page one step below Home: its trail is the page itself. */
const topLevel = (path: string, page: Omit<SimplePage, "crumbs">): SimplePage => ({
  ...page,
  crumbs: [{ name: page.heading, path }],
});

const pages: Record<string, SimplePage> = {
  "/about": topLevel("/about", aboutPage),
  "/about/more": {
    ...aboutMorePage,
    crumbs: [sectionCrumbs.about, { name: aboutMorePage.heading, path: "/about/more" }],
  },
  "/legal/privacy-policy": topLevel("/legal/privacy-policy", privacyPolicy),
  "/legal/terms": topLevel("/legal/terms", terms),
  "/complaints": topLevel("/complaints", complaints),
};

/**
 * Pages that are a heading, a lead and sections of copy: /about and /about/more, and the
 * privacy policy, website terms and complaints procedure (which also say when they were
 * last updated).
 */
/** Kept and shared between visitors (route-handle.ts); rendered once per release. */
export const handle: RouteHandle = { kind: "reading", cache: "release" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const content = pages[path];
  if (!content) notFound();
  const page = fillFirmTokens(content, await context.services.firm.facts());
  return {
    siteUrl: context.siteUrl,
    path,
    meta: page.meta,
    heading: page.heading,
    lead: page.lead,
    ...(page.updated && { updated: formatLongDate(page.updated), updatedIso: page.updated }),
    crumbs: page.crumbs,
    sections: renderSections(page.sections),
  };
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function SimplePageView({ loaderData: page }: Route.ComponentProps) {
  return (
    <ContentPage
      header={page}
      intro={
        page.updated && (
          <p className="mt-4 text-sm text-muted">
            Last updated <time dateTime={page.updatedIso}>{page.updated}</time>
          </p>
        )
      }
    >
      <Sections sections={page.sections} />
    </ContentPage>
  );
}
