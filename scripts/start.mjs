// `npm start`: runs the production server that `npm run build` made, in this process. It never
// builds: a production install (`npm install --omit=dev`) has no build tools, and building is
// a step of its own, before start-up.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { loadProjectEnvFile } from "./load-env-file.mjs";
import { stopWhenLauncherExits } from "./stop-with-launcher.mjs";

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
  if (!existsSync(target) || notBuilt.has(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

if (!existsSync(buildStamp)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
// Only a warning: copying a tree can reorder modification times, and a production server
// must not refuse to start over a clock comparison.
const newestSource = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (newestSource > statSync(buildStamp).mtimeMs) {
  console.warn("The build is older than the sources: run `npm run build` to serve your changes.");
}

loadProjectEnvFile();
stopWhenLauncherExits();
process.env.NODE_ENV ??= "production";
process.setSourceMapsEnabled(true);
await import("../build/node/index.js");
