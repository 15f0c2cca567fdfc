import { describe, expect, test } from "vitest";
import { isNotAfter, readSince, sinceAsTyped, sinceYear } from "./since";

describe("readSince", () => {
  test.each([
    ["2019", "2019"],
    [" 1998 ", "1998"],
    ["2019-05-14", "2019-05-14"],
    ["2019-5-4", "2019-05-04"],
    ["14/05/2019", "2019-05-14"],
    ["4/5/2019", "2019-05-04"],
    ["14.05.2019", "2019-05-14"],
    ["29/02/2024", "2024-02-29"],
  ])("%s is stored as %s", (typed, stored) => {
    expect(readSince(typed)).toBe(stored);
  });

  test.each([
    "",
    "19",
    "May 2019",
    "2019-02-30",
    "31/04/2019",
    "29/02/2023",
    "14/13/2019",
    "20190",
  ])("%j is not a year or a real day", (typed) => {
    expect(readSince(typed)).toBeUndefined();
  });
});

test("the year is what the public pages show", () => {
  expect(sinceYear("2019-05-14")).toBe("2019");
  expect(sinceYear("2019")).toBe("2019");
});

describe("isNotAfter today", () => {
  test.each([
    ["2026", true],
    ["2027", false],
    ["2026-11-25", true],
    ["2026-11-26", false],
    ["1998-01-01", true],
  ])("%s on 2026-11-25: %s", (since, expected) => {
    expect(isNotAfter(since, "2026-11-25")).toBe(expected);
  });
});

test("a stored date is shown to edit as it is typed, and reads back the same", () => {
  expect(sinceAsTyped("2019-05-04")).toBe("04/05/2019");
  expect(sinceAsTyped("2019")).toBe("2019");
  expect(readSince(sinceAsTyped("2019-05-04"))).toBe("2019-05-04");
});
