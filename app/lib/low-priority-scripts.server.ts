import { Transform, type TransformCallback } from "node:stream";

/**
 * Every public page is whole, working HTML before any script runs (links are links, forms
 * post), so the hydration scripts are an enhancement and must not compete with what the
 * first paint needs: the stylesheet, the two preloaded fonts and the first image. React Router
 * preloads some twenty modules at the browser's "high" priority; on a slow phone connection
 * those ~110 KB were fetched alongside the stylesheet and delayed the first paint (ADR 013).
 * This marks them `fetchpriority="low"`: they still start at once, but yield the line.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";
/** A head is a few kilobytes; past this the document is passed on untouched. */
const MAX_HEAD_BYTES = 256 * 1024;

/** Rewrites the module preloads in a streamed document's head, and passes the rest through. */
export function lowerModulePreloadPriority(): Transform {
  let head: Buffer[] = [];
  let headBytes = 0;
  let done = false;

  function flushHead(stream: Transform): void {
    const html = Buffer.concat(head).toString("utf8");
    stream.push(Buffer.from(html.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD)));
    head = [];
    done = true;
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      if (done) {
        callback(null, bytes);
        return;
      }
      head.push(bytes);
      headBytes += bytes.length;
      // Looked for in the whole buffered head, so a tag split between two chunks is still
      // found; a chunk boundary cannot split "</head>" unseen either.
      if (headBytes > MAX_HEAD_BYTES || Buffer.concat(head).includes(HEAD_END)) {
        flushHead(this);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      if (!done) flushHead(this);
      callback();
    },
  });
}
