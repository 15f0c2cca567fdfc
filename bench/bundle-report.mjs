// First-load JavaScript per route, from React Router's own asset manifest in the server build
// and the enhancement script's name in build/enhance.json. A reading page loads the enhancement
// script alone; a working page loads it too, with the framework entry (React, React Router) and
// every route module on the way from the root to the route, with the chunks each imports
// (ADR 020). Each file is counted once, gzip level 9 (what a CDN would send) and brotli (what
// our server sends). Run after `npm run build`.
//
//   npm run bench:bundle            table, exit 1 if a reading page is over its budget
//   npm run bench:bundle -- --json  the same as JSON
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Every reading page's whole JavaScript, gzip (issue 17). */
const READING_BUDGET_KB = 12;
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const build = await import(path.join(root, "build/server/index.js"));
const { entry, routes } = build.assets;
const enhance = JSON.parse(readFileSync(path.join(root, "build/enhance.json"), "utf8")).src;

const sizes = new Map();
function sizeOf(url) {
  let size = sizes.get(url);
  if (!size) {
    const bytes = readFileSync(path.join(clientDir, url));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    sizes.set(url, size);
  }
  return size;
}

function chainOf(id) {
  const chain = [];
  for (let route = routes[id]; route; route = routes[route.parentId]) chain.unshift(route);
  return chain;
}

function examplePath(chain) {
  const parts = chain.map((r) => r.path).filter((p) => p !== undefined && p !== "");
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/** Routes that answer with a page (not a resource route such as sitemap.xml). */
const pageRoutes = Object.values(routes).filter(
  (r) => r.hasDefaultExport && !Object.values(routes).some((c) => c.parentId === r.id && !c.index),
);

/** The page's kind: the deepest route in its chain that declares one (app/shared/routing/route-handle.ts). */
function kindOf(chain) {
  for (const r of [...chain].reverse()) {
    const kind = build.routes[r.id]?.module?.handle?.kind;
    if (kind) return kind;
  }
  return "reading";
}

const rows = pageRoutes.map((route) => {
  const chain = chainOf(route.id);
  const kind = kindOf(chain);
  const files = new Set([enhance]);
  if (kind === "working") {
    for (const f of [entry.module, ...entry.imports]) files.add(f);
    for (const r of chain) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
  }
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizeOf(f);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  const area = chain.some((r) => r.id.startsWith("routes/admin")) ? "admin" : kind;
  return { route: route.id, path: examplePath(chain), area, files: files.size, ...total };
});
rows.sort((a, b) => a.area.localeCompare(b.area) || b.gzip - a.gzip);

const kb = (n) => (n / 1024).toFixed(1);
const framework = [entry.module, ...entry.imports].reduce((sum, f) => sum + sizeOf(f).gzip, 0);
const over = rows.filter((r) => r.area === "reading" && r.gzip / 1024 > READING_BUDGET_KB);

if (process.argv.includes("--json")) {
  console.log(
    JSON.stringify(
      {
        readingBudgetKb: READING_BUDGET_KB,
        enhanceGzip: sizeOf(enhance).gzip,
        frameworkGzip: framework,
        rows,
      },
      null,
      2,
    ),
  );
} else {
  console.log(
    `First-load JavaScript per route (KB; reading pages' budget ${READING_BUDGET_KB} KB gzip)`,
  );
  console.log(`Enhancement script (every page): ${kb(sizeOf(enhance).gzip)} KB gzip`);
  console.log(`React + React Router entry (working pages): ${kb(framework)} KB gzip\n`);
  console.log(
    `${"route".padEnd(34)} ${"example path".padEnd(44)} ${"kind".padEnd(8)} files    raw   gzip brotli`,
  );
  for (const r of rows) {
    const flag = r.area === "reading" && r.gzip / 1024 > READING_BUDGET_KB ? "  over" : "";
    console.log(
      `${r.route.padEnd(34)} ${r.path.padEnd(44)} ${r.area.padEnd(8)} ${String(r.files).padStart(5)} ${kb(r.raw).padStart(6)} ${kb(r.gzip).padStart(6)} ${kb(r.brotli).padStart(6)}${flag}`,
    );
  }
  console.log(
    over.length === 0
      ? "\nEvery reading page is within the budget."
      : `\n${over.length} reading page(s) over the budget.`,
  );
}
process.exitCode = over.length === 0 ? 0 : 1;
