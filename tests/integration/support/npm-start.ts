import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../../../server/paths";

export interface NpmStart {
  npm: ChildProcess;
  output(): string;
  /** Resolves when every process writing to npm's output has exited: npm, its shell, the server. */
  allExited: Promise<void>;
  /** The server's pid, from the lock it holds on the embedded database. */
  serverPid(): number | undefined;
}

/** `npm start` in the project, as a person or a process manager would run it. */
export function npmStart(env: NodeJS.ProcessEnv & { DATA_DIR: string }): NpmStart {
  const npm = spawn("npm", ["start"], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  npm.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  npm.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  // The server inherits npm's stdout and stderr, so they close only once it has exited too.
  const closed = (stream: NodeJS.ReadableStream | null) =>
    new Promise<void>((resolve) => (stream ? stream.on("close", resolve) : resolve()));
  const allExited = Promise.all([closed(npm.stdout), closed(npm.stderr)]).then(() => {});
  return {
    npm,
    output: () => output,
    allExited,
    serverPid() {
      try {
        const lock = readFileSync(path.join(env.DATA_DIR, "pglite.lock"), "utf8");
        return (JSON.parse(lock) as { pid: number }).pid;
      } catch {
        return undefined;
      }
    },
  };
}
