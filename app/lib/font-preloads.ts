import sans400 from "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url";
import serif600 from "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2?url";
import type { LinksFunction } from "react-router";

/**
 * The two faces every page shows above the fold: the serif of the page's heading and the sans
 * of its text. Preloaded so they arrive with the stylesheet rather than after it; the
 * semibold sans (buttons, menu) follows from the stylesheet. Vite gives these imports the same
 * hashed address the stylesheet uses, so each file is fetched once.
 */
export const fontPreloads: ReturnType<LinksFunction> = [serif600, sans400].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
}));
