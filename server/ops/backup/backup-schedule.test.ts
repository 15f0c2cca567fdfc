import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { scheduleBackups } from "./backup-schedule";
import { snapshotFileName } from "./snapshot-files";

const HOUR = 3_600_000;

describe("scheduleBackups", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => vi.useRealTimers());

  test("with no snapshot yet, takes one a minute after start, then one an interval later", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "schedule-"));
    const backUp = vi.fn(async () => {
      const file = path.join(dir, snapshotFileName(new Date()));
      writeFileSync(file, "x");
      // The schedule counts from the file's time: give it the test's clock, not the disk's.
      utimesSync(file, new Date(), new Date());
    });
    const stop = scheduleBackups({ backupsDir: dir, intervalMs: 24 * HOUR, backUp, now: Date.now });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(backUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(backUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(23 * HOUR);
    expect(backUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(backUp).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(backUp).toHaveBeenCalledTimes(2);
  });

  test("after a failure, tries again ten minutes later rather than a whole interval", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "schedule-"));
    const backUp = vi.fn(async () => {
      throw new Error("disk full");
    });
    const stop = scheduleBackups({ backupsDir: dir, intervalMs: 24 * HOUR, backUp, now: Date.now });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(backUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(backUp).toHaveBeenCalledTimes(2);
    stop();
  });
});
