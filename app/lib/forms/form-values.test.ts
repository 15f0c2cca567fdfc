import { describe, expect, test } from "vitest";
import { keptValues } from "./form-values";

describe("keptValues", () => {
  test("cuts short fields to an e-mail address's length and long ones to their own maximum", () => {
    const kept = keptValues(
      { name: "n".repeat(10_000), message: "m".repeat(10_000), email: "jo@example.com" },
      { message: 5000 },
    );
    expect(kept.name).toHaveLength(254);
    expect(kept.message).toHaveLength(5000);
    expect(kept.email).toBe("jo@example.com");
  });
});
