import { brand } from "~/config/brand";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/web-manifest";

export const handle: RouteHandle = { kind: "resource" };

/** /manifest.webmanifest: name, colours and icons for "Add to Home Screen". */
export async function loader({ context }: Route.LoaderArgs) {
  const firm = await context.services.firm.facts();
  const manifest = {
    name: firm.name,
    short_name: firm.shortName,
    description: `${firm.name}, Stockport: wills, conveyancing, family law and more. Free first consultation.`,
    lang: "en-GB",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
