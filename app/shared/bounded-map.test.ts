import { expect, test } from "vitest";
import { dropOldestBeyond } from "./bounded-map";

test("the oldest entries go until the map is within its bound; a map within it is left alone", () => {
  const map = new Map([
    ["a", 1],
    ["b", 2],
    ["c", 3],
  ]);
  dropOldestBeyond(map, 3);
  expect([...map.keys()]).toEqual(["a", "b", "c"]);
  map.set("d", 4);
  dropOldestBeyond(map, 2);
  expect([...map.keys()]).toEqual(["c", "d"]);
});
