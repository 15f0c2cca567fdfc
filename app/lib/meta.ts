import type { MetaDescriptor } from "react-router";
import { firmOfRoot } from "./firm/use-firm";
import { breadcrumbList, type Crumb } from "./structured-data";

const TITLE_LIMIT = 60;

/** The firm's names a page's head uses: the facts the root loader read (what admins saved). */
export interface SiteNames {
  name: string;
  shortName: string;
}

/** What a meta function is given to find the root loader's facts. */
type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

export interface PageMetaInput {
  /** Page title without the firm's name; the name is appended when it fits in 60 characters. */
  title: string;
  description: string;
  /** Path of the canonical URL, "/services/family-law". */
  path: string;
  siteUrl: string;
  /** Use the title as given (the home page). */
  titleIsComplete?: boolean;
  ogType?: "website" | "article" | "profile";
  /** schema.org objects, each rendered as its own JSON-LD script. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  noindex?: boolean;
  /** The firm's names; the sample's when the root loader gave none (its own error page). */
  firm?: SiteNames;
}

export function fullTitle(
  input: Pick<PageMetaInput, "title" | "titleIsComplete" | "firm">,
): string {
  if (input.titleIsComplete) return input.title;
  const suffix = ` | ${(input.firm ?? firmOfRoot([])).shortName}`;
  return input.title.length + suffix.length <= TITLE_LIMIT
    ? `${input.title}${suffix}`
    : input.title;
}

/** Title, description, canonical link, sharing tags and structured data for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input);
  const firm = input.firm ?? firmOfRoot([]);
  const url = `${input.siteUrl}${input.path}`;
  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: firm.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${input.siteUrl}/images/og-default.png` },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    {
      property: "og:image:alt",
      content: `${firm.name}: Bramhall and Heaton Moor, Stockport. Free first consultation.`,
    },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    ...(input.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** Where a page sits in the site: its canonical path and the trail of pages to it from Home. */
export interface PagePlace {
  siteUrl: string;
  path: string;
  crumbs: readonly Crumb[];
}

/** The place of a page one step below a section's landing page (an article, a lawyer's page). */
export function placeInSection(siteUrl: string, section: Crumb, page: Crumb): PagePlace {
  return { siteUrl, path: page.path, crumbs: [section, page] };
}

/**
 * pageMeta for a page with a breadcrumb trail: the canonical address comes from its place, and
 * its structured data is the trail as a BreadcrumbList followed by the page's own.
 */
export function placedPageMeta(
  place: PagePlace,
  head: Omit<PageMetaInput, "path" | "siteUrl" | "jsonLd">,
  jsonLd: NonNullable<PageMetaInput["jsonLd"]> = [],
): MetaDescriptor[] {
  return pageMeta({
    ...head,
    path: place.path,
    siteUrl: place.siteUrl,
    jsonLd: [breadcrumbList(place.siteUrl, place.crumbs), ...jsonLd],
  });
}

/** What a content page's loader returns for its head: its place, and its title and description. */
export interface ContentPageHead extends PagePlace {
  meta: Pick<PageMetaInput, "title" | "description">;
}

/**
 * The meta function of a content page whose loader returns a ContentPageHead. Nothing while
 * the loader has not answered (an error page brings its own title).
 */
export function contentPageMeta({
  loaderData,
  matches,
}: {
  loaderData?: ContentPageHead;
  matches: Matches;
}): MetaDescriptor[] {
  return loaderData ? siteMeta(matches).placedPageMeta(loaderData, loaderData.meta) : [];
}

/**
 * pageMeta for a page search engines should leave out (a confirmation, a password reset, a
 * personal link, the offline page).
 */
export function unlistedPageMeta(
  siteUrl: string | undefined,
  head: Pick<PageMetaInput, "title" | "description" | "path">,
): MetaDescriptor[] {
  return pageMeta({ ...head, siteUrl: siteUrl ?? "", noindex: true });
}

/**
 * The head of a page whose address holds a one-time token: no canonical link or sharing tags
 * (the address is nobody's to share), and the referrer policy in the page as well as the
 * header, for anything that reads the document rather than the header.
 */
export function secretLinkPageMeta(title: string, firm?: SiteNames): MetaDescriptor[] {
  return [
    { title: fullTitle({ title, firm }) },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
}

/**
 * The head helpers with the firm's names the root loader read, for a meta function: renaming the
 * firm on /admin/firm renames every title and sharing tag with the pages.
 */
export function siteMeta(matches: Matches) {
  const facts = firmOfRoot(matches);
  const firm: SiteNames = { name: facts.name, shortName: facts.shortName };
  return {
    firm,
    fullTitle: (input: Pick<PageMetaInput, "title" | "titleIsComplete">) =>
      fullTitle({ ...input, firm }),
    pageMeta: (input: PageMetaInput) => pageMeta({ firm, ...input }),
    placedPageMeta: (
      place: PagePlace,
      head: Omit<PageMetaInput, "path" | "siteUrl" | "jsonLd">,
      jsonLd: NonNullable<PageMetaInput["jsonLd"]> = [],
    ) => placedPageMeta(place, { firm, ...head }, jsonLd),
    unlistedPageMeta: (
      siteUrl: string | undefined,
      head: Pick<PageMetaInput, "title" | "description" | "path">,
    ) => pageMeta({ ...head, siteUrl: siteUrl ?? "", noindex: true, firm }),
    secretLinkPageMeta: (title: string) => secretLinkPageMeta(title, firm),
  };
}
