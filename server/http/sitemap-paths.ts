/** The site's own paths in a sitemap (`<loc>https://…/about</loc>` → "/about"). */
export function sitemapPaths(xml: string, siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc = ""]) => new URL(loc.replaceAll("&amp;", "&"), origin))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`);
}
