import type { IncomingMessage } from "node:http";
import accepts from "accepts";

/**
 * The encoding to send a copy made ahead in: brotli whenever the browser accepts it, else gzip,
 * else none. Asked for both at once, Express's negotiation breaks a tie of equal quality by the
 * order the browser lists them, and Chromium lists "gzip, deflate, br, zstd": every page and
 * asset went out as gzip, some 15% larger than brotli. Takes Node's own request, so the kept
 * pages' path in front of Express (kept-page-fast-path.ts) asks it the same way Express does.
 */
export function preferredEncoding(req: IncomingMessage): "br" | "gzip" | undefined {
  const negotiation = accepts(req);
  if (negotiation.encoding("br") === "br") return "br";
  if (negotiation.encoding("gzip") === "gzip") return "gzip";
  return undefined;
}
