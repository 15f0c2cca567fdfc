import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * mkdir -p that reports the real reason it failed. Node's recursive mkdir answers ENOENT when
 * a parent cannot be created on a read-only file system; creating the first missing folder
 * alone gives the true cause (EROFS, EACCES, ENOSPC).
 */
export function ensureDirectory(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    // Throws the true cause; if it somehow succeeds, the rest can be made as usual.
    mkdirSync(firstMissingFolder(dir));
    mkdirSync(dir, { recursive: true });
  }
}

function firstMissingFolder(dir: string): string {
  let missing = path.resolve(dir);
  while (!existsSync(path.dirname(missing)) && path.dirname(missing) !== missing) {
    missing = path.dirname(missing);
  }
  return missing;
}
