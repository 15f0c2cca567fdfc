// Writes a brotli (quality 11) and a gzip (level 9) copy next to each hashed script and
// stylesheet in build/client/assets. They never change under the same name, so the work is
// done once here, at the highest settings, instead of on every request at fast settings;
// server/http/precompressed-assets.ts sends them.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.resolve(import.meta.dirname, "../build/client/assets");
let count = 0;
for (const file of readdirSync(dir)) {
  if (!/\.(js|css|svg)$/.test(file)) continue;
  const bytes = readFileSync(path.join(dir, file));
  // Below a kilobyte, compressing saves less than the request's own headers.
  if (bytes.length < 1024) continue;
  writeFileSync(
    path.join(dir, `${file}.br`),
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(path.join(dir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`assets: brotli and gzip copies of ${count} files`);
