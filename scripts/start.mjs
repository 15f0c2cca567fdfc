// `npm start`: runs the production server that `npm run build` made, in this process. It never
// builds: a production install (`npm install --omit=dev`) has no build tools, and building is
// a step of its own, before start-up.
import { buildState } from "./build-freshness.mjs";
import { loadProjectEnvFile } from "./load-env-file.mjs";
import { stopWhenLauncherExits } from "./stop-with-launcher.mjs";

const state = buildState();
if (state === "missing") {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
// Only a warning: copying a tree can reorder modification times, and a production server
// must not refuse to start over a clock comparison.
if (state === "stale") {
  console.warn("The build is older than the sources: run `npm run build` to serve your changes.");
}

loadProjectEnvFile();
stopWhenLauncherExits();
process.env.NODE_ENV ??= "production";
process.setSourceMapsEnabled(true);
await import("../build/node/index.js");
