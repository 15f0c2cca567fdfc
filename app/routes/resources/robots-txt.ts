import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/robots-txt";

export const handle: RouteHandle = { kind: "resource" };

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /account",
    "Disallow: /api",
    "",
    `Sitemap: ${context.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
