import { describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { factsChangeAt } from "./firm-facts";

const day = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-02T10:00:00Z");
const closure = {
  startsAt: new Date(now.getTime() + 60 * day).toISOString(),
  endsAt: new Date(now.getTime() + 65 * day).toISOString(),
  reason: "Christmas and New Year",
};
const withClosure = { ...defaultFirmFacts, nextClosure: closure };

describe("when the facts change with no row changing (kept pages are dropped then)", () => {
  test("never, with no closure to come", () => {
    expect(factsChangeAt(defaultFirmFacts, now)).toBe(Number.POSITIVE_INFINITY);
  });

  test("first when pages begin to announce the closure, six weeks before it starts", () => {
    expect(factsChangeAt(withClosure, now)).toBe(now.getTime() + (60 - 42) * day);
  });

  test("then when it starts, then when it ends", () => {
    const announced = new Date(now.getTime() + 20 * day);
    expect(factsChangeAt(withClosure, announced)).toBe(Date.parse(closure.startsAt));
    const under = new Date(now.getTime() + 61 * day);
    expect(factsChangeAt(withClosure, under)).toBe(Date.parse(closure.endsAt));
  });
});
