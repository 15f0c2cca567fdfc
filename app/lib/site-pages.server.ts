import type { AppLoadContext } from "react-router";
import { complianceMenu } from "~/config/navigation";
import { areaPages } from "~/content/locations";
import { servicePages } from "~/content/services";
import {
  areas,
  legacyWillsAreaSlugs,
  localServiceSlugs,
  practiceAreaName,
} from "~/shared/firm/facts";

export interface SitePage {
  path: string;
  title: string;
  /** ISO date of the last change, where we know it (articles). */
  lastModified?: string;
}

export interface SitePageGroup {
  heading: string;
  pages: SitePage[];
}

/**
 * Every public page, grouped as the /sitemap page shows them. The same list feeds
 * /sitemap.xml and the browser test that visits every page, so a page added to the content
 * appears everywhere at once.
 */
export async function listSitePages(context: AppLoadContext): Promise<SitePageGroup[]> {
  const [team, articles] = await Promise.all([
    context.services.team.listVisible(),
    context.services.insights.listPublishedForSitemap(context.clock.now()),
  ]);
  const guides = servicePages.filter((p) => p.path.startsWith("conveyancing/"));
  const mainServices = servicePages.filter((p) => !p.path.startsWith("conveyancing/"));
  return [
    {
      heading: "Main pages",
      pages: [
        { path: "/", title: "Home" },
        { path: "/services", title: "Our legal services" },
        { path: "/consultation", title: "Book a free consultation" },
        { path: "/contact", title: "Contact us" },
        { path: "/about", title: "Our story" },
        { path: "/about/more", title: "More about the firm" },
        { path: "/about/team", title: "Meet the team" },
        { path: "/insights", title: "News and insights" },
        { path: "/sitemap", title: "Sitemap" },
      ],
    },
    {
      heading: "Legal services",
      pages: mainServices.map((p) => ({ path: `/services/${p.path}`, title: p.heading })),
    },
    {
      heading: "Conveyancing guides",
      pages: [
        ...guides.map((p) => ({ path: `/services/${p.path}`, title: p.heading })),
        { path: "/services/conveyancing/stamp-duty-calculator", title: "Stamp duty calculator" },
      ],
    },
    {
      heading: "Prices and regulation",
      pages: complianceMenu.map((m) => ({
        path: m.href,
        title: m.href === "/compliance" ? "Compliance overview" : `${m.name} prices`,
      })),
    },
    ...areaPages.map((area) => ({
      heading: `Areas we cover: ${areas.find((a) => a.slug === area.slug)?.name ?? area.slug}`,
      pages: [
        { path: `/locations/${area.slug}`, title: area.heading },
        ...localServiceSlugs.map((s) => ({
          path: `/locations/${area.slug}/${s}`,
          title: area.services[s].heading || practiceAreaName(s),
        })),
      ],
    })),
    {
      heading: "Our team",
      pages: team.map((m) => ({ path: `/team/${m.slug}`, title: `${m.name}, ${m.role}` })),
    },
    {
      heading: "News and insights",
      pages: articles.map((a) => ({
        path: `/insights/${a.slug}`,
        title: a.title,
        lastModified: a.updatedAt.toISOString(),
      })),
    },
    {
      heading: "Legal",
      pages: [
        { path: "/legal/terms", title: "Terms and conditions" },
        { path: "/legal/privacy-policy", title: "Privacy policy" },
        { path: "/complaints", title: "Complaints handling procedure" },
      ],
    },
  ];
}

/**
 * Addresses that are not pages but have one to send people to, for good (301), and never in
 * the sitemap: older addresses that still have links pointing at them, and /team, which people
 * type because each person's page is /team/{name}.
 */
export const permanentRedirects: ReadonlyArray<{ from: string; to: string }> = [
  ...legacyWillsAreaSlugs.map((area) => ({
    from: `/services/locations/${area}-wills-probate`,
    to: `/locations/${area}/wills-probate`,
  })),
  { from: "/team", to: "/about/team" },
];
