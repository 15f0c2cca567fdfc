import type { ReactNode } from "react";
import { ClosureBanner } from "./closure-banner";
import { LoadingIndicator } from "./loading-indicator";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main landmark and footer around every public page. */
export function PublicChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <LoadingIndicator />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <ClosureBanner />
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
