import { listSitePages } from "~/lib/site-pages.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/sitemap-xml";

export const handle: RouteHandle = { kind: "resource" };

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** /sitemap.xml: every public page, articles with their last change. */
export async function loader({ context }: Route.LoaderArgs) {
  const groups = await listSitePages(context);
  const urls = groups.flatMap((g) => g.pages);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) =>
        `  <url><loc>${escapeXml(`${context.siteUrl}${u.path}`)}</loc>${
          u.lastModified ? `<lastmod>${u.lastModified.slice(0, 10)}</lastmod>` : ""
        }</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
