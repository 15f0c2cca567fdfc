import { expect, test } from "vitest";
import { pageShipsScripts } from "./route-handle";

test("a page ships scripts unless one of its routes says scripts: false", () => {
  expect(pageShipsScripts([{ handle: undefined }, { handle: { other: 1 } }])).toBe(true);
  expect(pageShipsScripts([{ handle: undefined }, { handle: { scripts: false } }])).toBe(false);
  expect(pageShipsScripts([{ handle: { scripts: true } }])).toBe(true);
});
