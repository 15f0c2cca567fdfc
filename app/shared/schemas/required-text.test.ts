import { describe, expect, test } from "vitest";
import { z } from "~/shared/zod";
import { optionalMatching, requiredText } from "./required-text";

describe("requiredText", () => {
  const reason = z.object({ reason: requiredText(5, "Enter a reason", "Too long") });
  const message = (input: unknown) => reason.safeParse(input).error?.issues[0]?.message;

  test("trims what is kept", () => {
    expect(reason.parse({ reason: "  late  " })).toEqual({ reason: "late" });
  });

  test("missing, empty and blank are all 'missing'; over the limit after trimming is too long", () => {
    expect(message({})).toBe("Enter a reason");
    expect(message({ reason: "" })).toBe("Enter a reason");
    expect(message({ reason: "   " })).toBe("Enter a reason");
    expect(message({ reason: " 12345 " })).toBeUndefined();
    expect(message({ reason: "123456" })).toBe("Too long");
  });
});

describe("optionalMatching", () => {
  const time = z.object({ at: optionalMatching((v) => /^\d\d:\d\d$/.test(v), "Enter a time") });

  test("empty or absent is undefined; a match is kept trimmed; anything else is refused", () => {
    expect(time.parse({ at: "" })).toEqual({ at: undefined });
    expect(time.parse({})).toEqual({});
    expect(time.parse({ at: " 13:00 " })).toEqual({ at: "13:00" });
    expect(time.safeParse({ at: "1pm" }).error?.issues[0]?.message).toBe("Enter a time");
  });
});
