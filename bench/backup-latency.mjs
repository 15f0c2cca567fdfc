// p99 latency while the embedded database is backed up (issue 21: ≤ 1 s during a backup of a
// 200 MB database), run on demand after `npm run build`:
//   node bench/backup-latency.mjs            (BENCH_DB_MB=200 by default)
// 1. starts the production server once on a fresh DATA_DIR (migrations, seed), stops it;
// 2. grows the database to BENCH_DB_MB with incompressible filler rows (a table of its own);
// 3. starts the server again and measures request latency for 10 s without a backup;
// 4. asks the server for a backup through DATA_DIR/control.sock, as `npm run backup` does,
//    and measures the same requests until the backup is written.
// Requests go to 127.0.0.1 only, from CONCURRENCY loops, each bounded in count and time; the
// script stops by itself. Exits 1 if the p99 during the backup is over 1 s.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, statSync } from "node:fs";
import { createConnection } from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { stopChild, waitUntilReady } from "./support/production-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const DB_MB = Number(process.env.BENCH_DB_MB ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 4191);
const CONCURRENCY = 8;
const BASELINE_MS = 10_000;
const MAX_BACKUP_MS = 10 * 60_000;
const MAX_REQUESTS_PER_LOOP = 200_000;
const dataDir = path.join(root, "test-data/bench-backup");
const origin = `http://127.0.0.1:${PORT}`;

function startServer() {
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      BACKUP_INTERVAL_HOURS: "0",
      LOG_LEVEL: "warn",
      ENV_FILE: "/nonexistent",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function grow() {
  const db = new PGlite(path.join(dataDir, "pglite"));
  await db.query("create table if not exists bench_filler (id serial primary key, bytes bytea)");
  const started = Date.now();
  // 256 KB rows of random bytes: neither TOAST compression nor gzip can shrink them.
  const rows = Math.ceil((DB_MB * 1024) / 256);
  for (let i = 0; i < rows; i++) {
    await db.query("insert into bench_filler (bytes) values ($1)", [randomBytes(256 * 1024)]);
  }
  const size = await db.query("select pg_database_size(current_database())::float8 as bytes");
  await db.close();
  return { bytes: size.rows[0].bytes, ms: Date.now() - started };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Request loops until `until` resolves or the time runs out; the latency of each request. */
async function load(until, maxMs) {
  const paths = [
    "/about",
    "/insights",
    "/api/availability?from=2026-12-01&to=2026-12-20&type=phone",
    "/readyz",
  ];
  const latencies = [];
  let errors = 0;
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const deadline = Date.now() + maxMs;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, loop) => {
      for (let i = 0; !done && Date.now() < deadline && i < MAX_REQUESTS_PER_LOOP; i++) {
        const started = performance.now();
        try {
          const res = await fetch(`${origin}${paths[(i + loop) % paths.length]}`);
          await res.arrayBuffer();
          if (res.status >= 500) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
  };
}

function askForBackup() {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path.join(dataDir, "control.sock"));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify({ command: "backup" })}\n`));
    socket.on("data", (chunk) => {
      text += chunk;
    });
    socket.on("end", () => {
      const reply = JSON.parse(text);
      if (reply.ok) resolve(reply);
      else reject(new Error(reply.error));
    });
    socket.on("error", reject);
  });
}

rmSync(dataDir, { recursive: true, force: true });
let server = startServer();
try {
  await waitUntilReady(server, origin, 120);
  await stopChild(server);
  console.log(`Growing the database to about ${DB_MB} MB…`);
  const grown = await grow();
  console.log(
    `  ${(grown.bytes / 1024 / 1024).toFixed(0)} MB in ${(grown.ms / 1000).toFixed(0)} s`,
  );
  server = startServer();
  await waitUntilReady(server, origin, 120);

  const baseline = await load(new Promise((r) => setTimeout(r, BASELINE_MS)), BASELINE_MS);
  const started = Date.now();
  const backup = askForBackup();
  const during = await load(backup, MAX_BACKUP_MS);
  const written = await backup;
  const backupMs = Date.now() - started;

  const row = (label, r) =>
    `| ${label} | ${r.requests} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} |`;
  console.log(
    `\nDatabase ${(grown.bytes / 1024 / 1024).toFixed(0)} MB; snapshot ${(statSync(written.file).size / 1024 / 1024).toFixed(0)} MB written in ${(backupMs / 1000).toFixed(1)} s; ${CONCURRENCY} request loops\n`,
  );
  console.log("| window | requests | errors | p50 ms | p99 ms | max ms |");
  console.log("|---|---|---|---|---|---|");
  console.log(row("no backup (10 s)", baseline));
  console.log(row("during the backup", during));
  if (during.p99 > 1000 || during.errors > 0) {
    console.log("\nTarget missed: p99 during a backup must be ≤ 1 s with no errors.");
    process.exitCode = 1;
  }
} finally {
  if (server.exitCode === null) await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
}
