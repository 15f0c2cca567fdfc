import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { projectRoot } from "../paths";

/**
 * docs/security.md names the test behind each defence. A renamed or deleted test would leave the
 * map pointing at nothing, so every file it names must exist and every test name it quotes must
 * still be in that file.
 */

const securityMap = readFileSync(path.join(projectRoot, "docs/security.md"), "utf8");

function findTestFile(name: string): string | undefined {
  if (name.includes("/")) {
    const full = path.join(projectRoot, name);
    return existsSync(full) ? full : undefined;
  }
  for (const folder of ["tests/integration", "tests/e2e"]) {
    const full = path.join(projectRoot, folder, name);
    if (existsSync(full)) return full;
  }
  return undefined;
}

/** Each `file` with the quoted names after its ›, as written in the map's table cells. */
function citations(): Array<{ file: string; names: string[] }> {
  const found: Array<{ file: string; names: string[] }> = [];
  for (const line of securityMap.split("\n").filter((l) => l.startsWith("|"))) {
    for (const segment of line.split(/;|\|/)) {
      const file = segment.match(/`([^`]+\.(?:test|spec)\.tsx?)`/)?.[1];
      if (file === undefined) continue;
      const afterArrow = segment.split("›")[1] ?? "";
      const names = [...afterArrow.matchAll(/"([^"]+)"/g)].map((m) =>
        (m[1] ?? "").replace(/…$/, "").trim(),
      );
      found.push({ file, names });
    }
  }
  return found;
}

test("the security map cites tests", () => {
  expect(citations().length).toBeGreaterThan(30);
});

test("every test file the security map names exists, with every test name it quotes", () => {
  const missing: string[] = [];
  for (const { file, names } of citations()) {
    const full = findTestFile(file);
    if (full === undefined) {
      missing.push(`${file} (no such file)`);
      continue;
    }
    const source = readFileSync(full, "utf8");
    for (const name of names) {
      if (!source.includes(name)) missing.push(`${file} › "${name}"`);
    }
  }
  expect(missing).toEqual([]);
});
