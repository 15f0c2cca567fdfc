// wrk as bench:http's load generator, asked for with --wrk (apt-get install wrk). On a 2-core
// machine the load generator shares the cores with the server; autocannon parses every answer
// in JavaScript and took a core of its own, where wrk (C, one thread) takes a fraction of one.
// Same shape of result as autocannon's, so the rows and checks do not care which ran.
import { execFile, execFileSync } from "node:child_process";

/** True when a `wrk` binary is on the PATH. */
export function wrkInstalled() {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (err) {
    // wrk --version prints its version and exits 1; only a missing binary is ENOENT.
    return err.code !== "ENOENT";
  }
}

const unitMs = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** "512.33ms", "1.59s", "830.00us" in milliseconds. */
function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk: unreadable latency "${text}"`);
  return Number(match[1]) * unitMs[match[2]];
}

/**
 * Runs wrk (one thread, `connections` connections, a 10 s time-out as autocannon's) and reads
 * its summary: requests per second, p50 and p99, answers that were not 2xx or 3xx, and socket
 * errors and time-outs.
 */
export function runWrk({ url, connections, duration, headers = {} }) {
  const args = ["-t1", `-c${connections}`, `-d${duration}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile("wrk", args, (err, stdout) => {
      if (err) return reject(err);
      try {
        resolve(readSummary(stdout));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** wrk's printed summary in autocannon's shape; throws if a line it needs is missing. */
function readSummary(stdout) {
  const find = (pattern, what) => {
    const match = pattern.exec(stdout);
    if (!match) throw new Error(`wrk: no ${what} in\n${stdout}`);
    return match;
  };
  const percentile = (p) =>
    Math.round(toMs(find(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m"), `${p}% line`)[1]));
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  return {
    requests: { average: Number(find(/Requests\/sec:\s+([\d.]+)/, "rate")[1]) },
    latency: { p50: percentile(50), p99: percentile(99) },
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}
