import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules/.bin/biome");

/**
 * Biome's verdict on `source` as the file at `asFile`, with the project's own biome.json and
 * plugins, in a folder of its own (Biome applies no plugin to standard input).
 */
export function lintAs(source: string, asFile: string): { refused: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "lint-as-"));
  mkdirSync(path.join(dir, "lint"));
  copyFileSync(path.join(root, "biome.json"), path.join(dir, "biome.json"));
  for (const plugin of readdirSync(path.join(root, "lint")).filter((f) => f.endsWith(".grit")))
    copyFileSync(path.join(root, "lint", plugin), path.join(dir, "lint", plugin));
  mkdirSync(path.dirname(path.join(dir, asFile)), { recursive: true });
  writeFileSync(path.join(dir, asFile), source);
  const run = spawnSync(biome, ["lint", "--vcs-enabled=false", "--error-on-warnings", asFile], {
    cwd: dir,
    encoding: "utf8",
  });
  return { refused: run.status !== 0, output: run.stdout + run.stderr };
}
