import { expect, test } from "vitest";
import { referencePattern } from "~/shared/schemas/enquiry";
import { newReference } from "./reference";

test("references are short, readable and match the pattern pages accept", () => {
  const seen = new Set<string>();
  for (let i = 0; i < 500; i++) {
    const ref = newReference();
    expect(ref).toMatch(referencePattern);
    // No characters that are easy to confuse when read aloud or typed.
    expect(ref.slice(3)).not.toMatch(/[01ILOU]/);
    seen.add(ref);
  }
  expect(seen.size).toBeGreaterThan(495);
});
