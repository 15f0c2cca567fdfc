import path from "node:path";
import express, { type RequestHandler, Router } from "express";
import { clientBuildDir } from "../paths";

/**
 * Vite's hashed files never change under the same name, so browsers and CDNs may keep them
 * for a year. Other public files (icons, illustrations) keep their names across releases and
 * are revalidated with their ETag after an hour. The service worker script is revalidated on
 * every check, so a release reaches visitors at their next update check.
 */
export function serveStaticFiles(): RequestHandler {
  const router = Router();
  router.use(
    "/assets",
    express.static(`${clientBuildDir}/assets`, {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
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
