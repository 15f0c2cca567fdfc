import type { MetaDescriptor } from "react-router";
import { firm } from "~/config/firm";

export interface PageMetaInput {
  /** Page title without the firm's name; the firm's name is appended. */
  title: string;
  description: string;
  /** Path of the canonical URL, "/services/family-law". */
  path: string;
  siteUrl: string;
  /** The home page uses the firm's name alone. */
  titleIsComplete?: boolean;
}

export function fullTitle(input: Pick<PageMetaInput, "title" | "titleIsComplete">): string {
  return input.titleIsComplete ? input.title : `${input.title} | ${firm.shortName}`;
}

/** Title, description, canonical link and sharing tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input);
  const url = `${input.siteUrl}${input.path === "/" ? "/" : input.path}`;
  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: firm.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
}

/** The site URL from the root loader, as route meta functions see it. */
export function siteUrlFrom(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): string {
  const root = matches.find((m) => m?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}
