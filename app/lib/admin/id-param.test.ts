import { describe, expect, test } from "vitest";
import { found, idParam } from "./id-param";

/** What a loader threw: React Router's data() with its status. */
function thrownStatus(run: () => unknown): number | undefined {
  try {
    run();
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe("idParam", () => {
  test("a record id passes; anything else is a 404", () => {
    expect(idParam("3f2b6a1e-8c4d-4b7a-9e2f-0a1b2c3d4e5f")).toBe(
      "3f2b6a1e-8c4d-4b7a-9e2f-0a1b2c3d4e5f",
    );
    expect(thrownStatus(() => idParam("42"))).toBe(404);
    expect(thrownStatus(() => idParam(undefined))).toBe(404);
  });
});

describe("found", () => {
  test("gives the record back, falsy values included; null or undefined is a 404", () => {
    const record = { id: "a" };
    expect(found(record)).toBe(record);
    expect(found(0)).toBe(0);
    expect(found("")).toBe("");
    expect(thrownStatus(() => found(null))).toBe(404);
    expect(thrownStatus(() => found(undefined))).toBe(404);
  });
});
