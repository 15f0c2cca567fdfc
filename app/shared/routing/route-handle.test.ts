import { expect, test } from "vitest";
import { pageKindOfMatches } from "./route-handle";

test("a page's kind is the deepest route's that declares one", () => {
  expect(
    pageKindOfMatches([{ handle: { kind: "reading" } }, { handle: { kind: "working" } }]),
  ).toBe("working");
  expect(pageKindOfMatches([{ handle: { kind: "working" } }, { handle: undefined }])).toBe(
    "working",
  );
  expect(
    pageKindOfMatches([{ handle: { kind: "reading" } }, { handle: { cache: "shared" } }]),
  ).toBe("reading");
});

test("a page that declares nothing is a reading page: it ships no framework by default", () => {
  expect(pageKindOfMatches([{ handle: undefined }])).toBe("reading");
});
