import { expect, test } from "vitest";
import { retryDelayMs } from "./outbox";

test.each([
  [1, 30_000],
  [2, 60_000],
  [3, 120_000],
  [7, 1_920_000],
  [8, 3_600_000],
  [20, 3_600_000],
])("after %i failed attempts the next try waits %i ms", (attempts, delay) => {
  expect(retryDelayMs(attempts)).toBe(delay);
});
