import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import {
  type AppLoadContext,
  createRequestHandler as createRenderer,
  type ServerBuild,
} from "react-router";
import type { ViteDevServer } from "vite";
import type { FirmFacts } from "~/shared/firm/facts";
import { currentYearInLondon } from "~/shared/time/format";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import { changeChannels } from "./db/change-channels";
import type { DatabaseHandle } from "./db/client";
import { apiRouter } from "./http/api";
import { cacheControl } from "./http/cache-control";
import { contentSecurityPolicy } from "./http/content-security-policy";
import { enhanceScriptSrc } from "./http/enhance-script";
import { keepFirmFactsFresh } from "./http/firm-facts-freshness";
import { healthRouter } from "./http/health";
import { createKeptPageFastPath } from "./http/kept-page-fast-path";
import { listenForChanges } from "./http/listen-for-changes";
import { mediaRouter } from "./http/media";
import { metricsRouter } from "./http/metrics-endpoint";
import { refuseNulInAddress } from "./http/nul-characters";
import { reactRouterHandler } from "./http/react-router-handler";
import { requestLogging } from "./http/request-logging";
import { requestMetrics } from "./http/request-metrics";
import { readsQuery, routeHandles } from "./http/route-handles";
import { labelIfAnswered, pagePatterns } from "./http/route-patterns";
import { requireSameOrigin } from "./http/same-origin";
import { fixedSecurityHeaders, securityHeaders } from "./http/security-headers";
import { sessionMiddleware } from "./http/session";
import {
  clearedSessionCookie,
  deviceCookie,
  readDeviceToken,
  readSessionToken,
  sessionCookie,
} from "./http/session-cookie";
import { keepAvailabilityFresh, keepSharedPagesFresh } from "./http/shared-page-freshness";
import { sitemapPaths } from "./http/sitemap-paths";
import { serveHashedAssets, serveStaticFiles } from "./http/static-files";
import { createStaticPages, type StaticPages } from "./http/static-pages";
import type { Logger } from "./logger";
import { type AppMetrics, createAppMetrics } from "./ops/metrics/app-metrics";
import { ignoredOpsEvents } from "./ops/metrics/ops-events";
import { createFormGuard } from "./security/form-guard";
import { createServices } from "./services";
import { createAuth } from "./services/auth";
import { createFirmFactsSource, type FirmFactsSource } from "./services/firm-facts";

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  /** The React Router server build; in development a loader that asks Vite for it. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite serves the browser modules and hot reload. */
  vite?: ViteDevServer;
  isShuttingDown?: () => boolean;
  /** Keys the session token hashes (SESSION_SECRET or the generated one). */
  sessionSecret: string;
  /** Wakes the outbox worker after something queued mail. */
  onMailQueued?: () => void;
  /** Shared with the mail worker; made here when METRICS_TOKEN is set and none is given. */
  metrics?: AppMetrics;
  /** Where "now" comes from for every service, middleware and loader (issue 28); tests pass their own. */
  clock?: Clock;
  /**
   * The firm's facts where an admin has saved none (office hours among them); the configured
   * sample values unless given.
   */
  firmFacts?: FirmFacts;
}

export type App = Express & {
  /**
   * Pages that read no table but the firm's facts, rendered at start-up and kept until the
   * facts change (ADR 004, ADR 032).
   */
  staticPages?: StaticPages;
  /** Database pages shared between anonymous visitors until the content changes. */
  sharedPages?: StaticPages;
  /** Renders every page kept for the release now, so the first visitor gets one from memory. */
  warmPages(): Promise<void>;
  /** Resolves once database changes reach the in-memory copies; stop() before closing. */
  changeWatch: { ready: Promise<void>; stop(): void };
  /** Work requests leave running after their answer; settled() before closing the database. */
  backgroundWork: { settled(): Promise<void> };
  /**
   * Renders again the stored article bodies that are out of date (a new renderer, a changed
   * firm fact); never rejects. Called at start-up and when the facts change (ADR 036).
   */
  refreshArticleHtml(): Promise<void>;
  /** The firm facts every page and service reads (tests look at what it hands out). */
  firm: FirmFactsSource;
};

/** A form left open longer than half a day is sent again with a fresh token. */
const FORM_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * Puts the kept pages' own path in front of Express's: the app function Express made calls
 * `app.handle` for every request, listening or under supertest, so wrapping it here covers both
 * (ADR 036 item 7). A request the fast path does not answer goes on to Express unchanged.
 */
function answerKeptPagesBeforeExpress(
  app: Express,
  answer: (req: IncomingMessage, res: ServerResponse) => boolean,
  logger: Logger,
): void {
  // Express 5 types do not declare `handle`, though `app(req, res)` calls it.
  const express = app as unknown as { handle: ExpressHandle };
  const handle = express.handle;
  if (typeof handle !== "function") throw new Error("Express no longer routes through app.handle");
  express.handle = function handleKeptPageFirst(this: unknown, req, res, callback) {
    try {
      if (answer(req, res)) return;
    } catch (err) {
      // Outside Express nothing would catch this for us: a throw here would end the process.
      logger.error({ err }, "the kept page path failed; Express answers instead");
      if (res.headersSent) {
        res.destroy();
        return;
      }
    }
    handle.call(this, req, res, callback);
  };
}

type ExpressHandle = (req: IncomingMessage, res: ServerResponse, callback?: unknown) => void;

/** Metrics exist only when someone may read them (METRICS_TOKEN set). */
export function metricsFor(
  config: Config,
  database: DatabaseHandle,
  clock: Clock = systemClock,
): AppMetrics | undefined {
  return config.metricsToken
    ? createAppMetrics({ database, backupsDir: config.backups.dir, now: () => clock.now() })
    : undefined;
}

/** The whole HTTP stack, without listening, so tests can drive it with supertest. */
export function createApp(deps: AppDeps): App {
  const { config, logger, database } = deps;
  const clock = deps.clock ?? systemClock;
  const metrics = deps.metrics ?? metricsFor(config, database, clock);
  const events = metrics?.events ?? ignoredOpsEvents;
  const firm = createFirmFactsSource({
    db: database.db,
    clock,
    logger,
    fallback: deps.firmFacts,
    videoProvider: config.video.providerName,
  });
  const services = createServices({
    db: database.db,
    config,
    logger,
    onMailQueued: deps.onMailQueued,
    secret: deps.sessionSecret,
    events,
    databaseKind: database.kind,
    clock,
    firm,
  });
  const formGuard = createFormGuard(
    deps.sessionSecret,
    {
      minSeconds: {
        contact: config.contact.minSeconds,
        booking: config.booking.minSeconds,
        quote: config.quote.minSeconds,
      },
      maxAgeSeconds: FORM_MAX_AGE_SECONDS,
    },
    () => clock.now().getTime(),
  );
  const auth = createAuth({
    db: database.db,
    sessionSecret: deps.sessionSecret,
    logger,
    rateLimitStore: config.rateLimitStore,
    registerPerHour: config.registerPerHour,
    verification: services.accounts.verification,
    clock,
  });
  const secure = config.secureCookies;
  const app = express() as App;
  app.disable("x-powered-by");
  // Express would hash every res.send body for an ETag. What goes through it here is the JSON
  // API, answered `private, no-store`, so the hash is never used (it was 3% of the CPU of
  // GET /api/availability); pages, kept pages, media and files set or make their own.
  app.set("etag", false);
  // Behind a load balancer the client's address and scheme come from X-Forwarded-*, but only
  // from the peers TRUST_PROXY names: anyone else could choose the address limits count.
  app.set("trust proxy", config.trustProxy);

  // Only metrics name routes; both request paths (Express's and the kept pages') share this.
  const pagePattern =
    metrics && typeof deps.build !== "function" ? pagePatterns(deps.build) : undefined;
  if (metrics) app.use(requestMetrics(metrics, pagePattern));
  app.use(requestLogging(logger));
  app.use(
    healthRouter({ ping: database.ping, isShuttingDown: deps.isShuttingDown ?? (() => false) }),
  );
  if (metrics && config.metricsToken) {
    app.use(metricsRouter({ token: config.metricsToken, registry: metrics.registry }));
  }
  if (!deps.vite) app.use("/assets", labelIfAnswered("/assets/*", serveHashedAssets()));
  app.use(securityHeaders({ https: config.secureCookies, dev: Boolean(deps.vite) }));
  app.use(cacheControl());
  app.use(compression());
  // Before anything answers from the address: a kept page's render, a file or an API route.
  app.use(refuseNulInAddress());

  if (deps.vite) app.use(deps.vite.middlewares);
  else app.use(labelIfAnswered("static", serveStaticFiles()));

  // Uploaded pictures: public, cookie-free, served before sessions are looked up.
  app.use(mediaRouter(services.content.images));
  app.use(sessionMiddleware(auth, { secure }));
  app.use(requireSameOrigin(config.siteUrl));
  app.use("/api", apiRouter({ auth, services, secure }));

  const cookies = {
    session: (token: string, expiresAt: Date) => sessionCookie(token, expiresAt, secure),
    cleared: () => clearedSessionCookie(secure),
    device: (token: string) => deviceCookie(token, secure),
  };
  const enhanceScript = enhanceScriptSrc(Boolean(deps.vite));
  const loadContext = (cspNonce: string, req?: express.Request): AppLoadContext => ({
    cspNonce,
    enhanceScript,
    siteUrl: config.siteUrl,
    services,
    auth,
    cookies,
    user: req?.user ?? null,
    sessionToken: req?.sessionToken,
    deviceToken: readDeviceToken(req?.headers.cookie),
    clientIp: req?.ip ?? "unknown",
    formGuard,
    logger,
    clock,
  });

  // The articles the insights service keeps (ADR 036 item 8) are dropped with every public
  // content change, whichever process made it; on its own, whatever the page cache does.
  const keptArticlesFresh = listenForChanges({
    database,
    logger,
    channel: changeChannels.publicContent,
    changed: () => services.insights.forgetKept(),
    what: "article changes",
  });
  const availabilityFresh = keepAvailabilityFresh({
    database,
    invalidate: () => services.bookings.invalidateAvailability(),
    logger,
  });
  let sharedPagesFresh: ReturnType<typeof keepSharedPagesFresh> | undefined;

  // In development every page renders afresh, so edits show at once.
  if (!deps.vite && typeof deps.build !== "function") {
    const render = createRenderer(deps.build, "production");
    // Kept pages carry no nonce: their inline scripts are allowed by hash (ADR 036).
    const renderPage = (path: string) =>
      render(new Request(`${config.siteUrl}${path}`), loadContext(""));
    const policy = (hashes: string[]) =>
      contentSecurityPolicy({ https: config.secureCookies, dev: false }, hashes);
    // Each route module says whether its page may be kept, and which query it reads.
    const handleFor = routeHandles(deps.build);
    const queryMatters = (path: string, search: URLSearchParams) =>
      readsQuery(handleFor(path), search);
    app.staticPages = createStaticPages({
      paths: (path) => handleFor(path)?.cache === "release",
      queryMatters,
      render: renderPage,
      policy,
      version: () => currentYearInLondon(clock.now()),
      cacheControl: "public, max-age=0, must-revalidate",
      onLookup: (outcome) => events.pageCache("release", outcome),
      clock,
    });
    app.use(app.staticPages.middleware);
    // Database pages that look the same to every visitor share one render until the content
    // changes (ADR 012); signed-in people always get their own.
    if (config.pageCacheSeconds > 0) {
      const sharedPages = createStaticPages({
        paths: (path) => handleFor(path)?.cache === "shared",
        queryMatters,
        render: renderPage,
        policy,
        version: () => currentYearInLondon(clock.now()),
        maxAgeMs: config.pageCacheSeconds * 1000,
        maxEntries: 300,
        skip: (req) => readSessionToken(req.headers.cookie) !== undefined,
        cacheControl: "no-cache",
        onLookup: (outcome) => events.pageCache("shared", outcome),
        clock,
      });
      app.sharedPages = sharedPages;
      sharedPagesFresh = keepSharedPagesFresh({
        database,
        nextScheduledPublication: (now) => services.insights.nextScheduledPublication(now),
        invalidate: () => sharedPages.invalidate(),
        logger,
        clock,
      });
      app.use(sharedPages.middleware);
    }
  }

  answerKeptPagesBeforeExpress(
    app,
    createKeptPageFastPath({
      caches: [app.staticPages, app.sharedPages].filter((c) => c !== undefined),
      securityHeaders: fixedSecurityHeaders({ https: config.secureCookies }),
      logger,
      observe: metrics
        ? (method, path, status, seconds) =>
            metrics.observeRequest(
              { method, route: pagePattern ? pagePattern(path) : "page", status },
              seconds,
            )
        : undefined,
    }),
    logger,
  );

  app.warmPages = async () => {
    if (!app.staticPages || typeof deps.build === "function") return;
    // The pages to render ahead are the ones the sitemap lists: the app says which (server/ never
    // imports app/'s page lists; docs/architecture.md, "Layers").
    const render = createRenderer(deps.build, "production");
    const sitemap = await render(new Request(`${config.siteUrl}/sitemap.xml`), loadContext(""));
    await app.staticPages.warm(sitemapPaths(await sitemap.text(), config.siteUrl));
  };

  app.backgroundWork = { settled: () => services.accounts.resets.settled() };
  app.firm = firm;

  /** Stored article bodies made again where out of date; views render meanwhile (ADR 036). */
  const refreshArticleHtml = () =>
    services.content.articles.refreshStoredHtml().then(
      (count) => {
        if (count > 0) {
          logger.info({ event: "articles.html-refreshed", count }, "article bodies rendered again");
        }
      },
      (err: unknown) => logger.error({ err }, "could not render the stored article bodies again"),
    );
  app.refreshArticleHtml = refreshArticleHtml;
  const firmFresh = keepFirmFactsFresh({
    database,
    firm,
    invalidatePages: () => {
      app.staticPages?.invalidate();
      app.sharedPages?.invalidate();
      // An article that names a changed fact ({phone}) is rendered again and stored.
      void refreshArticleHtml();
    },
    logger,
    clock,
  });

  app.changeWatch = {
    ready: Promise.all([
      keptArticlesFresh,
      availabilityFresh,
      sharedPagesFresh?.ready,
      firmFresh.ready,
    ]).then(() => {}),
    stop: () => {
      sharedPagesFresh?.stop();
      firmFresh.stop();
    },
  };

  const pages = reactRouterHandler({
    build: deps.build,
    mode: deps.vite ? "development" : "production",
    getLoadContext: (req, res) => loadContext(res.locals.cspNonce as string, req),
  });
  // Mounted without a path: a route pattern would decode the address first, and a malformed
  // one ("%E0%A4%A") would be Express's bare 400 instead of React Router's 404 page.
  app.use(pages);

  const handleError: ErrorRequestHandler = (err, req, res, _next) => {
    // Errors raised by middleware for a bad request (404 asset, 413 body) keep their status.
    const status =
      typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) req.log.error({ err }, "unhandled error");
    if (res.headersSent) return;
    res.status(status);
    const message =
      status === 500 ? "Something went wrong on our side. Please try again." : String(err.message);
    if (req.path.startsWith("/api/")) res.json({ message });
    else if (status < 500 && req.method !== "HEAD") {
      pages.sendStatusPage(req, res, status).catch((error: unknown) => {
        req.log.error({ err: error }, "the error page failed");
        if (!res.headersSent) res.type("text/plain").send(message);
      });
    } else res.type("text/plain").send(message);
  };
  app.use(handleError);
  return app;
}
