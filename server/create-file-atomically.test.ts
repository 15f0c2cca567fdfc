import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { createFileAtomically } from "./create-file-atomically";

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), "atomic-"));
}

describe("createFileAtomically", () => {
  test("creates the file with its content, private to its owner, and leaves no temporary file", () => {
    const dir = tempDir();
    const file = path.join(dir, "secret");
    expect(createFileAtomically(file, "content\n")).toBe(true);
    expect(readFileSync(file, "utf8")).toBe("content\n");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(["secret"]);
  });

  test("the second of two starters gets false and the first one's file stays as it was", () => {
    const dir = tempDir();
    const file = path.join(dir, "secret");
    writeFileSync(file, "first\n");
    expect(createFileAtomically(file, "second\n")).toBe(false);
    expect(readFileSync(file, "utf8")).toBe("first\n");
    expect(readdirSync(dir)).toEqual(["secret"]);
  });
});
