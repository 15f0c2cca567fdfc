import { expect, test } from "vitest";
import { createFormTimer } from "./form-timer";

test("the form timer measures elapsed time and rejects forged or missing tokens", () => {
  let now = 1_790_000_000_000;
  const timer = createFormTimer("secret-for-tests", () => now);
  const token = timer.issue();
  now += 4_500;
  expect(timer.secondsSince(token)).toBe(4.5);
  expect(timer.secondsSince(undefined)).toBeNull();
  expect(timer.secondsSince("1790000000000.forged")).toBeNull();
  expect(createFormTimer("another-secret", () => now).secondsSince(token)).toBeNull();
  const [time] = token.split(".");
  expect(timer.secondsSince(`${Number(time) - 60_000}.${token.split(".")[1]}`)).toBeNull();
});
