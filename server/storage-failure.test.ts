import { describe, expect, test } from "vitest";
import { describeStorageFailure } from "./storage-failure";

function nodeError(code: string, path?: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected`), { code, path });
}

/** What PGlite's Emscripten file system throws. */
function emscriptenError(errno: number) {
  return { name: "ErrnoError", errno };
}

describe("describeStorageFailure", () => {
  test.each([
    [nodeError("ENOSPC"), "Cannot write to /data: the disk is full (ENOSPC)"],
    [
      nodeError("EROFS", "/data/pglite.lock"),
      "Cannot write to /data: the file system is read-only (EROFS)",
    ],
    [nodeError("EACCES", "/data/mail"), "Cannot write to /data: permission denied (EACCES)"],
    [nodeError("EDQUOT"), "Cannot write to /data: the disk quota is used up (EDQUOT)"],
    [emscriptenError(51), "Cannot write to /data: the disk is full (ENOSPC)"],
    [emscriptenError(69), "Cannot write to /data: the file system is read-only (EROFS)"],
    [emscriptenError(2), "Cannot write to /data: permission denied (EACCES)"],
    [
      new Error("migration failed", { cause: emscriptenError(51) }),
      "Cannot write to /data: the disk is full (ENOSPC)",
    ],
  ])("%o → %s", (err, line) => {
    expect(describeStorageFailure(err, "/data")).toBe(line);
  });

  test("a failed write outside DATA_DIR names its own folder", () => {
    expect(describeStorageFailure(nodeError("ENOSPC", "/tmp/x/file"), "/data")).toBe(
      "Cannot write to /tmp/x: the disk is full (ENOSPC)",
    );
  });

  test("anything else is not a storage failure", () => {
    expect(describeStorageFailure(new Error("boom"), "/data")).toBeUndefined();
    expect(describeStorageFailure(nodeError("ENOENT"), "/data")).toBeUndefined();
    expect(describeStorageFailure(emscriptenError(44), "/data")).toBeUndefined();
    expect(describeStorageFailure("text", "/data")).toBeUndefined();
  });
});
