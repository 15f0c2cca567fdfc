// How long POST /api/forgot-password takes to answer for an address with an account and one
// without (issue 20), run on demand (npm run bench:forgot-password after npm run build).
// The answer is decided before the address is looked up and the mail is queued after it has
// gone, so the two should take the same time; this measures it rather than a timed test.
// Starts its own production server on a fresh embedded database, registers a few accounts,
// then sends a bounded number of requests, one at a time, to 127.0.0.1 only, alternating
// known and unknown addresses so neither kind runs on a warmer server. Each request names its
// own documentation-range address in X-Forwarded-For (the server trusts loopback by default),
// so the per-address limit of ten an hour is not what is measured. Prints the status and body
// check, then the median and p95 for each kind, and stops the server.
import { startProductionServer } from "./support/production-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4191);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = 20;
const ACCOUNTS = 5;
const base = `http://127.0.0.1:${PORT}`;

let nextAddress = 0;
/** A fresh client address for each request: 198.18.0.0/15 is set aside for benchmarks. */
function clientAddress() {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

async function post(path, body) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": clientAddress() },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    min: sorted[0],
    max: sorted.at(-1),
  };
}

const server = await startProductionServer({ port: PORT, dataDir: "test-data/bench-forgot" });
try {
  const run = Date.now();
  const known = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const email = `bench.known.${run}.${i}@example.com`;
    const res = await post("/api/register", {
      name: "Bench Known",
      email,
      password: "pebble violin summit orchard",
    });
    if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.text}`);
    known.push(email);
  }
  const unknown = (i) => `bench.unknown.${run}.${i}@example.com`;

  const times = { known: [], unknown: [] };
  const answers = new Set();
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    // Alternate which kind goes first in each pair.
    const order = i % 2 === 0 ? ["known", "unknown"] : ["unknown", "known"];
    for (const kind of order) {
      const email = kind === "known" ? known[i % known.length] : unknown(i);
      const res = await post("/api/forgot-password", { email });
      if (res.status !== 202)
        throw new Error(`forgot-password answered ${res.status}: ${res.text}`);
      answers.add(`${res.status} ${res.text}`);
      if (i >= WARM_UP) times[kind].push(res.ms);
    }
  }

  console.log(
    `POST /api/forgot-password, ${SAMPLES} requests of each kind after ${WARM_UP} each to warm up,`,
  );
  console.log("one at a time, known and unknown addresses alternating:");
  console.log(
    `  status and body identical for every request: ${answers.size === 1 ? "yes" : "NO"}`,
  );
  console.log("  kind       median ms   p95 ms   min ms   max ms");
  for (const kind of ["known", "unknown"]) {
    const s = summary(times[kind]);
    const f = (n) => n.toFixed(2).padStart(8);
    console.log(`  ${kind.padEnd(9)} ${f(s.median)}  ${f(s.p95)} ${f(s.min)} ${f(s.max)}`);
  }
  if (answers.size !== 1) process.exitCode = 1;
} finally {
  await server.stop();
}
