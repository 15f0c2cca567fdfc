// Builds build/client/service-worker.js after the React Router build: esbuild bundles the
// worker (Workbox included, no CDN), then workbox-build writes the precache list into it.
//
// The list is the public site's hashed scripts and styles (from React Router's asset
// manifest), the fonts and the offline page. Chunks only the admin area uses are left out:
// a visitor's phone should not download the staff area's code. They are cached on first use.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const serverBuild = await import(path.join(root, "build/server/index.js"));
const { entry, routes, version } = serverBuild.assets;

function isAdminRoute(route) {
  for (let r = route; r; r = routes[r.parentId]) if (r.id.startsWith("routes/admin")) return true;
  return false;
}

// The enhancement script every page runs (scripts/build-enhance.mjs).
const enhance = JSON.parse(readFileSync(path.join(root, "build/enhance.json"), "utf8"));
const publicFiles = new Set([enhance.src, entry.module, ...entry.imports]);
for (const route of Object.values(routes)) {
  if (isAdminRoute(route)) continue;
  for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) {
    publicFiles.add(file);
  }
}
// Older browsers' .woff copies are never used by a browser that runs service workers.
for (const file of readdirSync(path.join(clientDir, "assets"))) {
  if (file.endsWith(".woff2")) publicFiles.add(`/assets/${file}`);
}

const temp = mkdtempSync(path.join(tmpdir(), "service-worker-"));
try {
  const bundled = path.join(temp, "service-worker.js");
  await build({
    entryPoints: [path.join(root, "service-worker/service-worker.ts")],
    outfile: bundled,
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    tsconfig: path.join(root, "service-worker/tsconfig.json"),
    // Workbox logs every step unless it is told this is a production build.
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });

  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(clientDir, "service-worker.js"),
    globDirectory: clientDir,
    globPatterns: ["assets/**/*.{js,css,woff2}"],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((e) => publicFiles.has(`/${e.url.replace(/^\//, "")}`)),
        warnings: [],
      }),
    ],
    // The release's asset-manifest version changes whenever any page's code or copy does.
    additionalManifestEntries: [{ url: "/offline", revision: version }],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 512 * 1024,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(
    `service worker: build/client/service-worker.js precaches ${count} files (${(size / 1024).toFixed(0)} KB)`,
  );
} finally {
  rmSync(temp, { recursive: true, force: true });
}
