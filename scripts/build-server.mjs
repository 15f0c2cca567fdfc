// Bundles the Express server (server/index.ts) into build/node/index.js. Packages stay
// external: node_modules is present wherever the app runs.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/node/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});

// Marks a finished build for scripts/start.mjs; written last so a failed build never has it.
const { writeFileSync } = await import("node:fs");
writeFileSync("build/.complete", `${new Date().toISOString()}\n`);
