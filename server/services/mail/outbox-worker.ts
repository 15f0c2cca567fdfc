import type { OutboxGuard } from "../../db/schema";
import type { Logger } from "../../logger";
import type { OutboxStore } from "./outbox";
import type { MailTransport } from "./transport";

export interface OutboxWorker {
  start(): void;
  /** Runs a pass soon, e.g. right after a message is queued. */
  kick(): void;
  /** One pass now: claim what is due and send it. Resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a pass in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Sends queued mail from inside the server process. Every instance may run one: claims are
 * exclusive, so nothing is sent twice; anything left pending when a process stops is picked up
 * by the next pass of any instance.
 */
export function createOutboxWorker(deps: {
  store: OutboxStore;
  transport: MailTransport;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** Whether a guarded message should still go out; unguarded messages always do. */
  isStillWanted?: (guard: OutboxGuard) => Promise<boolean>;
}): OutboxWorker {
  const intervalMs = deps.intervalMs ?? 5_000;
  const batchSize = deps.batchSize ?? 10;
  const leaseMs = deps.leaseMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let again = false;

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await deps.store.claimDue({ limit: batchSize, leaseMs });
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          if (mail.guard && deps.isStillWanted && !(await deps.isStillWanted(mail.guard))) {
            await deps.store.markSkipped(mail);
            continue;
          }
          await deps.transport.send(mail);
          if (await deps.store.markSent(mail)) sent += 1;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const outcome = await deps.store.markFailed(mail, message);
          deps.logger[outcome === "failed" ? "error" : "warn"](
            {
              event: "mail.failed",
              mailId: mail.id,
              attempts: mail.attempts,
              outcome,
              error: message,
            },
            outcome === "failed" ? "mail failed for good" : "mail failed; will retry",
          );
        }
      }
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((err) => {
        deps.logger.error({ err, event: "mail.pass-failed" }, "outbox pass failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
      void runOnce();
    },
    kick() {
      if (!stopped) setImmediate(() => void runOnce());
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
