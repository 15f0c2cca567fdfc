import { expect, test } from "vitest";
import { initialsOf } from "./monogram-portrait";

test.each([
  ["Eleanor Carrow", "EC"],
  ["Aisha Rahman", "AR"],
  ["Mary Ann de la Cruz", "MC"],
  ["Cher", "C"],
])("initials of %s are %s", (name, initials) => {
  expect(initialsOf(name)).toBe(initials);
});
