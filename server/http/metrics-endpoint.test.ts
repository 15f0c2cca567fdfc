import { describe, expect, test } from "vitest";
import { bearerMatches } from "./metrics-endpoint";

const token = "a".repeat(40);

describe("bearerMatches", () => {
  test("accepts exactly 'Bearer <token>'", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
  });

  test.each([
    ["no header", undefined],
    ["an empty header", ""],
    ["the token alone", token],
    ["another scheme", `Basic ${token}`],
    ["a shorter token", `Bearer ${token.slice(1)}`],
    ["a longer token", `Bearer ${token}a`],
    ["two spaces", `Bearer  ${token}`],
    ["an empty bearer", "Bearer "],
  ])("refuses %s", (_name, header) => {
    expect(bearerMatches(header, token)).toBe(false);
  });
});
