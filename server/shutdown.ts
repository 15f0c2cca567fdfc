import type { Logger } from "./logger";

/** What a stopping process closes once its last request has been answered. */
export interface ShutdownSteps {
  /**
   * Work requests started and left running after their answer (a reset link's lookup and
   * mail, issue 20). It writes to the database, so it must finish before that closes.
   */
  settleBackgroundWork(): Promise<void>;
  stopPurge(): void;
  /** Stops scheduled backups and waits for one being written, which reads the database. */
  stopBackups(): Promise<void>;
  stopMail(): Promise<void>;
  stopChangeWatch(): void;
  closeDatabase(): Promise<void>;
}

/**
 * Closes everything in an order that loses nothing: no new scheduled work (a backup being
 * written is finished), then the work left
 * running after answers (for at most `graceMs`, so a stuck query cannot hold the process up
 * for ever), then the mail worker (queued mail stays in the outbox for the next start), the
 * change watch and last the database.
 */
export async function closeAfterRequests(
  steps: ShutdownSteps,
  { logger, graceMs }: { logger: Pick<Logger, "warn">; graceMs: number },
): Promise<void> {
  steps.stopPurge();
  await steps.stopBackups();
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<"gave-up">((resolve) => {
    timer = setTimeout(() => resolve("gave-up"), graceMs);
  });
  const settled = await Promise.race([steps.settleBackgroundWork().then(() => "done"), gaveUp]);
  clearTimeout(timer);
  if (settled === "gave-up")
    logger.warn({ event: "shutdown.background-work" }, "background work still running; closing");
  await steps.stopMail();
  steps.stopChangeWatch();
  await steps.closeDatabase();
}
