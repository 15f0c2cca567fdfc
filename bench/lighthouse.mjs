// Lighthouse on the production build, run on demand (npm run bench:lighthouse after
// npm run build): mobile form factor with simulated throttling (Lighthouse's defaults), Debian's
// Chromium, every reading template, the working pages and, signed in, a client's account and
// two admin screens, three runs each; the median run of each page is reported. Starts its own
// production server on a fresh database (port 4183).
// Targets (issues 17 and 31), shown in the "meets" column:
//   reading pages   100 in all four categories (the exit code is 1 if one misses)
//   working pages   performance >= 98, LCP <= 1.5 s, TBT <= 50 ms, accessibility and best
//                   practices 100, SEO 100 if the page may be indexed
//   admin screens   performance >= 95, accessibility and best practices 100
// The BI column is the benchmark index Lighthouse measured on the host before the median run
// (see docs/performance.md: scores on this machine move with it).
// Pages marked noindex (robots meta or X-Robots-Tag: sign-in, account, admin) show SEO as n/a:
// Lighthouse counts "blocked from indexing" against them, which is what they ask for.
//
//   npm run bench:lighthouse                 all pages, 3 runs each
//   npm run bench:lighthouse -- --runs 1     quicker look
//   npm run bench:lighthouse -- --json       also print the rows as JSON
//   npm run bench:lighthouse -- --only home,article   some of the pages, by name
//   npm run bench:lighthouse -- --only "account,admin dashboard,admin consultations"
//   npm run bench:lighthouse -- --devtools  the CPU and network really slowed (DevTools'
//       throttling) instead of simulated: a second view of blocking time, which the simulation
//       takes from the page's tasks measured unslowed and multiplied by four, including any
//       moment the host's two cores were busy elsewhere. The targets are the simulated ones.
import { readFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { accountsEnv, bookSome, staffCookie, verifiedClientCookie } from "./support/accounts.mjs";
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
const throttlingMethod = process.argv.includes("--devtools") ? "devtools" : "simulate";

/** Each kind of page's target (issue 17 for reading pages, issue 31 for the rest). */
const targets = {
  reading: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  working: {
    performance: 98,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    lcpMs: 1500,
    tbtMs: 50,
  },
  admin: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
};

const server = await startProductionServer({
  port: PORT,
  dataDir: "test-data/bench-lighthouse",
  env: accountsEnv,
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});

try {
  const { article, team } = await findPages(server.origin);
  // [name, path, kind, session]: a page with a session is measured signed in as that person.
  const pages = [
    ["home", "/", "reading"],
    ["service", "/services/family-law", "reading"],
    ["guide", "/services/conveyancing/conveyancing-process", "reading"],
    ["location", "/locations/bramhall", "reading"],
    ["area service", "/locations/marple/conveyancing", "reading"],
    ["compliance", "/compliance/residential-purchase", "reading"],
    ["team", "/about/team", "reading"],
    ["team member", team, "reading"],
    ["insights", "/insights", "reading"],
    ["article", article, "reading"],
    ["legal", "/legal/privacy-policy", "reading"],
    ["consultation", "/consultation", "working"],
    ["contact", "/contact", "working"],
    ["quote", "/services/conveyancing/conveyancing-costs", "working"],
    ["stamp duty", "/services/conveyancing/stamp-duty-calculator", "working"],
    ["sign in", "/auth", "working"],
    ["account", "/account", "working", "client"],
    ["admin dashboard", "/admin", "admin", "staff"],
    ["admin consultations", "/admin/consultations", "admin", "staff"],
  ].filter(([name]) => !only || only.has(name));
  const cookies = await signedInSessions(new Set(pages.map(([, , , session]) => session)));

  const rows = [];
  for (const [name, path, kind, session] of pages) {
    const cookie = session ? cookies[session] : undefined;
    const indexable = await mayBeIndexed(`${server.origin}${path}`, cookie);
    // A signed-in page gets a browser of its own: a session the server renews with Set-Cookie
    // must not follow the run into another person's page or a public one.
    const browser = cookie
      ? await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
      : chrome;
    const runs = [];
    try {
      for (let attempt = 0; runs.length < RUNS; attempt++) {
        if (attempt >= RUNS + 3) throw new Error(`Too many failed Lighthouse runs for ${path}`);
        const result = await lighthouse(`${server.origin}${path}`, {
          port: browser.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
          throttlingMethod,
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        const lhr = result?.lhr;
        // A run Lighthouse itself gave up on (a page that never painted in its window, a
        // protocol time-out on a busy machine) is repeated rather than counted.
        if (!lhr || lhr.runtimeError || !lhr.audits["first-contentful-paint"]?.numericValue) {
          console.error(`  ${path}: run discarded (${lhr?.runtimeError?.code ?? "no result"})`);
          continue;
        }
        // Signed out, the page would be the sign-in form: measuring that would say nothing.
        if (cookie && new URL(lhr.finalDisplayedUrl).pathname !== path)
          throw new Error(`${path} ended at ${lhr.finalDisplayedUrl}: not signed in?`);
        runs.push(lhr);
      }
    } finally {
      if (browser !== chrome) await browser.kill();
    }
    const lhr = computeMedianRun(runs);
    const failing = Object.values(lhr.categories)
      .filter((c) => indexable || c.id !== "seo")
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0))
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
      .map((a) => a.id);
    const row = {
      name,
      path,
      kind,
      signedIn: session ?? null,
      indexable,
      scores: Object.fromEntries(
        categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      bytes: lhr.audits["total-byte-weight"].numericValue,
      // The host's speed as Lighthouse measured it before the median run: its simulation
      // multiplies the tasks it saw by four whatever this is, so a busy machine scores lower.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      failing: [...new Set(failing)],
    };
    row.misses = missesOf(row);
    rows.push(row);
    console.error(`measured ${name} (${path})`);
  }

  console.log(
    `\nLighthouse (${lighthouseVersion}) mobile, ${throttlingMethod === "devtools" ? "DevTools" : "simulated"} throttling, median of ${RUNS}\n`,
  );
  console.log(
    `${"page".padEnd(19)} ${"kind".padEnd(7)} ${"perf".padStart(4)} ${"a11y".padStart(4)} ${"best".padStart(4)} ${"seo".padStart(4)} ${"LCP ms".padStart(7)} ${"CLS".padStart(6)} ${"TBT ms".padStart(6)} ${"KB".padStart(6)} ${"BI".padStart(5)}  meets  below 1.0`,
  );
  for (const r of rows) {
    const s = r.scores;
    console.log(
      `${r.name.padEnd(19)} ${r.kind.padEnd(7)} ${String(s.performance).padStart(4)} ${String(s.accessibility).padStart(4)} ${String(s["best-practices"]).padStart(4)} ${(seoShown(r) ? String(s.seo) : "n/a").padStart(4)} ${String(r.lcpMs).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${String(r.tbtMs).padStart(6)} ${(r.bytes / 1024).toFixed(0).padStart(6)} ${String(r.benchmarkIndex).padStart(5)}  ${(r.misses.length ? "no" : "yes").padEnd(5)}  ${r.failing.join(", ")}`,
    );
  }
  const missing = rows.filter((r) => r.misses.length > 0);
  if (missing.length) {
    console.log("\nMissed targets:");
    for (const r of missing) console.log(`  ${r.name}: ${r.misses.join("; ")}`);
  }
  if (process.argv.includes("--json")) console.log(JSON.stringify(rows, null, 2));
  const readingPerfect = rows
    .filter((r) => r.kind === "reading")
    .every((r) => categories.every((c) => r.scores[c] === 100));
  console.log(
    missing.length === 0
      ? "\nEvery page meets its target."
      : `\n${missing.length} of ${rows.length} pages miss their target.`,
  );
  if (!readingPerfect) console.log("Not every reading page scores 100 in every category.");
  // As before issue 31: only a reading page below 100 fails the run.
  process.exitCode = readingPerfect ? 0 : 1;
} finally {
  await chrome.kill();
  await server.stop();
}

/** Whether the SEO score counts: a page that asks not to be indexed is n/a, unless it is a reading page. */
function seoShown(row) {
  return row.indexable || row.kind === "reading";
}

/** What a row falls short of in its kind's target, in words; empty when it meets it. */
function missesOf(row) {
  const target = targets[row.kind];
  const labels = {
    performance: "perf",
    accessibility: "a11y",
    "best-practices": "best",
    seo: "SEO",
  };
  const misses = categories
    .filter((c) => c !== "seo" || seoShown(row))
    .filter((c) => row.scores[c] < target[c])
    .map((c) => `${labels[c]} ${row.scores[c]} < ${target[c]}`);
  if (row.kind === "reading" && !row.indexable) misses.push("marked noindex");
  if (target.lcpMs !== undefined && row.lcpMs > target.lcpMs)
    misses.push(`LCP ${row.lcpMs} ms > ${target.lcpMs}`);
  if (target.tbtMs !== undefined && row.tbtMs > target.tbtMs)
    misses.push(`TBT ${row.tbtMs} ms > ${target.tbtMs}`);
  return misses;
}

/** The session cookies the chosen pages need: a verified client's, a staff member's. */
async function signedInSessions(wanted) {
  const cookies = {};
  if (wanted.has("client"))
    cookies.client = await verifiedClientCookie(server.origin, server.dataDir);
  if (wanted.has("staff")) {
    // Rows for the dashboard and the list to draw, as on a working day.
    await bookSome(server.origin, 6);
    cookies.staff = await staffCookie(server.origin);
  }
  return cookies;
}

/** False if the page says noindex in its robots meta or an X-Robots-Tag header. */
async function mayBeIndexed(url, cookie) {
  const response = await fetch(url, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (/noindex/i.test(response.headers.get("x-robots-tag") ?? "")) return false;
  const html = await response.text();
  return !(html.match(/<meta\b[^>]*>/gi) ?? []).some(
    (tag) => /\bname="robots"/i.test(tag) && /\bcontent="[^"]*noindex/i.test(tag),
  );
}
