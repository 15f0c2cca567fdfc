import { expect, test } from "vitest";
import { replyMailto } from "./office-mailto";

test("the subject is encoded, so nothing in it can add a body or another recipient", () => {
  expect(replyMailto("ada@example.com", "Your enquiry CH-7K3M9Q")).toBe(
    "mailto:ada@example.com?subject=Your%20enquiry%20CH-7K3M9Q",
  );
  expect(replyMailto("a+b@example.com", "x&body=hi?cc=evil@example.com")).toBe(
    "mailto:a%2Bb@example.com?subject=x%26body%3Dhi%3Fcc%3Devil%40example.com",
  );
});
