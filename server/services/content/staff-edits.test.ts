import { TransactionRollbackError } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { Executor } from "../images/image-store";
import { imageAfter, saveWithSlug } from "./staff-edits";

const holder = async () => "Making a will";

describe("saveWithSlug", () => {
  test("answers what the save answers", async () => {
    expect(await saveWithSlug(async () => ({ kind: "saved" }), holder)).toEqual({ kind: "saved" });
  });

  test("a unique violation names the record that holds the slug", async () => {
    const clash = Object.assign(new Error("duplicate key"), { cause: { code: "23505" } });
    expect(
      await saveWithSlug(async () => {
        throw clash;
      }, holder),
    ).toEqual({ kind: "slug-taken", takenBy: "Making a will" });
  });

  test("a rolled-back transaction (a stale version) is stale", async () => {
    expect(
      await saveWithSlug(async () => {
        throw new TransactionRollbackError();
      }, holder),
    ).toEqual({ kind: "stale" });
  });

  test("anything else is not a refusal: it is thrown", async () => {
    await expect(
      saveWithSlug(async () => {
        throw new Error("disk full");
      }, holder),
    ).rejects.toThrow("disk full");
  });
});

describe("imageAfter", () => {
  // Keeping or removing a picture stores nothing, so these never reach the database.
  const untouched = {} as Executor;
  const actor = { id: "u1", name: "Ada" };

  test("keep leaves the current picture; remove leaves none", async () => {
    expect(await imageAfter(untouched, actor, { kind: "keep" }, "img-1")).toBe("img-1");
    expect(await imageAfter(untouched, actor, { kind: "keep" }, null)).toBeNull();
    expect(await imageAfter(untouched, actor, { kind: "remove" }, "img-1")).toBeNull();
  });
});
