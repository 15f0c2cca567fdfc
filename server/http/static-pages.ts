import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export interface RenderedPage {
  status: number;
  contentType: string;
  /** The page with a placeholder where each response's CSP nonce goes. */
  html: string;
  etag: string;
}

export interface StaticPages {
  middleware: RequestHandler;
  /** Renders every static page now, so the first visitor gets one from memory. */
  warm(): Promise<void>;
}

/**
 * Pages whose content changes only with a release (no database reads) are rendered once per
 * process and served from memory: this is the prerendering step, done at start-up rather than
 * at build time because the page depends on runtime facts (SITE_URL, the current year). The
 * per-response CSP nonce is written into the stored HTML as each response is sent.
 */
export function createStaticPages(options: {
  paths: ReadonlySet<string>;
  render: (path: string, nonce: string) => Promise<Response>;
  /** Re-render when this changes; the footer shows the current year. */
  version: () => string;
}): StaticPages {
  const placeholder = `nonce${randomBytes(12).toString("hex")}`;
  const cache = new Map<string, { version: string; page: Promise<RenderedPage> }>();

  async function renderPage(path: string): Promise<RenderedPage> {
    const response = await options.render(path, placeholder);
    const html = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
      html,
      // Hashed without the placeholder, so every instance of a release gives the same ETag.
      etag: `W/"${createHash("sha256").update(html.replaceAll(placeholder, "")).digest("base64url").slice(0, 27)}"`,
    };
  }

  function pageFor(path: string): Promise<RenderedPage> {
    const version = options.version();
    const cached = cache.get(path);
    if (cached && cached.version === version) return cached.page;
    const page = renderPage(path);
    cache.set(path, { version, page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => cache.delete(path));
    return page;
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !options.paths.has(req.path)) {
      next();
      return;
    }
    // A query string may change what a page shows; those requests render normally.
    if (req.originalUrl.includes("?")) {
      next();
      return;
    }
    try {
      const page = await pageFor(req.path);
      if (page.status !== 200) {
        next();
        return;
      }
      res.setHeader("ETag", page.etag);
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      if (req.headers["if-none-match"] === page.etag) {
        // A cache that revalidates copies the 304's headers onto the page it kept. This
        // response's fresh nonce would then no longer match the kept page's scripts, and the
        // browser would block them; without the header the kept, matching policy stays.
        res.removeHeader("Content-Security-Policy");
        res.status(304).end();
        return;
      }
      res.status(200).type(page.contentType);
      res.send(page.html.replaceAll(placeholder, res.locals.cspNonce as string));
    } catch (err) {
      next(err);
    }
  };

  return {
    middleware,
    async warm() {
      await Promise.all([...options.paths].map((p) => pageFor(p)));
    },
  };
}
