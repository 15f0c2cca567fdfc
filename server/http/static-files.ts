import express, { type RequestHandler, Router } from "express";
import { clientBuildDir } from "../paths";

/**
 * Vite's hashed files never change under the same name, so browsers and CDNs may keep them
 * for a year. Other public files (icons, illustrations) keep their names across releases and
 * are revalidated with their ETag after an hour.
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
  router.use(express.static(clientBuildDir, { maxAge: "1h", index: false, redirect: false }));
  return router;
}
