import { chmodSync, unlinkSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";
import { z } from "~/shared/zod";
import type { Logger } from "../../logger";
import type { BackupRunner } from "./backup-runner";

/**
 * `npm run backup` asks the running server for a snapshot through a Unix socket in DATA_DIR
 * (ADR 024): only someone who can already read the data directory can reach it, and it is
 * never on the network. One request a connection: a JSON line in, a JSON line out.
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, "control.sock");
}

const request = z.object({ command: z.literal("backup") });
const reply = z.union([
  z.object({ ok: z.literal(true), file: z.string(), bytes: z.number() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type ControlReply = z.infer<typeof reply>;

const MAX_REQUEST_BYTES = 1024;

export async function listenForControlRequests(deps: {
  dataDir: string;
  backups: BackupRunner;
  logger: Logger;
}): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketPath(deps.dataDir);
  // The caller holds the data-directory lock, so a socket file left here is a dead server's.
  try {
    unlinkSync(socketPath);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const server: Server = createServer((socket) => {
    let text = "";
    socket.setEncoding("utf8");
    socket.on("error", () => {});
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (text.length > MAX_REQUEST_BYTES) socket.destroy();
      if (!text.includes("\n")) return;
      socket.pause();
      void answer(text.slice(0, text.indexOf("\n"))).then((answered) => {
        socket.end(`${JSON.stringify(answered)}\n`);
      });
    });
  });
  const answer = async (line: string): Promise<ControlReply> => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return { ok: false, error: "not JSON" };
    }
    if (!request.safeParse(json).success) return { ok: false, error: "unknown command" };
    try {
      const snapshot = await deps.backups.run("request");
      return { ok: true, file: snapshot.file, bytes: snapshot.bytes };
    } catch (err) {
      return { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  server.on("error", (err) => deps.logger.error({ err }, "control socket failed"));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** What `npm run backup` hears: the server's answer, or that no server is listening. */
export type AskResult = { kind: "answered"; reply: ControlReply } | { kind: "no-server" };

export function askServerForBackup(dataDir: string, timeoutMs = 30 * 60_000): Promise<AskResult> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let text = "";
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () => {
      socket.destroy(new Error(`The server did not answer within ${timeoutMs / 60_000} minutes.`));
    });
    socket.on("connect", () => socket.write(`${JSON.stringify({ command: "backup" })}\n`));
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("end", () => {
      try {
        resolve({ kind: "answered", reply: reply.parse(JSON.parse(text)) });
      } catch {
        reject(new Error(`The server answered something unexpected: ${text.slice(0, 200)}`));
      }
    });
    socket.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") resolve({ kind: "no-server" });
      else reject(err);
    });
  });
}
