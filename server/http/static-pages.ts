import { createHash, randomBytes } from "node:crypto";
import type { Request, RequestHandler } from "express";

export interface RenderedPage {
  status: number;
  contentType: string;
  /** The page's bytes, split where each response's CSP nonce goes. */
  parts: Buffer[];
  etag: string;
  renderedAt: number;
}

export interface StaticPages {
  middleware: RequestHandler;
  /** Renders every listed page now, so the first visitor gets one from memory. */
  warm(): Promise<void>;
  /**
   * Forgets every copy: the next visitor of each page gets a fresh render. A render already
   * under way when this is called is not kept either, since it may have read the old data.
   */
  invalidate(): void;
}

/** How often the version (the current year) is looked at; formatting dates per request costs. */
const VERSION_CHECK_MS = 60_000;

/**
 * Pages whose content changes only with a release (no database reads) are rendered once per
 * process and served from memory: this is the prerendering step, done at start-up rather than
 * at build time because the page depends on runtime facts (SITE_URL, the current year). The
 * per-response CSP nonce is written into the stored HTML as each response is sent.
 *
 * With `maxAgeMs`, the same machinery keeps pages that read the database for that long
 * (ADR 010): every visitor in that window gets the same page a fresh render would have given
 * a moment before, instead of each one waiting for its own render.
 */
export function createStaticPages(options: {
  /** The pages to keep: a fixed list (rendered at start-up by warm()), or a test. */
  paths: ReadonlySet<string> | ((path: string) => boolean);
  render: (path: string, nonce: string) => Promise<Response>;
  /** Re-render when this changes; the footer shows the current year. */
  version: () => string;
  /** Render again when the copy is older than this; without it, a copy lasts the release. */
  maxAgeMs?: number;
  /** At most this many pages are kept; the oldest copy goes first. */
  maxEntries?: number;
  /** Requests this cache must not answer (someone signed in). */
  skip?: (req: Request) => boolean;
  cacheControl: string;
}): StaticPages {
  const placeholder = `nonce${randomBytes(12).toString("hex")}`;
  const cache = new Map<string, { version: string; page: Promise<RenderedPage> }>();
  const listed = typeof options.paths === "function" ? options.paths : undefined;
  const fixed = typeof options.paths === "function" ? undefined : options.paths;
  const matches = listed ?? ((path: string) => fixed?.has(path) ?? false);

  let version = options.version();
  let versionCheckedAt = Date.now();
  let generation = 0;
  function currentVersion(): string {
    const now = Date.now();
    if (now - versionCheckedAt > VERSION_CHECK_MS) {
      version = options.version();
      versionCheckedAt = now;
    }
    return `${version}#${generation}`;
  }

  async function renderPage(path: string): Promise<RenderedPage> {
    const response = await options.render(path, placeholder);
    const html = await response.text();
    return {
      // A page that sets a cookie is somebody's own; it is never kept (see pageFor).
      status: response.headers.has("Set-Cookie") ? -1 : response.status,
      contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
      parts: html.split(placeholder).map((part) => Buffer.from(part)),
      // Hashed without the placeholder, so every instance of a release gives the same ETag.
      etag: `W/"${createHash("sha256").update(html.replaceAll(placeholder, "")).digest("base64url").slice(0, 27)}"`,
      renderedAt: Date.now(),
    };
  }

  function isFresh(page: RenderedPage): boolean {
    return options.maxAgeMs === undefined || Date.now() - page.renderedAt < options.maxAgeMs;
  }

  async function pageFor(path: string): Promise<RenderedPage> {
    const version = currentVersion();
    const cached = cache.get(path);
    if (cached && cached.version === version) {
      const page = await cached.page;
      if (isFresh(page)) return page;
      // Another request may already have started the next render; share it.
      const now = cache.get(path);
      if (now && now !== cached) return now.page;
    }
    const page = renderPage(path);
    cache.delete(path);
    cache.set(path, { version, page });
    if (options.maxEntries !== undefined && cache.size > options.maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    // A failed render is not kept: the next request tries again.
    page.catch(() => {
      if (cache.get(path)?.page === page) cache.delete(path);
    });
    return page;
  }

  function withNonce(page: RenderedPage, nonce: string): Buffer {
    const nonceBytes = Buffer.from(nonce);
    const pieces: Buffer[] = [];
    page.parts.forEach((part, i) => {
      if (i > 0) pieces.push(nonceBytes);
      pieces.push(part);
    });
    return Buffer.concat(pieces);
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !matches(req.path)) {
      next();
      return;
    }
    // A query string may change what a page shows; those requests render normally.
    if (req.originalUrl.includes("?") || options.skip?.(req)) {
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
      res.setHeader("Cache-Control", options.cacheControl);
      if (req.headers["if-none-match"] === page.etag) {
        // A cache that revalidates copies the 304's headers onto the page it kept. This
        // response's fresh nonce would then no longer match the kept page's scripts, and the
        // browser would block them; without the header the kept, matching policy stays.
        res.removeHeader("Content-Security-Policy");
        res.status(304).end();
        return;
      }
      res.status(200).type(page.contentType);
      res.send(withNonce(page, res.locals.cspNonce as string));
    } catch (err) {
      next(err);
    }
  };

  return {
    middleware,
    async warm() {
      await Promise.all([...(fixed ?? [])].map((p) => pageFor(p)));
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
  };
}
