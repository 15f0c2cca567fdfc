import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { projectRoot } from "../../../server/paths";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Starts the built production server (build/node/index.js) as its own process; with `umask`
 * (octal, e.g. "022"), under that umask instead of this process's.
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  options: { umask?: string } = {},
): RunningServer {
  const entry = path.join(projectRoot, "build/node/index.js");
  const [command, args] = options.umask
    ? ["/bin/sh", ["-c", `umask ${options.umask} && exec "$0" "$1"`, process.execPath, entry]]
    : [process.execPath, [entry]];
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Resolves when the server's output (stdout and stderr) matches `pattern`, on the output itself,
 * not a poll; fails as soon as the process has ended without it, or at the deadline, with the output.
 */
export function waitForOutput(
  server: RunningServer,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const streams = [server.child.stdout, server.child.stderr];
    const done = (error?: Error) => {
      clearTimeout(deadline);
      for (const stream of streams) stream?.off("data", check);
      server.child.off("close", closed);
      if (error) reject(error);
      else resolve();
    };
    // The output's own listeners (above) run first: each chunk is in output() when this runs.
    const check = () => {
      if (pattern.test(server.output())) done();
    };
    // "close" comes after the process's output has all been read: a last line still counts.
    const closed = () =>
      pattern.test(server.output())
        ? done()
        : done(new Error(`Server exited early:\n${server.output()}`));
    const deadline = setTimeout(
      () => done(new Error(`Timed out waiting for ${pattern}:\n${server.output()}`)),
      timeoutMs,
    );
    for (const stream of streams) stream?.on("data", check);
    server.child.once("close", closed);
    if (server.child.exitCode !== null && server.child.stdout?.destroyed) closed();
    else check();
  });
}
