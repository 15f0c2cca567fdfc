import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { resolveSessionSecret, SessionSecretFileError } from "./session-secret";
import { describeStorageFailure } from "./storage-failure";

// Tests run as root, so permissions cannot make a folder unwritable: failures are injected.
const injected = vi.hoisted(() => ({ writeError: undefined as string | undefined }));
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return {
    ...fs,
    writeSync(fd: number, data: string) {
      if (injected.writeError) {
        throw Object.assign(new Error(`${injected.writeError}: injected`), {
          code: injected.writeError,
        });
      }
      return fs.writeSync(fd, data);
    },
  };
});

afterEach(() => {
  injected.writeError = undefined;
});

function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "secret-"));
}

describe("resolveSessionSecret", () => {
  test("SESSION_SECRET wins and nothing is written", () => {
    const dataDir = path.join(tempDataDir(), "data");
    expect(resolveSessionSecret({ sessionSecret: "s".repeat(40), dataDir })).toBe("s".repeat(40));
    expect(existsSync(dataDir)).toBe(false);
  });

  test("generates a secret once, keeps it in DATA_DIR and reads it back", () => {
    const dataDir = path.join(tempDataDir(), "data");
    const first = resolveSessionSecret({ sessionSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret({ sessionSecret: undefined, dataDir })).toBe(first);
    expect(readdirSync(dataDir)).toEqual(["session-secret"]);
  });

  test("a disk-full first start leaves no secret file behind, and says so in one line", () => {
    const dataDir = tempDataDir();
    injected.writeError = "ENOSPC";
    let thrown: unknown;
    try {
      resolveSessionSecret({ sessionSecret: undefined, dataDir });
    } catch (err) {
      thrown = err;
    }
    expect(describeStorageFailure(thrown, dataDir)).toBe(
      `Cannot write to ${dataDir}: the disk is full (ENOSPC)`,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  test.each([
    ["", /session-secret is empty/],
    ["short\n", /session-secret holds only 5 characters/],
  ])("a stored secret %j is refused, naming the file and what to do", (content, message) => {
    const dataDir = tempDataDir();
    writeFileSync(path.join(dataDir, "session-secret"), content);
    const resolve = () => resolveSessionSecret({ sessionSecret: undefined, dataDir });
    expect(resolve).toThrow(SessionSecretFileError);
    expect(resolve).toThrow(message);
    expect(resolve).toThrow(/Delete the file .* or set SESSION_SECRET/);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(content);
  });
});
