// `npm test`: every suite (issue 46, docs/testing.md). The route lists are written once; then
// lint and the types run beside the build (short, and none waits on another), and then the
// unit, integration and browser suites one after another. Each suite's output is kept whole and
// printed when it ends, with its time; the run fails if any suite fails, after all have run.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// Not test-results/: Playwright empties that folder when it starts.
const logDir = path.join(root, "test-data", "suites");
mkdirSync(logDir, { recursive: true });

const running = new Set();
// Whatever ends this process ends the suites it started.
process.on("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

/** Runs `npm run <script>`, keeping its output; resolves with its exit code and time. */
function runScript(script) {
  const started = performance.now();
  const logFile = path.join(logDir, `${script.replace(/[^a-z0-9-]/gi, "-")}.log`);
  const child = spawn("npm", ["run", "--silent", script], {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const chunks = [];
  child.stdout.on("data", (c) => chunks.push(c));
  child.stderr.on("data", (c) => chunks.push(c));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      const output = Buffer.concat(chunks).toString("utf8");
      writeFileSync(logFile, output);
      console.log(`\n===== ${script}: exit ${code} after ${seconds.toFixed(1)} s =====`);
      process.stdout.write(output);
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

/** Runs the scripts side by side; every one finishes before the result is known. */
async function together(scripts) {
  return Promise.all(scripts.map(runScript));
}

const results = [];
const started = performance.now();
// Once, before anything reads them: later runs of the generator find nothing to write.
results.push(await runScript("routes:lists"));
if (results.every((r) => r.code === 0)) {
  results.push(...(await together(["lint", "typecheck", "build"])));
}
// The suites need the build; they run even when lint or types failed, so one run says all.
// One after another: run side by side they took as long (the two cores were already busy) and
// each ran closer to its timeouts.
if (results.find((r) => r.script === "build")?.code === 0) {
  for (const suite of ["test:unit", "test:integration", "test:e2e"]) {
    results.push(await runScript(suite));
  }
}

const total = (performance.now() - started) / 1000;
console.log("\n===== npm test =====");
for (const r of results)
  console.log(`${r.code === 0 ? "ok  " : "FAIL"} ${r.script} (${r.seconds.toFixed(1)} s)`);
console.log(`total ${total.toFixed(1)} s; logs in ${path.relative(root, logDir)}/`);
writeFileSync(
  path.join(logDir, "timings.json"),
  `${JSON.stringify({ total, suites: results }, null, 2)}\n`,
);
// A suite left out is one whose step before it failed, so a failure is always in the list.
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
