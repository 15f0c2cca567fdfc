import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/** Group and other bits: DATA_DIR holds client data, the session secret, mail and backups. */
const SHARED_BITS = 0o077;

/**
 * Makes every file and folder this process creates from now on its owner's only (0600/0700):
 * the database engine, the mail writer and the socket all create with 0666/0777 and let the
 * umask decide. Call it first in every entry point that opens DATA_DIR.
 */
export function keepNewFilesPrivate(): void {
  process.umask(SHARED_BITS);
}

export interface PrivacyRepair {
  /** Entries whose group or other access was removed. */
  fixed: number;
  /** Entries that could not be changed (owned by someone else). */
  failed: number;
}

/**
 * Removes group and other access from `dir` and everything under it, for a data folder made
 * by an older version or under a looser umask. With `only`, just those entries of `dir` (and
 * `dir` itself, if one of them is there): DATA_DIR may be a folder that holds other things
 * too, which are not ours to change. Symbolic links are neither followed nor changed.
 */
export function makeTreePrivate(dir: string, only?: readonly string[]): PrivacyRepair {
  const repair: PrivacyRepair = { fixed: 0, failed: 0 };
  if (!only) {
    visit(dir, repair);
    return repair;
  }
  const present = only.filter((name) => existsEntry(path.join(dir, name)));
  if (present.length === 0) return repair;
  visitOne(dir, repair);
  for (const name of present) visit(path.join(dir, name), repair);
  return repair;
}

function existsEntry(entry: string): boolean {
  try {
    lstatSync(entry);
    return true;
  } catch {
    return false;
  }
}

function visit(entry: string, repair: PrivacyRepair): void {
  const stat = visitOne(entry, repair);
  if (!stat?.isDirectory()) return;
  for (const name of readdirSync(entry)) visit(path.join(entry, name), repair);
}

/** Repairs `entry` alone; returns what it is, unless it is gone or a symbolic link. */
function visitOne(entry: string, repair: PrivacyRepair): ReturnType<typeof lstatSync> | undefined {
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(entry);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined; // gone since the listing
    throw err;
  }
  if (stat.isSymbolicLink()) return undefined;
  if ((stat.mode & SHARED_BITS) !== 0) {
    try {
      chmodSync(entry, stat.mode & 0o7700);
      repair.fixed++;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== "EPERM" && code !== "EACCES" && code !== "ENOENT") throw err;
      repair.failed++;
    }
  }
  return stat;
}
