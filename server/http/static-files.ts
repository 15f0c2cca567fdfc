import path from "node:path";
import express, { type RequestHandler, Router } from "express";
import { clientBuildDir } from "../paths";
import { precompressedAssets } from "./precompressed-assets";

/**
 * Vite's hashed files never change under the same name, so browsers and CDNs may keep them
 * for a year, sent as the build's brotli or gzip copy. Mounted at /assets before the security
 * headers: a script or stylesheet needs only nosniff and CORP; the document headers (CSP,
 * frame and permissions policies: about a kilobyte) mean nothing on it, and a page loads
 * twenty of them.
 */
export function serveHashedAssets(): RequestHandler {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    next();
  });
  router.use(precompressedAssets(`${clientBuildDir}/assets`));
  router.use(
    express.static(`${clientBuildDir}/assets`, {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  return router;
}

/**
 * Other public files (icons, illustrations) keep their names across releases and are
 * revalidated with their ETag after an hour. The service worker script is revalidated on
 * every check, so a release reaches visitors at their next update check.
 */
export function serveStaticFiles(): RequestHandler {
  const router = Router();
  const publicFiles = express.static(clientBuildDir, {
    maxAge: "1h",
    index: false,
    redirect: false,
    setHeaders(res, filePath) {
      if (path.basename(filePath) === "service-worker.js") {
        res.setHeader("Cache-Control", "no-cache");
      }
    },
  });
  // Every public file has an extension; a page address ("/about") never does, so it skips
  // the disk look-up that would only say the file is not there.
  router.use((req, res, next) => {
    if (path.extname(req.path) === "") next();
    else publicFiles(req, res, next);
  });
  return router;
}
