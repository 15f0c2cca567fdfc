import { readFileSync } from "node:fs";

/**
 * When process `pid` started, in clock ticks since boot (field 22 of Linux's /proc/<pid>/stat).
 * A pid is reused, a (pid, start time) pair is not, so this tells a lock's owner from a
 * stranger that got the same number. Undefined where there is no /proc, or once `pid` is gone.
 */
export function processStartTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 2 is the command name in parentheses, and it may itself contain spaces and ")".
    const fieldsFromThird = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fieldsFromThird[22 - 3] || undefined;
  } catch {
    return undefined;
  }
}

/** Changes at every boot (Linux); start times count from boot, so they compare within one. */
export function currentBootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** True while a process with this pid exists, whoever it belongs to. */
export function isPidRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
