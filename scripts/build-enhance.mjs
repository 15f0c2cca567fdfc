// Builds the enhancement script (app/enhance/), the one script reading pages run: esbuild
// bundles it without React, content-hashed into build/client/assets/ (so it is cached for a
// year, precompressed and precached like the rest), and build/enhance.json names the file for
// the server, which gives it to root.tsx through the load context.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const result = await build({
  entryPoints: { enhance: path.join(root, "app/enhance/enhance.ts") },
  outdir: path.join(root, "build/client/assets"),
  entryNames: "[name]-[hash]",
  bundle: true,
  format: "iife",
  target: "es2022",
  minify: true,
  alias: { "~": path.join(root, "app") },
  define: { "process.env.NODE_ENV": '"production"' },
  metafile: true,
  write: true,
  logLevel: "warning",
});
const [outfile] = Object.keys(result.metafile.outputs).filter((f) => f.endsWith(".js"));
const src = `/assets/${path.basename(outfile)}`;
writeFileSync(path.join(root, "build/enhance.json"), `${JSON.stringify({ src })}\n`);
const bytes = result.metafile.outputs[outfile].bytes;
const gzip = gzipSync(readFileSync(path.join(root, outfile))).length;
console.log(
  `enhance: ${src} ${(bytes / 1024).toFixed(1)} KB (${(gzip / 1024).toFixed(1)} KB gzip)`,
);
