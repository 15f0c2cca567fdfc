import { afterEach, describe, expect, test, vi } from "vitest";
import { closeAfterRequests, type ShutdownSteps } from "./shutdown";

/** Steps that write down when each ran; background work finishes when `finish` is called. */
function recordingSteps(background: Promise<void>) {
  const order: string[] = [];
  let settling = () => {};
  /** Resolves when the shutdown starts waiting for the background work. */
  const waitingForBackground = new Promise<void>((resolve) => {
    settling = resolve;
  });
  const steps: ShutdownSteps = {
    settleBackgroundWork: () => {
      settling();
      return background.then(() => void order.push("background settled"));
    },
    stopPurge: () => void order.push("purge stopped"),
    stopBackups: async () => void order.push("backups stopped"),
    stopMail: async () => void order.push("mail stopped"),
    stopChangeWatch: () => void order.push("change watch stopped"),
    closeDatabase: async () => void order.push("database closed"),
  };
  return { order, steps, waitingForBackground };
}

describe("closing after the last request", () => {
  afterEach(() => vi.useRealTimers());

  test("waits for work left running after an answer before the database closes", async () => {
    let finish = () => {};
    const background = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { order, steps, waitingForBackground } = recordingSteps(background);
    const logger = { warn: vi.fn() };
    const closing = closeAfterRequests(steps, { logger, graceMs: 10_000 });
    await waitingForBackground;
    expect(order).toEqual(["purge stopped", "backups stopped"]);
    finish();
    await closing;
    expect(order).toEqual([
      "purge stopped",
      "backups stopped",
      "background settled",
      "mail stopped",
      "change watch stopped",
      "database closed",
    ]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  test("stops waiting after the grace period, says so, and still closes everything", async () => {
    vi.useFakeTimers();
    const { order, steps } = recordingSteps(new Promise<void>(() => {}));
    const logger = { warn: vi.fn() };
    const closing = closeAfterRequests(steps, { logger, graceMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    await closing;
    expect(order).toEqual([
      "purge stopped",
      "backups stopped",
      "mail stopped",
      "change watch stopped",
      "database closed",
    ]);
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});
