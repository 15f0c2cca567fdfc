import { describe, expect, test } from "vitest";
import { moveInOrder, orderAfterMove } from "./display-order";

describe("orderAfterMove", () => {
  test.each([
    [["a", "b", "c"], "b", "up", ["b", "a", "c"]],
    [["a", "b", "c"], "b", "down", ["a", "c", "b"]],
    [["a", "b", "c"], "a", "up", ["a", "b", "c"]],
    [["a", "b", "c"], "c", "down", ["a", "b", "c"]],
    [["a"], "a", "down", ["a"]],
  ] as const)("%j: %s %s → %j", (ids, id, direction, expected) => {
    expect(orderAfterMove(ids, id, direction)).toEqual(expected);
  });

  test("an id not in the list is not found", () => {
    expect(orderAfterMove(["a"], "z", "up")).toBeUndefined();
  });
});

describe("moveInOrder", () => {
  test("renumbers 1..n, writing only the rows whose place changes (ties included)", async () => {
    const writes: Array<[string, number]> = [];
    const result = await moveInOrder(
      [
        { id: "a", sortOrder: 1 },
        { id: "b", sortOrder: 2 },
        { id: "c", sortOrder: 2 },
      ],
      "c",
      "up",
      async (id, sortOrder) => {
        writes.push([id, sortOrder]);
      },
    );
    expect(result).toBe("moved");
    expect(writes).toEqual([["b", 3]]);
  });

  test("a swap writes both rows", async () => {
    const writes: Array<[string, number]> = [];
    await moveInOrder(
      [
        { id: "a", sortOrder: 1 },
        { id: "b", sortOrder: 2 },
      ],
      "a",
      "down",
      async (id, sortOrder) => {
        writes.push([id, sortOrder]);
      },
    );
    expect(writes).toEqual([
      ["b", 1],
      ["a", 2],
    ]);
  });

  test("an unknown id writes nothing", async () => {
    const writes: string[] = [];
    const result = await moveInOrder([{ id: "a", sortOrder: 1 }], "z", "up", async (id) => {
      writes.push(id);
    });
    expect(result).toBe("not-found");
    expect(writes).toEqual([]);
  });
});
