// Lighthouse on the production build, run on demand (npm run bench:lighthouse after
// npm run build): mobile form factor with simulated throttling (Lighthouse's defaults), Debian's
// Chromium, every reading template and the working pages, three runs each; the median run of
// each page is reported. Starts its own production server on a fresh database (port 4183).
// Target (issue 17): 100 in every category on every reading page, LCP <= 1.5 s and TBT 0;
// working pages are reported as measured.
//
//   npm run bench:lighthouse                 all pages, 3 runs each
//   npm run bench:lighthouse -- --runs 1     quicker look
//   npm run bench:lighthouse -- --json       also print the rows as JSON
//   npm run bench:lighthouse -- --only home,article   some of the pages, by name
import { readFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { findPages, startProductionServer } from "./support/production-server.mjs";

const { version: lighthouseVersion } = JSON.parse(
  readFileSync(new URL(import.meta.resolve("lighthouse/package.json")), "utf8"),
);

const PORT = 4183;
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const onlyArg = process.argv.indexOf("--only");
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(",")) : undefined;
const categories = ["performance", "accessibility", "best-practices", "seo"];

const server = await startProductionServer({ port: PORT, dataDir: "test-data/bench-lighthouse" });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});

try {
  const { article, team } = await findPages(server.origin);
  const pages = [
    ["home", "/"],
    ["service", "/services/family-law"],
    ["guide", "/services/conveyancing/conveyancing-process"],
    ["location", "/locations/bramhall"],
    ["area service", "/locations/marple/conveyancing"],
    ["compliance", "/compliance/residential-purchase"],
    ["team", "/about/team"],
    ["team member", team],
    ["insights", "/insights"],
    ["article", article],
    ["legal", "/legal/privacy-policy"],
    ["consultation", "/consultation"],
    ["contact", "/contact"],
    ["quote", "/services/conveyancing/conveyancing-costs"],
    ["stamp duty", "/services/conveyancing/stamp-duty-calculator"],
    ["sign in", "/auth"],
  ];
  const rows = [];
  for (const [name, path] of pages.filter(([name]) => !only || only.has(name))) {
    const runs = [];
    for (let attempt = 0; runs.length < RUNS; attempt++) {
      if (attempt >= RUNS + 3) throw new Error(`Too many failed Lighthouse runs for ${path}`);
      const result = await lighthouse(`${server.origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      const lhr = result?.lhr;
      // A run Lighthouse itself gave up on (a page that never painted in its window, a
      // protocol time-out on a busy machine) is repeated rather than counted.
      if (!lhr || lhr.runtimeError || !lhr.audits["first-contentful-paint"]?.numericValue) {
        console.error(`  ${path}: run discarded (${lhr?.runtimeError?.code ?? "no result"})`);
        continue;
      }
      runs.push(lhr);
    }
    const lhr = computeMedianRun(runs);
    const failing = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0))
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
      .map((a) => a.id);
    rows.push({
      name,
      path,
      scores: Object.fromEntries(
        categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      bytes: lhr.audits["total-byte-weight"].numericValue,
      failing: [...new Set(failing)],
    });
    console.error(`measured ${name} (${path})`);
  }

  console.log(
    `\nLighthouse (${lighthouseVersion}) mobile, simulated throttling, median of ${RUNS}\n`,
  );
  console.log(
    `${"page".padEnd(13)} ${"perf".padStart(4)} ${"a11y".padStart(4)} ${"best".padStart(4)} ${"seo".padStart(4)} ${"LCP ms".padStart(7)} ${"CLS".padStart(6)} ${"TBT ms".padStart(6)} ${"KB".padStart(6)}  below 1.0`,
  );
  for (const r of rows) {
    const s = r.scores;
    console.log(
      `${r.name.padEnd(13)} ${String(s.performance).padStart(4)} ${String(s.accessibility).padStart(4)} ${String(s["best-practices"]).padStart(4)} ${String(s.seo).padStart(4)} ${String(r.lcpMs).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${String(r.tbtMs).padStart(6)} ${(r.bytes / 1024).toFixed(0).padStart(6)}  ${r.failing.join(", ")}`,
    );
  }
  if (process.argv.includes("--json")) console.log(JSON.stringify(rows, null, 2));
  const allPerfect = rows.every((r) => categories.every((c) => r.scores[c] === 100));
  console.log(
    allPerfect ? "\nEvery page scores 100 in every category." : "\nNot every score is 100.",
  );
  process.exitCode = allPerfect ? 0 : 1;
} finally {
  await chrome.kill();
  await server.stop();
}
