import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Outlet } from "react-router";
import { closureNotice } from "~/shared/firm/closure-text";
import { pageKindOfMatches } from "~/shared/routing/route-handle";
// Inlined by Vite as a data: URL: as a file it was a request that often ended before the first
// paint was shown, which Lighthouse counts against the largest paint (docs/performance.md).
import faviconHref from "../public/icons/favicon-32.png?inline";
import { PhoneLink } from "./components/phone-number";
import { brand } from "./config/brand";
import { ClosureNoticeProvider } from "./lib/firm/use-closure-notice";
import { FirmFactsProvider } from "./lib/firm/use-firm";
import { fontPreloads } from "./lib/font-preloads";
import { useNonce } from "./lib/nonce";
import { discoverRoutesOnIntent } from "./lib/routing/discover-on-intent";
import { PageKindProvider } from "./lib/routing/page-kind";

export const links: Route.LinksFunction = () => fontPreloads;

/**
 * The offline page is stored by the service worker until the next release, so it would go on
 * announcing a closure long over: it states the usual hours only.
 */
const pagesWithoutClosureNotice = new Set(["/offline"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  // The one source of the firm's facts: components read them with useFirm().
  const firm = await context.services.firm.facts();
  return {
    siteUrl: context.siteUrl,
    enhanceScript: context.enhanceScript,
    firm,
    // Worded here, by the app's clock; components read it with useClosureNotice().
    closureNotice: pagesWithoutClosureNotice.has(new URL(request.url).pathname)
      ? null
      : closureNotice(firm.nextClosure, context.clock.now()),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Reading pages are server HTML and the enhancement script only (ADR 020).
  const kind = pageKindOfMatches(useMatches());
  const withScripts = kind === "working";
  const rootData = useRouteLoaderData<typeof loader>("root");
  const enhanceScript = rootData?.enhanceScript;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColor} />
        {/* A raster: Chromium draws an SVG favicon by building an SVG document on the page's
            main thread once it has loaded, 85-96 ms with the CPU slowed 4× (docs/performance.md).
            Inline (the import above), so it is not a request made while the page loads. */}
        <link rel="icon" href={faviconHref} sizes="32x32" type="image/png" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        <FirmFactsProvider facts={rootData?.firm}>
          <ClosureNoticeProvider notice={rootData?.closureNotice}>
            <PageKindProvider kind={kind}>{children}</PageKindProvider>
          </ClosureNoticeProvider>
        </FirmFactsProvider>
        {withScripts && <ScrollRestoration nonce={nonce} />}
        {withScripts && <Scripts nonce={nonce} />}
        {/* Every page's one script of its own (app/enhance/): menus, notices, the service
            worker and prefetching. Outside <Scripts>, so reading pages can have it alone.
            async, not defer: a deferred script runs in the task that ends parsing, with the
            browser's first style pass of the whole page (9-16 ms), and Lighthouse charges that
            task to the script. Nothing in it needs the page parsed (listeners sit on the
            document; the notification region goes in when the browser is idle). */}
        {enhanceScript && (
          <script
            src={enhanceScript}
            nonce={nonce}
            async
            type={enhanceScript.endsWith(".ts") ? "module" : undefined}
          />
        )}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => discoverRoutesOnIntent(document), []);
  return <Outlet />;
}

/** Last resort, for errors outside the public and admin layouts' own boundaries. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-6xl px-4 py-16 [&>*]:max-w-2xl">
      <h1 className="text-3xl">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4">
        {notFound
          ? "We could not find that page."
          : "Sorry, something went wrong on our side. Please try again in a moment."}{" "}
        You can call us on <PhoneLink /> or go to the{" "}
        <a href={rootData?.siteUrl ? `${rootData.siteUrl}/` : "/"}>home page</a>.
      </p>
    </main>
  );
}
