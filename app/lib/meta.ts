import type { MetaDescriptor } from "react-router";
import { firm } from "~/config/firm";

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
