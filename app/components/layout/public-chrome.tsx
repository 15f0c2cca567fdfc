import type { ReactNode } from "react";
import { KeptChromePart } from "~/lib/chrome/kept-chrome";
import { usePageKind } from "~/lib/routing/page-kind";
import { ClosureBanner } from "./closure-banner";
import { LoadingIndicator } from "./loading-indicator";
import { PhoneActionBar } from "./phone-action-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header, main landmark and footer around every public page, and on a reading page the phone's
 * Call / Book bar (a working page's own form is its next step). On a reading page the server
 * draws the header and footer once per address and keeps them (KeptChromePart, ADR 040).
 */
export function PublicChrome({ children }: { children: ReactNode }) {
  const reading = usePageKind() === "reading";
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <LoadingIndicator />
      <KeptChromePart name="header">
        <SiteHeader />
      </KeptChromePart>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <ClosureBanner />
        {children}
      </main>
      <KeptChromePart name="footer">
        <SiteFooter />
        {reading && <PhoneActionBar />}
      </KeptChromePart>
    </>
  );
}
