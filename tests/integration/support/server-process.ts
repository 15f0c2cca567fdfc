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

export async function waitForOutput(server: RunningServer, pattern: RegExp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (server.child.exitCode !== null) throw new Error(`Server exited early:\n${server.output()}`);
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${pattern}:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
