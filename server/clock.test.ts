import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { systemClock } from "./clock";
import { projectRoot } from "./paths";

/**
 * "Now" has one home (issue 28): createApp's clock, handed to every service, middleware and
 * loader. A read of the machine's time anywhere else in app/ or server/ would decide something
 * a test cannot move on, so it could only wait for it. These may read it, each for its reason.
 */
const allowed: Record<string, string> = {
  "server/clock.ts": "the system clock itself",
  "server/index.ts": "the time on the last log line of a process that failed to start",
  "server/services/auth/report-first-admin.ts": "the time on a log line",
  "server/ops/metrics/count-outcomes.ts": "how long a call took, for the metrics",
  "server/ops/backup/backup-runner.ts": "how long a backup took, for its log line",
  "server/ops/backup/write-snapshot.ts": "a snapshot's name and finish time, outside createApp",
  "server/ops/closures/closure-journal.ts": "when an account was closed, written to the journal",
  "server/services/mail/transport.ts": "the name of a mail written to a folder",
  "server/db/seed/seed-database.ts": "when the database was seeded, recorded once",
  "server/db/lock.ts": "when this process took the data folder's lock, for the next one to read",
  "app/shared/time/london-clock.ts":
    "todayInLondon's default: it also runs in the browser, which has no server clock; loaders pass theirs",
  "app/shared/time/format.ts":
    "currentYearInLondon's default: it also runs in the browser (the footer's year); the server passes its clock",
};

/** A row's record of when it was written: stored for people to read, never compared. */
const recordStamp =
  /\b(updatedAt|createdAt|sentAt|lastFailedAt|privacyAgreedAt|emailVerifiedAt|disabledAt): new Date\(\)/g;
const readsTheMachinesTime = /new Date\(\s*\)|Date\.now\(\s*\)/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.split(path.sep).includes("+types"))
    .map((file) => path.join(folder, file).split(path.sep).join("/"));
}

/** Lines of code (not comments) that read the machine's time, as "file:line". */
function timeReads(file: string): string[] {
  return readFileSync(path.join(projectRoot, file), "utf8")
    .split("\n")
    .flatMap((line, index) => {
      const code = line.trim();
      if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return [];
      return readsTheMachinesTime.test(code.replace(recordStamp, ""))
        ? [`${file}:${index + 1}`]
        : [];
    });
}

describe("one clock", () => {
  test("nothing in app/ or server/ reads the machine's time except through the clock", () => {
    const reads = [...sourceFiles("app"), ...sourceFiles("server")]
      .filter((file) => !(file in allowed))
      .flatMap(timeReads);
    expect(reads).toEqual([]);
  });

  test("every file allowed to read it still does (a stale allowance would hide a new read)", () => {
    const stale = Object.keys(allowed).filter((file) => timeReads(file).length === 0);
    expect(stale).toEqual([]);
  });
});

describe("the system clock's wake-up", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T09:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  test("runs once the clock reads the instant, not a moment before", async () => {
    const run = vi.fn();
    systemClock.at(new Date("2026-11-23T09:10:00Z"), run);
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test("waits past setTimeout's longest delay, and cancel() stops it", async () => {
    const run = vi.fn();
    const later = systemClock.at(new Date("2026-12-31T09:00:00Z"), run);
    await vi.advanceTimersByTimeAsync(30 * 86_400_000);
    expect(run).not.toHaveBeenCalled();
    later.cancel();
    await vi.advanceTimersByTimeAsync(10 * 86_400_000);
    expect(run).not.toHaveBeenCalled();
    systemClock.at(new Date("2027-01-01T09:00:00Z"), run);
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
