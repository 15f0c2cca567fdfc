import { describe, expect, test } from "vitest";
import { sdltFromUrl, sdltResultPrompt } from "./sdlt-form";

const today = "2026-11-27";
const stateFor = (query: string) =>
  sdltFromUrl(new URL(`https://example.com/stamp-duty-calculator?${query}`), today);

describe("what the result box says when there is no tax to show", () => {
  test("a price refused for its completion date is told about the date, not asked for the price", () => {
    const state = stateFor("price=295000&completionDate=2020-01-01");
    expect(state.result).toBeUndefined();
    expect(state.errors.completionDate).toBeDefined();
    const prompt = sdltResultPrompt(state);
    expect(prompt).toMatch(/completion date/);
    expect(prompt).not.toMatch(/Enter the price/);
  });

  test("a date that is not a date is told about the date too", () => {
    const prompt = sdltResultPrompt(stateFor("price=295000&completionDate=2026-02-30"));
    expect(prompt).toMatch(/completion date/);
  });

  test("a price that is not a number is asked to be corrected", () => {
    expect(sdltResultPrompt(stateFor("price=lots&completionDate=2026-12-18"))).toBe(
      "Correct the purchase price above to see the tax.",
    );
  });

  test("before anything is entered, or with the price left empty, it asks for the price", () => {
    expect(sdltResultPrompt(stateFor(""))).toBe("Enter the price to see the tax.");
    expect(sdltResultPrompt(stateFor("price=&completionDate=2026-12-18"))).toBe(
      "Enter the price to see the tax.",
    );
  });

  test("a good price and date give a result, so the prompt is not shown", () => {
    expect(stateFor("price=295000&completionDate=2026-12-18").result?.total).toBe(4_750);
  });
});
