import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { makeTreePrivate } from "./private-files";

const modeOf = (file: string) => statSync(file).mode & 0o777;

test("a data folder left open to everyone is made the owner's only, and counted", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "private-"));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "pglite"));
  chmodSync(path.join(dir, "pglite"), 0o777);
  writeFileSync(path.join(dir, "pglite", "PG_VERSION"), "17");
  chmodSync(path.join(dir, "pglite", "PG_VERSION"), 0o666);
  writeFileSync(path.join(dir, "session-secret"), "s", { mode: 0o600 });
  chmodSync(path.join(dir, "session-secret"), 0o600);
  const outside = path.join(mkdtempSync(path.join(tmpdir(), "outside-")), "shared");
  writeFileSync(outside, "x");
  chmodSync(outside, 0o644);
  symlinkSync(outside, path.join(dir, "link"));

  expect(makeTreePrivate(dir)).toEqual({ fixed: 3, failed: 0 });
  expect(modeOf(dir)).toBe(0o700);
  expect(modeOf(path.join(dir, "pglite"))).toBe(0o700);
  expect(modeOf(path.join(dir, "pglite", "PG_VERSION"))).toBe(0o600);
  expect(modeOf(path.join(dir, "session-secret"))).toBe(0o600);
  // A link is not followed: what it points at is not the data folder's to change.
  expect(modeOf(outside)).toBe(0o644);
  expect(makeTreePrivate(dir)).toEqual({ fixed: 0, failed: 0 });
});

test("with a list, only those entries (and the folder, if one is there) are changed", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "private-"));
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "session-secret"), "s");
  chmodSync(path.join(dir, "session-secret"), 0o644);
  writeFileSync(path.join(dir, "photo.jpg"), "not ours");
  chmodSync(path.join(dir, "photo.jpg"), 0o644);

  expect(makeTreePrivate(dir, ["session-secret", "pglite"])).toEqual({ fixed: 2, failed: 0 });
  expect(modeOf(dir)).toBe(0o700);
  expect(modeOf(path.join(dir, "photo.jpg"))).toBe(0o644);

  const elsewhere = mkdtempSync(path.join(tmpdir(), "private-"));
  chmodSync(elsewhere, 0o755);
  expect(makeTreePrivate(elsewhere, ["session-secret"])).toEqual({ fixed: 0, failed: 0 });
  expect(modeOf(elsewhere)).toBe(0o755);
});
