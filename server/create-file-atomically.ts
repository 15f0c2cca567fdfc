import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, linkSync, openSync, unlinkSync, writeSync } from "node:fs";

/**
 * Creates `file` with `content` unless it already exists, so that no reader ever sees it empty
 * or half-written: the content goes to a temporary file in the same directory, is flushed to
 * disk, and is then hard-linked into place. link() fails if the name is taken, so when two
 * processes race, exactly one creates the file and the other gets false and reads the winner's.
 */
export function createFileAtomically(file: string, content: string, mode = 0o600): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeNewFileDurably(temp, content, mode);
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    // Some file systems (FAT, some network shares) have no hard links: fall back to an
    // exclusive create, which still never replaces a file someone else made.
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw err;
    try {
      writeNewFileDurably(file, content, mode);
      return true;
    } catch (fallbackErr) {
      if ((fallbackErr as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw fallbackErr;
    }
  } finally {
    unlinkSync(temp);
  }
}

/** Writes a file that must not exist yet; on failure, removes what it created. */
function writeNewFileDurably(file: string, content: string, mode: number): void {
  const fd = openSync(file, "wx", mode);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    unlinkSync(file);
    throw err;
  }
  closeSync(fd);
}
