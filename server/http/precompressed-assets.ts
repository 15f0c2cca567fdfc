import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { preferredEncoding } from "./preferred-encoding";

/**
 * Sends the brotli or gzip copy that scripts/compress-assets.mjs made at build time, when the
 * browser accepts it; otherwise the next handler sends the file as it is. The copies are
 * listed once at start-up: hashed files never change while the process runs.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const copies = new Set(
    existsSync(dir) ? readdirSync(dir).filter((f) => /\.(br|gz)$/.test(f)) : [],
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    // Only plain file names of this folder: anything else is not one of our copies.
    if (name.includes("/") || name.includes("..")) return next();
    const encoding = preferredEncoding(req);
    if (!encoding) return next();
    const suffix = encoding === "br" ? ".br" : ".gz";
    if (!copies.has(`${name}${suffix}`)) return next();
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(name));
    res.sendFile(path.join(dir, `${name}${suffix}`), { maxAge: "1y", immutable: true }, (err) => {
      if (err && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        next();
      }
    });
  };
}
