// The page's icon, written into every page as a data: URL (inlined by Vite at build time from
// the PNG that scripts/generate-icons.mjs makes). As a file it was one more request the browser
// made as the page loaded, often before the first paint was on the screen, and Lighthouse's
// simulation counts every request that ends before the largest paint as one it had to wait
// for: the quote page's simulated LCP was 1.51 s with it and 1.36-1.40 s without
// (docs/performance.md, issue 31, eleventh session). 638 bytes; no request, nothing to cache.
import faviconDataUrl from "../../public/icons/favicon-32.png?inline";

export const FAVICON_HREF: string = faviconDataUrl;
