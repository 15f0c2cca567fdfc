import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding package.json. The server runs from source (tests, dev) and from the
 * bundle in build/node, so paths are found from here rather than fixed relative offsets.
 */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, "server/db/migrations");
export const clientBuildDir = path.join(projectRoot, "build/client");
export const serverBuildFile = path.join(projectRoot, "build/server/index.js");
