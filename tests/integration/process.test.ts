import {
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { waitFor } from "../support/wait-for";
import { npmStart } from "./support/npm-start";
import { canRunAsPidOne, startServerAsPidOne } from "./support/pid-namespace";
import { freePort, startServerProcess, waitForOutput } from "./support/server-process";
import { projectWithStartScript, runNode } from "./support/start-script";

// These run the real production entry point on the embedded database in a temporary DATA_DIR.
// A fresh embedded database plus the start-up prerender takes seconds, more on a busy CI box.
describe("the server process", { timeout: 120_000 }, () => {
  test("starts on an empty DATA_DIR, refuses a second process on it, and exits 0 on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-data-"));
    const port = await freePort();
    const first = startServerProcess({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await waitForOutput(first, /Serving http:\/\/localhost:\d+ \(database: pglite\)/);
      expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);
      expect(existsSync(path.join(dataDir, "session-secret"))).toBe(true);
      // The generated admin's password is in a file only this user reads, never in the output.
      const passwordFile = path.join(dataDir, "first-admin-password");
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      const password = /Password: (\S+)/.exec(readFileSync(passwordFile, "utf8"))?.[1] ?? "";
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect(first.output()).not.toContain(password);
      expect(first.output()).toContain(passwordFile);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(200);

      const second = startServerProcess({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by process \d+/);
      expect(second.output()).toContain("DATABASE_URL");

      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain("database closed");
      // The file stays (removing a flock file could let two servers lock two files); it no
      // longer names an owner.
      expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe("");
    } finally {
      first.child.kill("SIGKILL");
    }
  });

  test("a request in flight when SIGTERM arrives still gets its answer", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-data-"));
    const port = await freePort();
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await waitForOutput(server, /Serving/);
      // Send the headers but hold the request open, so it is in flight when SIGTERM lands.
      const answer = new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/",
            method: "POST",
            headers: { "Content-Length": "1" },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.flushHeaders();
        setTimeout(() => {
          server.child.kill("SIGTERM");
          setTimeout(() => req.end("x"), 300);
        }, 300);
      });
      expect(await answer).toBeGreaterThanOrEqual(200);
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill("SIGKILL");
    }
  });

  test("killed with SIGKILL as pid 1 (a container), the server starts again on the same DATA_DIR", async () => {
    // Never skipped: the suite runs as root on Linux (CI and the development machines).
    if (!canRunAsPidOne()) {
      throw new Error(
        "This test needs Linux and the right to start a pid namespace (unshare --pid, as root).",
      );
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-data-"));
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()) };
    const crashed = startServerAsPidOne(env);
    try {
      await waitForOutput(crashed, /Serving/);
      expect(JSON.parse(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).pid).toBe(1);
    } finally {
      crashed.child.kill("SIGKILL");
      await crashed.closed;
    }
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);

    const restarted = startServerAsPidOne(env);
    try {
      await waitForOutput(restarted, /Serving/);
    } finally {
      restarted.child.kill("SIGKILL");
      await restarted.closed;
    }
  });

  test("two servers, each pid 1 in its own pid namespace (two containers), never share a DATA_DIR", async () => {
    // Never skipped: CI runs as root on Linux, where unshare works.
    if (!canRunAsPidOne()) {
      throw new Error(
        "This test needs Linux and the right to start a pid namespace (unshare --pid, as root).",
      );
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-data-"));
    const first = startServerAsPidOne({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    try {
      await waitForOutput(first, /Serving/);
      // The second sees the same pid (1) in the lock file as its own, and no process 1 of the
      // other namespace: only a lock the kernel holds can tell it the folder is taken.
      const second = startServerAsPidOne({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      try {
        const outcome = await Promise.race([
          second.closed.then(() => "stopped"),
          waitForOutput(second, /Serving/).then(
            () => "serving",
            () => "stopped",
          ),
        ]);
        expect(outcome).toBe("stopped");
        expect(await second.exited).toBe(1);
        expect(second.output()).toMatch(/in use by process 1 on /);
        expect(second.output()).not.toContain("Serving");
      } finally {
        second.child.kill("SIGKILL");
      }
      const stillServing = await fetch(
        `${first.output().match(/Serving (http:\/\/\S+)/)?.[1]}/readyz`,
      );
      expect(stillServing.ok).toBe(true);
    } finally {
      first.child.kill("SIGKILL");
      await first.closed;
    }
  });

  test("a bad environment variable stops start-up with a message naming it", async () => {
    const server = startServerProcess({
      PORT: "eighty",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "d-")),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT: must be a whole number");
  });
});

/** An exited process whose new parent has not reaped it yet (state Z) counts as gone. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return process.platform !== "linux";
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A state that no event announces (a port that has been freed), polled with a deadline. */
const waitUntil = (condition: () => boolean, what: string, timeoutMs = 60_000) =>
  waitFor(what, condition, { timeoutMs, everyMs: 50 });

describe("npm start (scripts/start.mjs)", { timeout: 120_000 }, () => {
  test("starts with a short, readable start-up naming the address; SIGTERM to npm stops the server and frees the port", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-data-"));
    const port = await freePort();
    const started = npmStart({
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: "info",
      // What a terminal gets; the pipe here would otherwise get JSON.
      LOG_FORMAT: "pretty",
      // A developer's own .env must not reach the test.
      ENV_FILE: path.join(dataDir, "none.env"),
    });
    let serverPid: number | undefined;
    try {
      await waitUntil(() => /Serving http:\/\/localhost:\d+/.test(started.output()), "Serving");
      const startup = started.output();
      expect(startup).toMatch(
        new RegExp(
          `^\\d\\d:\\d\\d:\\d\\d INFO  Serving http://localhost:${port} \\(database: pglite\\)$`,
          "m",
        ),
      );
      expect(startup).not.toMatch(/envFile|Future Flag|future\.|\{"level"/);
      // npm's own two lines, the first-start admin box and a few log lines: not a build log.
      expect(startup.split("\n").length).toBeLessThan(25);
      serverPid = started.serverPid();
      expect(serverPid).toBeGreaterThan(0);
      expect(serverPid).not.toBe(started.npm.pid);

      started.npm.kill("SIGTERM");
      const exited = await Promise.race([
        started.allExited.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000)),
      ]);
      expect(exited, `the server kept running:\n${started.output()}`).toBe(true);
      await waitUntil(() => !isRunning(serverPid ?? 0), "the server process to end", 5_000);
      expect(await portAnswers(port)).toBe(false);
      expect(started.output()).toContain("database closed");
      // Released: the file stays (ADR 027) and names no owner.
      expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe("");
    } finally {
      if (serverPid && isRunning(serverPid)) process.kill(serverPid, "SIGKILL");
      started.npm.kill("SIGKILL");
    }
  });

  test("never builds: with no build it says what to run, in one line, and fails", async () => {
    const root = projectWithStartScript();
    const result = await runNode(["scripts/start.mjs"], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("No build found: run `npm run build` first.\n");
    expect(result.stdout).toBe("");
  });

  test("a build older than the sources still starts, with a one-line warning", async () => {
    const root = projectWithStartScript({ serverCode: 'console.log("server started");' });
    const old = new Date(Date.now() - 60_000);
    utimesSync(path.join(root, "build/.complete"), old, old);
    writeFileSync(path.join(root, "vite.config.ts"), "");
    const result = await runNode(["scripts/start.mjs"], { cwd: root });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      "The build is older than the sources: run `npm run build` to serve your changes.\n",
    );
    expect(result.stdout).toBe("server started\n");
  });
});
