import { createContext, type ReactNode, useContext } from "react";
import type { PageKind } from "~/shared/routing/page-kinds";

const PageKindContext = createContext<PageKind | null>(null);

/**
 * The kind of the page being shown, worked out once by the root layout from its matches. Every
 * link asks (SiteLink), and a page has a hundred of them: each reading the matches itself cost
 * React Router a fresh list per link on every render.
 */
export function PageKindProvider({ kind, children }: { kind: PageKind; children: ReactNode }) {
  return <PageKindContext.Provider value={kind}>{children}</PageKindContext.Provider>;
}

/** Reading or working: the page this component is on (app/root.tsx provides it). */
export function usePageKind(): PageKind {
  const kind = useContext(PageKindContext);
  if (kind === null) throw new Error("usePageKind needs the root layout's PageKindProvider");
  return kind;
}
