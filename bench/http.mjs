// HTTP throughput and latency, run on demand (npm run bench:http after npm run build):
//   1. the production server sending a prerendered page (/about), against a bare node:http +
//      fs server sending the very same HTML from disk, in the same run;
//   2. an article page (a database page: one render shared by anonymous visitors until the
//      content changes, ADR 012), and the same with that cache off (PAGE_CACHE_SECONDS=0);
//   3. GET /api/availability over 60 days (kept until bookings or rules change);
//   4. /contact, a working page, which is always rendered per request (no target; with --before,
//      the older build's too).
// autocannon (or wrk, with --wrk), 50 connections, 10 s each after a 2 s warm-up and a 2 s
// pause, no compression asked for (both servers send the same bytes). Targets from issue 8:
// prerendered ≥ 50% of the bare server's requests per second, article ≥ 25%, p99 < 50 ms; from
// issue 31: /about asked for with brotli ≥ 50% of the bare server's uncompressed rate with
// p99 < 30 ms, and a page rendered per request with p99 < 1 s and twice the rate of the build
// from before the issue: `-- --before DIR` measures that build in the same run (DIR: a built
// working tree of the older commit, e.g. `git worktree add /tmp/before 730d4d7`, node_modules
// linked, `npm run build` there), or `--per-request-before RPS` takes its rate as a number.
// Exits 1 if a target is missed.
import { fork } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { findPages, startProductionServer } from "./support/production-server.mjs";
import { runWrk, wrkInstalled } from "./support/wrk.mjs";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PORT = 4181;
const BARE_PORT = 4182;

// autocannon, as every figure in docs/performance.md before 2026-11-28; --wrk for wrk
// (bench/support/wrk.mjs says why it can matter on two cores).
const useWrk = process.argv.includes("--wrk");
if (useWrk && !wrkInstalled()) throw new Error("--wrk: wrk is not installed (apt-get install wrk)");

function run(url, { duration = DURATION_S, headers = {} } = {}) {
  if (useWrk) return runWrk({ url, connections: CONNECTIONS, duration, headers });
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function measure(label, url, options) {
  await run(url, { ...options, duration: 2 });
  // The warm-up stops with fifty requests in flight; let the server finish them, so the row
  // measures the page and not the warm-up's leftovers.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const r = await run(url, options);
  if (r.non2xx > 0) throw new Error(`${label}: ${r.non2xx} answers were not 2xx`);
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // Connection errors and time-outs (10 s): a server that is too slow shows here too.
    errors: r.errors,
  };
}

const londonDate = (d) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(d);

const server = await startProductionServer({ port: PORT, dataDir: "test-data/bench-http" });
const temp = mkdtempSync(path.join(tmpdir(), "bench-http-"));
let bare;
try {
  const { article } = await findPages(server.origin);
  // The bare server sends exactly what the production server sends for /about.
  const aboutHtml = await (await fetch(`${server.origin}/about`)).text();
  const file = path.join(temp, "about.html");
  writeFileSync(file, aboutHtml);
  bare = fork(path.join(import.meta.dirname, "support/bare-static-server.mjs"), [
    file,
    String(BARE_PORT),
  ]);
  await new Promise((resolve) => bare.once("message", resolve));

  const from = londonDate(new Date());
  const to = londonDate(new Date(Date.now() + 60 * 86_400_000));
  // Shown after the rows the targets read, so their places (rows[5], rows[7]) stay as they are.
  const working = [];
  const rows = [
    await measure("bare node:http + fs, same HTML", `http://127.0.0.1:${BARE_PORT}/about`),
    await measure("production: prerendered /about", `${server.origin}/about`),
    await measure("production: /about with brotli", `${server.origin}/about`, {
      headers: { "accept-encoding": "br, gzip" },
    }),
    await measure("production: article (database, shared copy)", `${server.origin}${article}`),
    await measure(
      "production: /api/availability, 60 days",
      `${server.origin}/api/availability?from=${from}&to=${to}&type=phone`,
    ),
  ];
  // The same article rendered for every request: what the shared copy saves.
  const uncached = await startProductionServer({
    port: PORT + 3,
    dataDir: "test-data/bench-http-uncached",
    env: { PAGE_CACHE_SECONDS: "0" },
  });
  try {
    rows.push(
      await measure("article, rendered per request (cache off)", `${uncached.origin}${article}`),
    );
    // A working page is always rendered per request (its form carries a token); no target.
    working.push(
      await measure("/contact, a working page (per request)", `${uncached.origin}/contact`),
    );
  } finally {
    await uncached.stop();
  }
  // The older build, same machine, same run: its brotli row and its page rendered per request.
  const beforeDir = process.argv.indexOf("--before");
  if (beforeDir > 0) {
    const checkout = path.resolve(process.argv[beforeDir + 1]);
    const older = await startProductionServer({
      port: PORT + 5,
      dataDir: "test-data/bench-http-before",
      checkout,
    });
    try {
      rows.push(
        await measure("before: /about with brotli", `${older.origin}/about`, {
          headers: { "accept-encoding": "br, gzip" },
        }),
      );
    } finally {
      await older.stop();
    }
    const olderUncached = await startProductionServer({
      port: PORT + 6,
      dataDir: "test-data/bench-http-before-uncached",
      env: { PAGE_CACHE_SECONDS: "0" },
      checkout,
    });
    try {
      const { article: olderArticle } = await findPages(olderUncached.origin);
      rows.push(
        await measure(
          "before: article rendered per request",
          `${olderUncached.origin}${olderArticle}`,
        ),
      );
      working.push(
        await measure("before: /contact (per request)", `${olderUncached.origin}/contact`),
      );
    } finally {
      await olderUncached.stop();
    }
  }
  const bareRps = rows[0].rps;
  console.log(
    `\n${useWrk ? "wrk" : "autocannon"}, ${CONNECTIONS} connections, ${DURATION_S} s per row\n`,
  );
  console.log(
    `${"".padEnd(48)} ${"req/s".padStart(8)} ${"vs bare".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(6)}`,
  );
  for (const r of [...rows, ...working]) {
    console.log(
      `${r.label.padEnd(48)} ${r.rps.toFixed(0).padStart(8)} ${`${((r.rps / bareRps) * 100).toFixed(0)}%`.padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(6)}`,
    );
  }
  // Issue 31: the rate per request rendered before the change, measured on the same machine
  // in the same session (run this script on the older build), for the 2× target.
  const beforeArg = process.argv.indexOf("--per-request-before");
  const perRequestBefore =
    beforeDir > 0 ? rows[7].rps : beforeArg > 0 ? Number(process.argv[beforeArg + 1]) : undefined;
  const perRequest = rows[5];
  const checks = [
    ["prerendered ≥ 50% of bare", rows[1].rps >= 0.5 * bareRps],
    ["article ≥ 25% of bare", rows[3].rps >= 0.25 * bareRps],
    // Issue 31: a kept page is compressed once, so asking for brotli costs next to nothing.
    [
      "/about with brotli ≥ 50% of bare, p99 < 30 ms",
      rows[2].rps >= 0.5 * bareRps && rows[2].p99 < 30,
    ],
    ["rendered per request: p99 < 1 s, no errors", perRequest.p99 < 1000 && !perRequest.errors],
    ...(perRequestBefore
      ? [
          [
            `rendered per request ≥ 2× before (${perRequestBefore.toFixed(0)} req/s)`,
            perRequest.rps >= 2 * perRequestBefore,
          ],
        ]
      : []),
    // Issue 8's three rows.
    ...[rows[1], rows[3], rows[4]].map((r) => [
      `${r.label}: p99 < 50 ms, no errors`,
      r.p99 < 50 && !r.errors,
    ]),
  ];
  console.log("");
  for (const [name, ok] of checks) console.log(`${ok ? "met   " : "MISSED"} ${name}`);
  if (process.argv.includes("--json")) console.log(JSON.stringify([...rows, ...working]));
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  bare?.kill();
  await server.stop();
  rmSync(temp, { recursive: true, force: true });
}
