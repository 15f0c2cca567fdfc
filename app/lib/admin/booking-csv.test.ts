import { describe, expect, test } from "vitest";
import { csvCell, toCsv } from "./booking-csv";

describe("csvCell", () => {
  test.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ["+44 161", `"'+44 161"`],
    ["-1", `"'-1"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tcmd", `"'\tcmd"`],
    ["\rcmd", `"'\rcmd"`],
    ["Pat Example", `"Pat Example"`],
    ['a, "b"', `"a, ""b"""`],
  ])("%j is written as %s", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  test("empty values are empty cells", () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });
});

test("toCsv puts the header first and ends lines with CRLF", () => {
  expect(toCsv(["A", "B"], [["1", "=2"]])).toBe(`"A","B"\r\n"1","'=2"\r\n`);
});
