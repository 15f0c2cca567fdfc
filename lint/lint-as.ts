import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules/.bin/biome");

/** A folder of its own with the project's biome.json and plugins, and `source` at each path. */
function folderWith(source: string, files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lint-as-"));
  mkdirSync(path.join(dir, "lint"));
  copyFileSync(path.join(root, "biome.json"), path.join(dir, "biome.json"));
  for (const plugin of readdirSync(path.join(root, "lint")).filter((f) => f.endsWith(".grit")))
    copyFileSync(path.join(root, "lint", plugin), path.join(dir, "lint", plugin));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

/**
 * Biome's verdict on `source` as the file at `asFile`, with the project's own biome.json and
 * plugins, in a folder of its own (Biome applies no plugin to standard input).
 */
export function lintAs(source: string, asFile: string): { refused: boolean; output: string } {
  const dir = folderWith(source, [asFile]);
  const run = spawnSync(biome, ["lint", "--vcs-enabled=false", "--error-on-warnings", asFile], {
    cwd: dir,
    encoding: "utf8",
  });
  return { refused: run.status !== 0, output: run.stdout + run.stderr };
}

interface Diagnostic {
  severity: string;
  message: string;
  location?: { path?: string };
}

/**
 * The same source as each of several files, judged in one run of Biome (one process instead of
 * one a file: on a busy machine, starting Biome is most of a rule test's time).
 */
export function lintAsEach(
  source: string,
  files: string[],
): Map<string, { refused: boolean; output: string }> {
  const dir = folderWith(source, files);
  const run = spawnSync(
    biome,
    ["lint", "--vcs-enabled=false", "--error-on-warnings", "--reporter=json", ...files],
    { cwd: dir, encoding: "utf8" },
  );
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return new Map(
    files.map((file) => {
      const own = diagnostics.filter((d) => d.location?.path === file);
      return [
        file,
        {
          refused: own.some((d) => d.severity === "error" || d.severity === "warning"),
          output: own.map((d) => d.message).join("\n"),
        },
      ];
    }),
  );
}
