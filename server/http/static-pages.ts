import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { dropOldestBeyond } from "~/shared/bounded-map";
import type { Clock } from "../clock";
import { inlineScriptHashes } from "./content-security-policy";
import { compressBest, compressQuickly, createCompressionUpgrades } from "./kept-compression";
import { preferredEncoding } from "./preferred-encoding";

export interface RenderedPage {
  status: number;
  /** A redirect's target (an article's old address). */
  location: string | null;
  contentType: string;
  /** The page's bytes, the same for every visitor: no nonce (ADR 036). */
  body: Buffer;
  /**
   * The same bytes compressed when the copy was made, brotli made again at its best quality
   * soon after (server/http/kept-compression.ts).
   */
  brotli: Buffer;
  gzip: Buffer;
  /** The Content-Security-Policy allowing the page's own inline scripts by their hashes. */
  policy: string;
  etag: string;
  renderedAt: number;
}

export interface StaticPages {
  middleware: RequestHandler;
  /** Renders these pages now, so the first visitor gets each from memory. */
  warm(paths: readonly string[]): Promise<void>;
  /**
   * Forgets every copy: the next visitor of each page gets a fresh render. A render already
   * under way when this is called is not kept either, since it may have read the old data.
   */
  invalidate(): void;
  /** Resolves once every kept copy has its best compression (tests and benchmarks). */
  compressed(): Promise<void>;
  /**
   * The copy this request may be answered with at once, without waiting or rendering: a page
   * already rendered, current and fresh, for a request this cache answers with no query string.
   * Anything else is undefined and goes through Express (kept-page-fast-path.ts).
   */
  ready(req: IncomingMessage, path: string): RenderedPage | undefined;
  /** What this cache's pages say to caches downstream (before the site-wide policy). */
  readonly cacheControl: string;
}

interface KeptEntry {
  version: string;
  page: Promise<RenderedPage>;
  /** The rendered page once the promise has settled, for answers that cannot wait. */
  settled?: RenderedPage;
}

/**
 * The bytes of a kept copy in an encoding. Read at send time: the brotli body is replaced by a
 * smaller one soon after the copy is made (kept-compression.ts).
 */
export function keptBody(page: RenderedPage, encoding: "br" | "gzip" | undefined): Buffer {
  if (encoding === "br") return page.brotli;
  return encoding === "gzip" ? page.gzip : page.body;
}

/** How often the version (the current year) is looked at; formatting dates per request costs. */
const VERSION_CHECK_MS = 60_000;

/**
 * Pages whose content changes only with a release (no database reads) are rendered once per
 * process and served from memory: this is the prerendering step, done at start-up rather than
 * at build time because the page depends on runtime facts (SITE_URL, the current year). The
 * copy is rendered without a CSP nonce and sent with a policy naming its inline scripts' hashes,
 * so every visitor gets the same bytes, compressed once when the copy is made (ADR 036).
 *
 * With `maxAgeMs`, the same machinery keeps pages that read the database for that long
 * (ADR 010): every visitor in that window gets the same page a fresh render would have given
 * a moment before, instead of each one waiting for its own render.
 */
export function createStaticPages(options: {
  /** Which paths this cache keeps (from the routes' handles, server/http/route-handles.ts). */
  paths: (path: string) => boolean;
  /** Whether a query string could change the page; if not, the kept render answers. */
  queryMatters: (path: string, search: URLSearchParams) => boolean;
  /** Renders the page with no CSP nonce: its inline scripts are allowed by their hashes. */
  render: (path: string) => Promise<globalThis.Response>;
  /** The Content-Security-Policy for a page whose inline scripts have these hash sources. */
  policy: (inlineScriptHashes: string[]) => string;
  /** Re-render when this changes; the footer shows the current year. */
  version: () => string;
  /** Render again when the copy is older than this; without it, a copy lasts the release. */
  maxAgeMs?: number;
  /** At most this many pages are kept; the oldest copy goes first. */
  maxEntries?: number;
  /** Requests this cache must not answer (someone signed in); reads only the headers. */
  skip?: (req: IncomingMessage) => boolean;
  cacheControl: string;
  /** Told whether each lookup found a kept render (hit) or had to render (miss). */
  onLookup?: (outcome: "hit" | "miss") => void;
  /** What copies' ages and the version check are counted by (server/clock.ts). */
  clock: Clock;
}): StaticPages {
  const cache = new Map<string, KeptEntry>();
  const upgrades = createCompressionUpgrades();
  const matches = options.paths;

  let version = options.version();
  const now = () => options.clock.now().getTime();
  let versionCheckedAt = now();
  let generation = 0;
  function currentVersion(): string {
    const checkedAt = now();
    if (checkedAt - versionCheckedAt > VERSION_CHECK_MS) {
      version = options.version();
      versionCheckedAt = checkedAt;
    }
    return `${version}#${generation}`;
  }

  /** `best`: compress at the best settings now (start-up); otherwise quickly, best later. */
  async function renderPage(path: string, best: boolean): Promise<RenderedPage> {
    const response = await options.render(path);
    const html = await response.text();
    const body = Buffer.from(html);
    const status = response.headers.has("Set-Cookie") ? -1 : response.status;
    // Only a page that is kept is worth compressing ahead: a 404 or a redirect is sent once.
    const kept = status === 200;
    const compress = best ? compressBest : compressQuickly;
    const copies = kept ? await compress(body) : { brotli: body, gzip: body };
    return {
      // A page that sets a cookie is somebody's own; it is never kept (see pageFor).
      status,
      location: response.headers.get("Location"),
      contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
      body,
      brotli: copies.brotli,
      gzip: copies.gzip,
      policy: options.policy(inlineScriptHashes(html)),
      // The same bytes on every instance of a release give the same ETag.
      etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      renderedAt: now(),
    };
  }

  function isFresh(page: RenderedPage): boolean {
    return options.maxAgeMs === undefined || now() - page.renderedAt < options.maxAgeMs;
  }

  async function pageFor(path: string, best = false): Promise<RenderedPage> {
    const version = currentVersion();
    const cached = cache.get(path);
    if (cached && cached.version === version) {
      const page = await cached.page;
      if (isFresh(page)) {
        options.onLookup?.("hit");
        return page;
      }
      // Another request may already have started the next render; share it.
      const now = cache.get(path);
      if (now && now !== cached) {
        options.onLookup?.("hit");
        return now.page;
      }
    }
    options.onLookup?.("miss");
    const page = renderPage(path, best);
    const entry: KeptEntry = { version, page };
    cache.delete(path);
    cache.set(path, entry);
    if (options.maxEntries !== undefined) dropOldestBeyond(cache, options.maxEntries);
    page.then(
      (rendered) => {
        entry.settled = rendered;
        if (rendered.status === 200)
          upgrades.upgrade(rendered, () => cache.get(path)?.page === page);
      },
      // A failed render is not kept: the next request tries again.
      () => {
        if (cache.get(path)?.page === page) cache.delete(path);
      },
    );
    return page;
  }

  /** The copy in the best encoding the browser accepts; compression() leaves it alone. */
  function sendKept(req: Request, res: Response, page: RenderedPage): void {
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = preferredEncoding(req);
    res.status(200).type(page.contentType);
    if (encoding) {
      const body = keptBody(page, encoding);
      res.setHeader("Content-Encoding", encoding);
      // Known ahead, so said: compression() passes the body through but would send it chunked.
      res.setHeader("Content-Length", body.length);
      res.end(body);
      return;
    }
    res.send(page.body);
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !matches(req.path)) {
      next();
      return;
    }
    // Only a parameter the page reads may change it; utm_source and the like share the page.
    const query = req.originalUrl.indexOf("?");
    const search = new URLSearchParams(query === -1 ? "" : req.originalUrl.slice(query + 1));
    if (options.queryMatters(req.path, search) || options.skip?.(req)) {
      next();
      return;
    }
    try {
      const page = await pageFor(req.path);
      if (page.status === -1) {
        next();
        return;
      }
      if (page.status !== 200) {
        // A missing page or a redirect: answered from this one render, never kept, so a scan
        // of made-up addresses neither renders twice nor pushes real pages out.
        void forget(req.path, page);
        res.setHeader("Content-Security-Policy", page.policy);
        res.status(page.status);
        if (page.location) res.setHeader("Location", page.location);
        res.type(page.contentType);
        res.send(page.body);
        return;
      }
      // Replaces the per-response nonce policy: this page's scripts are allowed by hash, and a
      // cache that copies a 304's headers onto the page it kept still gets the matching policy.
      res.setHeader("Content-Security-Policy", page.policy);
      res.setHeader("ETag", page.etag);
      res.setHeader("Cache-Control", options.cacheControl);
      if (req.headers["if-none-match"] === page.etag) {
        res.status(304).end();
        return;
      }
      sendKept(req, res, page);
    } catch (err) {
      next(err);
    }
  };

  async function forget(path: string, page: RenderedPage) {
    const entry = cache.get(path);
    if (entry && (await entry.page) === page) cache.delete(path);
  }

  return {
    middleware,
    async warm(paths) {
      // Before the server listens: compressed at the best settings now, not queued for later,
      // where the queue would take a core from the first visitors (bench:http, cache off: p99
      // 7 s with the queue running beside it).
      await Promise.all(paths.filter(matches).map((p) => pageFor(p, true)));
      // Only pages that rendered are worth keeping.
      for (const [path, entry] of cache) {
        if ((await entry.page).status !== 200) cache.delete(path);
      }
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
    compressed: () => upgrades.settled(),
    cacheControl: options.cacheControl,
    ready(req, path) {
      const entry = cache.get(path);
      if (!entry?.settled) return undefined;
      const page = entry.settled;
      if (page.status !== 200 || entry.version !== currentVersion() || !isFresh(page)) {
        return undefined;
      }
      if (options.skip?.(req)) return undefined;
      options.onLookup?.("hit");
      return page;
    },
  };
}
