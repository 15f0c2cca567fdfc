import { areas, practiceAreas } from "~/shared/firm/facts";

export interface MenuItem {
  name: string;
  href: string;
  children?: readonly MenuItem[];
}

/**
 * Each section's landing page as the first step of the breadcrumb trail of the pages below it
 * (the landing page's own trail may name it differently: /about is "Our story" there).
 */
export const sectionCrumbs = {
  about: { name: "About us", path: "/about" },
  team: { name: "Meet the team", path: "/about/team" },
  services: { name: "Services", path: "/services" },
  compliance: { name: "Compliance", path: "/compliance" },
  insights: { name: "News and insights", path: "/insights" },
} as const;

export const servicesMenu: readonly MenuItem[] = practiceAreas.map((p) => ({
  name: p.name,
  href: `/services/${p.slug}`,
}));

export const complianceMenu: readonly MenuItem[] = [
  { name: "Overview", href: "/compliance" },
  { name: "Wills and Probate", href: "/compliance/wills-probate" },
  { name: "Lasting Powers of Attorney", href: "/compliance/lasting-powers-attorney" },
  { name: "Residential Purchase", href: "/compliance/residential-purchase" },
  { name: "Residential Sale", href: "/compliance/residential-sale" },
  { name: "Residential Mortgage", href: "/compliance/residential-mortgage" },
];

export const mainMenu: readonly MenuItem[] = [
  {
    name: "Legal Services",
    href: "/services",
    children: [...servicesMenu, { name: "See more services", href: "/services" }],
  },
  {
    name: "About Us",
    href: "/about",
    children: [
      { name: "Our Story", href: "/about" },
      { name: "Meet The Team", href: "/about/team" },
      { name: "Locations", href: "/contact" },
    ],
  },
  { name: "Compliance", href: "/compliance", children: complianceMenu },
  { name: "News & Insights", href: "/insights" },
];

export const topStripLinks = [
  { name: "Book Free Appointment", href: "/consultation" },
  { name: "Get In Touch", href: "/contact" },
  // The same plain link for everyone, so reading pages stay cacheable and framework-free:
  // /account sends visitors to sign in and back (issue 20).
  { name: "Account", href: "/account" },
] as const;

export const footerQuickLinks: readonly MenuItem[] = [
  { name: "Home", href: "/" },
  { name: "About Us", href: "/about" },
  { name: "Services", href: "/services" },
  { name: "Contact", href: "/contact" },
  { name: "Our Team", href: "/about/team" },
];

export const footerLegalLinks: readonly MenuItem[] = [
  { name: "Terms & Conditions", href: "/legal/terms" },
  { name: "Privacy Policy", href: "/legal/privacy-policy" },
  { name: "Complaints Handling Procedure", href: "/complaints" },
  { name: "Sitemap", href: "/sitemap" },
];

export const footerAreaLinks: readonly MenuItem[] = areas.map((a) => ({
  name: a.name,
  href: `/locations/${a.slug}`,
}));

/** Pages fetched in the background a second after the first load (docs/requirements.md, "Routing rules" and "Limits and constants"). */
export const prefetchAfterLoad = ["/about", "/services", "/contact"] as const;
export const PREFETCH_DELAY_MS = 1_000;
