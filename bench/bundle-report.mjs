// First-load JavaScript per route, from React Router's own asset manifest in the server build:
// the entry (React, React Router), then every route module on the way from the root to the
// route, with the chunks each one imports. Each file is counted once, gzip level 9 (what a
// CDN would send) and brotli (what our server sends). Run after `npm run build`.
//
//   npm run bench:bundle            table, exit 1 if a content page is over budget
//   npm run bench:bundle -- --json  the same as JSON
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const BUDGET_KB = 100;
/** Our own share beyond the framework entry on a content page (ADR 013). */
const OWN_BUDGET_KB = 25;
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const build = await import(path.join(root, "build/server/index.js"));
const { entry, routes } = build.assets;

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

/** Routes whose page ships no scripts at all (handle.scripts === false, the offline page). */
const scriptless = (chain) =>
  chain.some((r) => build.routes[r.id]?.module?.handle?.scripts === false);

const rows = pageRoutes.map((route) => {
  const chain = chainOf(route.id);
  const files = new Set(scriptless(chain) ? [] : [entry.module, ...entry.imports]);
  if (!scriptless(chain)) {
    for (const r of chain) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
  }
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizeOf(f);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  const area = chain.some((r) => r.id.startsWith("routes/admin"))
    ? "admin"
    : route.id.startsWith("routes/auth")
      ? "account"
      : "content";
  return { route: route.id, path: examplePath(chain), area, files: files.size, ...total };
});
rows.sort((a, b) => a.area.localeCompare(b.area) || b.gzip - a.gzip);

const kb = (n) => (n / 1024).toFixed(1);
const framework = [entry.module, ...entry.imports].reduce((sum, f) => sum + sizeOf(f).gzip, 0);
const over = rows.filter((r) => r.area === "content" && r.gzip / 1024 > BUDGET_KB);
const ownOver = rows.filter(
  (r) => r.area === "content" && r.gzip > 0 && (r.gzip - framework) / 1024 > OWN_BUDGET_KB,
);

if (process.argv.includes("--json")) {
  console.log(
    JSON.stringify(
      { budgetKb: BUDGET_KB, ownBudgetKb: OWN_BUDGET_KB, frameworkGzip: framework, rows },
      null,
      2,
    ),
  );
} else {
  console.log(`First-load JavaScript per route (KB; budget ${BUDGET_KB} KB gzip on content pages)`);
  console.log(`React + React Router entry alone: ${kb(framework)} KB gzip`);
  console.log(`("ours": the route's gzip KB beyond that entry, the part this project controls)\n`);
  console.log(
    `${"route".padEnd(34)} ${"example path".padEnd(36)} ${"area".padEnd(8)} files    raw   gzip brotli  ours`,
  );
  for (const r of rows) {
    const flag = r.area === "content" && r.gzip / 1024 > BUDGET_KB ? "  over" : "";
    console.log(
      `${r.route.padEnd(34)} ${r.path.padEnd(36)} ${r.area.padEnd(8)} ${String(r.files).padStart(5)} ${kb(r.raw).padStart(6)} ${kb(r.gzip).padStart(6)} ${kb(r.brotli).padStart(6)} ${kb(r.gzip === 0 ? 0 : r.gzip - framework).padStart(5)}${flag}`,
    );
  }
  console.log(
    over.length === 0
      ? "\nEvery content page is within the budget."
      : `\n${over.length} content page(s) over the budget.`,
  );
  console.log(
    ownOver.length === 0
      ? `Every content page's own share is within ${OWN_BUDGET_KB} KB (ADR 013).`
      : `${ownOver.length} content page(s) over ${OWN_BUDGET_KB} KB of their own: ${ownOver.map((r) => r.path).join(", ")}`,
  );
}
process.exitCode = over.length === 0 && ownOver.length === 0 ? 0 : 1;
