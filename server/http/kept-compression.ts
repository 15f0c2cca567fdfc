import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import pLimit from "p-limit";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli's quality for a copy someone is waiting for: ~2 ms for a 56 KB page. */
export const QUICK_BROTLI_QUALITY = 5;

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

export interface CompressedCopies {
  brotli: Buffer;
  gzip: Buffer;
}

async function compressAt(body: Buffer, brotliQuality: number): Promise<CompressedCopies> {
  const [brotliBody, gzipBody] = await Promise.all([
    brotliAt(body, brotliQuality),
    gzipped(body, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { brotli: brotliBody, gzip: gzipBody };
}

/**
 * A kept page's compressed copies, made at once at settings cheap enough to wait for (gzip's
 * best costs ~2 ms a page; brotli's best ~110 ms, measured on the conveyancing page).
 */
export const compressQuickly = (body: Buffer) => compressAt(body, QUICK_BROTLI_QUALITY);

/**
 * A kept page's copies at the best settings, for pages made before the server takes requests
 * (start-up), when nobody is waiting and nothing competes for the cores.
 */
export const compressBest = (body: Buffer) => compressAt(body, zlib.BROTLI_MAX_QUALITY);

/**
 * Makes kept pages' brotli copies again at brotli's best quality (about 12% smaller), one page
 * at a time, so that a start-up or a change that renders a hundred pages never has them all
 * compressing at the best setting at once while visitors wait for theirs (ADR 036).
 */
export function createCompressionUpgrades() {
  const oneAtATime = pLimit(1);
  return {
    /** Queues a page for the best brotli; `stillKept` skips a copy forgotten meanwhile. */
    upgrade(page: { body: Buffer; brotli: Buffer }, stillKept: () => boolean): void {
      void oneAtATime(async () => {
        if (!stillKept()) return;
        const best = await brotliAt(page.body, zlib.BROTLI_MAX_QUALITY);
        if (best.length < page.brotli.length) page.brotli = best;
      });
    },
    /** Resolves once every queued copy has been made again (for tests and benchmarks). */
    async settled(): Promise<void> {
      while (oneAtATime.activeCount + oneAtATime.pendingCount > 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}
