import type { MetaDescriptor } from "react-router";
import { firm } from "~/shared/firm/facts";
import { breadcrumbList, type Crumb } from "./structured-data";

const TITLE_LIMIT = 60;
const suffix = ` | ${firm.shortName}`;

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
}

export function fullTitle(input: Pick<PageMetaInput, "title" | "titleIsComplete">): string {
  if (input.titleIsComplete) return input.title;
  return input.title.length + suffix.length <= TITLE_LIMIT
    ? `${input.title}${suffix}`
    : input.title;
}

/** Title, description, canonical link, sharing tags and structured data for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input);
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
}: {
  loaderData?: ContentPageHead;
}): MetaDescriptor[] {
  return loaderData ? placedPageMeta(loaderData, loaderData.meta) : [];
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
export function secretLinkPageMeta(title: string): MetaDescriptor[] {
  return [
    { title: fullTitle({ title }) },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
}
