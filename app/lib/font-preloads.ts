import type { LinksFunction } from "react-router";
import sans400 from "../styles/fonts/source-sans-3-core-400-normal.woff2?url";
import sans600 from "../styles/fonts/source-sans-3-core-600-normal.woff2?url";
import serif600 from "../styles/fonts/source-serif-4-core-600-normal.woff2?url";

/**
 * The three faces every page shows above the fold: the serif of the page's heading, the sans of
 * its text and the semibold sans of its labels, buttons and menu, in their core subsets
 * (scripts/subset-fonts.mjs), which hold every character of the site's own copy. Preloaded so
 * they arrive with the stylesheet rather than after it: a face arriving after the first paint
 * lays the whole page out again (ADR 036). Vite gives these imports the same hashed address the
 * stylesheet uses, so each file is fetched once.
 */
export const fontPreloads: ReturnType<LinksFunction> = [serif600, sans400, sans600].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
}));
