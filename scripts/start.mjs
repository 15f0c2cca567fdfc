// `npm start`: builds first when the build is missing or older than the sources, then runs
// the production server in this process (so signals reach it directly). A fresh clone
// therefore needs only `npm install && npm start`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const stamp = "build/.complete";
const sources = [
  "app",
  "server",
  "public",
  "service-worker",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIsCurrent() {
  if (!existsSync(stamp)) return false;
  return Math.max(...sources.map(newestMtime)) <= statSync(stamp).mtimeMs;
}

if (!buildIsCurrent()) {
  console.log("Building the site (first start, or the sources changed)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
process.setSourceMapsEnabled(true);
await import("../build/node/index.js");
