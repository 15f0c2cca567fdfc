import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { pruneSnapshots, snapshotFileName } from "./snapshot-files";

test("pruning keeps the newest snapshots and removes a half-written one", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "snapshots-"));
  const names = [1, 2, 3].map((day) => snapshotFileName(new Date(Date.UTC(2026, 10, day))));
  for (const name of names) writeFileSync(path.join(dir, name), "gz");
  const part = `${snapshotFileName(new Date(Date.UTC(2026, 10, 4)))}.part`;
  writeFileSync(path.join(dir, part), "half");
  writeFileSync(path.join(dir, "notes.txt"), "not a snapshot: left alone");

  const removed = pruneSnapshots(dir, 2).map((file) => path.basename(file));

  expect(removed.sort()).toEqual([names[0], part].sort());
  expect(readdirSync(dir).sort()).toEqual([names[1], names[2], "notes.txt"].sort());
});
