import type { ConsultationAsideData } from "~/components/content/consultation-aside";
import { ContentPage } from "~/components/content/content-page";
import { Sections } from "~/components/content/sections";
import { NearestOffice } from "~/components/nearest-office";
import { SiteLink } from "~/components/site-link";
import { findAreaPage } from "~/content/locations";
import { renderSections } from "~/lib/content.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { contentPageMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { localServiceSlugs, practiceAreaName } from "~/shared/firm/facts";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/area";

/** Kept and shared between visitors (route-handle.ts); rendered once per release. */
export const handle: RouteHandle = { kind: "reading", cache: "release" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = findAreaPage(params.area);
  if (!content) notFound();
  const area = fillFirmTokens(content, await context.services.firm.facts());
  const path = `/locations/${area.slug}`;
  return {
    siteUrl: context.siteUrl,
    path,
    meta: area.meta,
    heading: area.heading,
    lead: area.lead,
    crumbs: [{ name: area.heading, path }],
    nearestOffice: area.nearestOffice,
    gettingHereHtml: renderMarkdown(area.gettingHere),
    sections: renderSections(area.sections),
    services: localServiceSlugs.map((slug) => ({
      path: `${path}/${slug}`,
      name: practiceAreaName(slug),
      heading: area.services[slug].heading,
      lead: area.services[slug].lead,
    })),
    consultation: {
      price: {
        kind: "how-set",
        text: "Our prices for wills, probate, lasting powers of attorney and conveyancing are published in full.",
        link: { href: "/compliance", text: "See our published prices" },
      },
    } satisfies ConsultationAsideData,
  };
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function AreaPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <ContentPage
      header={page}
      consultation={page.consultation}
      aside={<NearestOffice officeId={page.nearestOffice} gettingHereHtml={page.gettingHereHtml} />}
    >
      <Sections sections={page.sections} />
      <section className="mt-12">
        <h2 className="text-title">Our services for you here</h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {page.services.map((s) => (
            <li key={s.path} className="rounded-lg border border-stone-200 bg-white p-5">
              <h3 className="text-xl">
                <SiteLink to={s.path}>{s.heading}</SiteLink>
              </h3>
              <p className="mt-2 text-muted">{s.lead}</p>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
