import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { projectRoot } from "../../../server/paths";

const startScripts = [
  "start.mjs",
  "build-freshness.mjs",
  "load-env-file.mjs",
  "stop-with-launcher.mjs",
];

/**
 * A project folder holding only scripts/start.mjs and what it imports, with whatever build
 * `build` writes (build/node/index.js and the stamp), to see what `npm start` does with it.
 */
export function projectWithStartScript(build?: { serverCode: string }): string {
  const root = mkdtempSync(path.join(tmpdir(), "carrow-start-"));
  mkdirSync(path.join(root, "scripts"));
  for (const file of startScripts) {
    cpSync(path.join(projectRoot, "scripts", file), path.join(root, "scripts", file));
  }
  if (build) {
    mkdirSync(path.join(root, "build/node"), { recursive: true });
    writeFileSync(path.join(root, "build/node/index.js"), build.serverCode);
    writeFileSync(path.join(root, "build/.complete"), "");
  }
  return root;
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runNode(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<Finished>((resolve) => {
    const child: ChildProcess = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
