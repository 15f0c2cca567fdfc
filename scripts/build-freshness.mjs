// Whether `npm run build` has run since the sources last changed. Read by `npm start` (which
// warns) and by the integration tests (which refuse to test an old build).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// Written last by scripts/build-server.mjs, so an interrupted build never has it.
const buildStamp = path.join(root, "build/.complete");
const sources = [
  "app",
  "server",
  "public",
  "service-worker",
  "vite.config.ts",
  "react-router.config.ts",
];
// Read from the source tree when the server runs, never built into it.
const notBuilt = new Set([path.join(root, "server/db/migrations")]);

function newestMtime(target) {
  // Unit tests sit beside the code but are never built.
  if (!existsSync(target) || notBuilt.has(target) || /\.test\.tsx?$/.test(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** "missing", "stale" (a source changed after the build finished) or "current". */
export function buildState() {
  if (!existsSync(buildStamp)) return "missing";
  const newestSource = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  return newestSource > statSync(buildStamp).mtimeMs ? "stale" : "current";
}
