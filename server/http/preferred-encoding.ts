import type { Request } from "express";

/**
 * The encoding to send a copy made ahead in: brotli whenever the browser accepts it, else gzip,
 * else none. Asked for both at once, Express's negotiation breaks a tie of equal quality by the
 * order the browser lists them, and Chromium lists "gzip, deflate, br, zstd": every page and
 * asset went out as gzip, some 15% larger than brotli.
 */
export function preferredEncoding(req: Request): "br" | "gzip" | undefined {
  if (req.acceptsEncodings("br") === "br") return "br";
  if (req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return undefined;
}
