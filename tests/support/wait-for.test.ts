import { expect, test } from "vitest";
import { waitFor } from "./wait-for";

test("resolves with the first value that is not undefined, null or false", async () => {
  let calls = 0;
  const value = await waitFor("the third call", () => (++calls === 3 ? "ready" : undefined), {
    everyMs: 1,
  });
  expect(value).toBe("ready");
  expect(calls).toBe(3);
});

test("gives up at the deadline and says what it waited for", async () => {
  await expect(
    waitFor("a thing that never comes", () => false, { timeoutMs: 5, everyMs: 1 }),
  ).rejects.toThrow("Gave up after 5 ms waiting for a thing that never comes");
});
