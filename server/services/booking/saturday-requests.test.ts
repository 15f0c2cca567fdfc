import { describe, expect, test } from "vitest";
import { saturdayRequestRefusal, saturdaysOpenForRequests } from "./saturday-requests";

describe("which Saturdays a visitor may ask for", () => {
  test.each([
    ["Boxing Day 2026, whose bank holiday moved to Monday 28 December", "2026-12-26", "Boxing Day"],
    ["Christmas Day 2027, moved to Monday 27 December", "2027-12-25", "Christmas Day"],
    ["New Year's Day 2028, moved to Monday 3 January", "2028-01-01", "New Year's Day"],
  ])("a holiday's own date is refused: %s", (_name, date, holiday) => {
    expect(saturdayRequestRefusal(date)).toContain(holiday);
  });

  test("the refusal says which day and why, in the site's date style", () => {
    expect(saturdayRequestRefusal("2026-12-26")).toBe(
      "We are closed on Saturday 26 December 2026 (Boxing Day). Please choose another Saturday.",
    );
  });

  test.each([
    ["an ordinary Saturday before Christmas", "2026-12-19"],
    ["the Saturday after New Year 2027", "2027-01-02"],
  ])("%s may be asked for", (_name, date) => {
    expect(saturdayRequestRefusal(date)).toBeUndefined();
  });

  test("a day that is not a Saturday is refused", () => {
    expect(saturdayRequestRefusal("2026-12-21")).toBe("Choose a Saturday");
  });

  test("the Saturdays offered skip the holidays, from any starting day", () => {
    expect(saturdaysOpenForRequests("2026-12-14", "2027-01-09")).toEqual([
      "2026-12-19",
      "2027-01-02",
      "2027-01-09",
    ]);
    expect(saturdaysOpenForRequests("2026-12-19", "2026-12-19")).toEqual(["2026-12-19"]);
    expect(saturdaysOpenForRequests("2027-12-20", "2028-01-08")).toEqual(["2028-01-08"]);
  });
});
