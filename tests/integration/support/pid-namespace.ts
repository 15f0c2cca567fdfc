import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { projectRoot } from "../../../server/paths";
import type { RunningServer } from "./server-process";

const asPidOne = ["--pid", "--fork", "--mount-proc", "--kill-child=SIGKILL"];

/** Whether this machine lets us start a process in a pid namespace of its own (Linux, root). */
export function canRunAsPidOne(): boolean {
  if (process.platform !== "linux") return false;
  return spawnSync("unshare", [...asPidOne, "true"]).status === 0;
}

/**
 * The built server as pid 1 of a new pid namespace, as in a container. Killing `child` (the
 * unshare process) SIGKILLs the server, a crash; `closed` resolves once the server has gone.
 */
export function startServerAsPidOne(
  env: NodeJS.ProcessEnv,
): RunningServer & { closed: Promise<void> } {
  const child = spawn(
    "unshare",
    [...asPidOne, process.execPath, path.join(projectRoot, "build/node/index.js")],
    {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // The server shares unshare's output pipes, so they close only when it has exited too.
  const closed = new Promise<void>((resolve) => child.stdout?.on("close", resolve));
  return { child, output: () => output, exited, closed };
}
