import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";

// A read-only file system, as Node's fs reports it: recursive mkdir says ENOENT for the
// folder it could not make, a plain mkdir says EROFS.
const injected = vi.hoisted(() => ({ readOnly: false }));
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return {
    ...fs,
    mkdirSync(dir: string, options?: { recursive?: boolean }) {
      if (injected.readOnly && !fs.existsSync(dir)) {
        const code = options?.recursive ? "ENOENT" : "EROFS";
        throw Object.assign(new Error(`${code}: injected, mkdir '${dir}'`), { code, path: dir });
      }
      return fs.mkdirSync(dir, options);
    },
  };
});

// The unit suite shares modules between files: import ensureDirectory afresh, so it is bound
// to the mocked fs whichever file loaded the real one first.
let ensureDirectory: typeof import("./ensure-directory").ensureDirectory;
beforeAll(async () => {
  vi.resetModules();
  ({ ensureDirectory } = await import("./ensure-directory"));
});

afterEach(() => {
  injected.readOnly = false;
});

describe("ensureDirectory", () => {
  test("makes the folder and its parents, and accepts one that exists", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "dir-")), "a", "b");
    ensureDirectory(dir);
    ensureDirectory(dir);
    expect(existsSync(dir)).toBe(true);
  });

  test("on a read-only file system, reports EROFS rather than Node's misleading ENOENT", () => {
    const root = mkdtempSync(path.join(tmpdir(), "dir-"));
    injected.readOnly = true;
    expect(() => ensureDirectory(path.join(root, "data", "mail"))).toThrow(
      expect.objectContaining({ code: "EROFS", path: path.join(root, "data") }),
    );
  });
});
