import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../paths";

export interface AppVersion {
  version: string;
  /** Short commit hash: APP_COMMIT when the deployment sets it, else asked of git, else unknown. */
  commit: string | undefined;
}

let known: AppVersion | undefined;

/** Read once per process: neither changes while it runs. */
export function appVersion(commitFromEnv?: string): AppVersion {
  if (known) return known;
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
    version?: string;
  };
  known = { version: pkg.version ?? "unknown", commit: commitFromEnv ?? commitFromGit() };
  return known;
}

function commitFromGit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      cwd: projectRoot,
      timeout: 2_000,
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
  } catch {
    return undefined; // no git on a production machine, or not a checkout
  }
}
