import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { workerServerSettings } from "./servers";

const projectRoot = path.resolve(import.meta.dirname, "../..");
/** A fresh database's first start (initialisation, migrations, seed) on a busy two-core machine. */
const START_DEADLINE_MS = 120_000;

export interface WorkerServer {
  url: string;
  /** Where the server writes its mail as .eml files (no SMTP_URL). */
  mailDir: string;
  /** Moves the server's clock on, and resolves once it has moved. */
  advanceClock(ms: number): Promise<void>;
  stop(): Promise<void>;
}

type ServerMessage = { type: "listening"; port: number } | { type: "clock-advanced"; id: number };

/**
 * Forks scripts/e2e-server.mjs for one browser worker and resolves when it says it is listening
 * (an IPC message, not a poll). The same channel moves its clock.
 */
export async function startWorkerServer(parallelIndex: number): Promise<WorkerServer> {
  const settings = workerServerSettings(parallelIndex);
  const child = fork(path.join(projectRoot, "scripts/e2e-server.mjs"), {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...settings.env,
      PORT: String(settings.port),
      DATA_DIR: settings.dataDir,
    },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  await listening(child, () => stderr);

  let nextId = 0;
  const advanceClock = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      const id = ++nextId;
      const onMessage = (message: ServerMessage) => {
        if (message.type !== "clock-advanced" || message.id !== id) return;
        child.off("message", onMessage);
        resolve();
      };
      child.on("message", onMessage);
      child.send({ type: "advance-clock", id, ms }, (err) => err && reject(err));
    });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return {
    url: `http://localhost:${settings.port}`,
    mailDir: path.join(projectRoot, settings.mailDir),
    advanceClock,
    stop,
  };
}

function listening(child: ChildProcess, stderr: () => string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => {
      child.kill("SIGTERM");
      reject(
        new Error(`the worker's server did not listen within ${START_DEADLINE_MS} ms\n${stderr()}`),
      );
    }, START_DEADLINE_MS);
    child.on("message", (message: ServerMessage) => {
      if (message.type !== "listening") return;
      clearTimeout(deadline);
      resolve();
    });
    child.once("exit", (code) => {
      clearTimeout(deadline);
      reject(new Error(`the worker's server exited (${code}) before listening\n${stderr()}`));
    });
  });
}
