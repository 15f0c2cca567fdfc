import { createContext, type ReactNode, useContext } from "react";
import type { ClosureNotice } from "~/shared/firm/closure-text";

/**
 * The closure visitors are told of, as the root loader worded it from the facts' next closure
 * and the app's clock (closureNotice): components never read the time themselves, so a page
 * kept for all visitors and the browser's hydration say the same. Null when none is announced.
 */
const ClosureNoticeContext = createContext<ClosureNotice | null>(null);

export function ClosureNoticeProvider({
  notice,
  children,
}: {
  notice?: ClosureNotice | null;
  children: ReactNode;
}) {
  return (
    <ClosureNoticeContext.Provider value={notice ?? null}>{children}</ClosureNoticeContext.Provider>
  );
}

export function useClosureNotice(): ClosureNotice | null {
  return useContext(ClosureNoticeContext);
}
