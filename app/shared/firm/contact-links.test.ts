import { describe, expect, test } from "vitest";
import { emailHref, isUkPhoneNumber, phoneHref } from "./contact-links";

describe("links made from the firm's phone number and e-mail address", () => {
  test.each([
    ["0161 496 0000", "tel:+441614960000"],
    ["0161  496-0000", "tel:+441614960000"],
    ["(0161) 496 0000", "tel:+441614960000"],
    ["020 7946 0000", "tel:+442079460000"],
    ["+44 161 496 0000", "tel:+441614960000"],
    ["0044 161 496 0000", "tel:+441614960000"],
  ])("%s dials %s", (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });

  test("the e-mail link is the address", () => {
    expect(emailHref("enquiries@example.com")).toBe("mailto:enquiries@example.com");
  });

  test.each([
    ["0161 496 0000", true],
    ["01614960000", true],
    ["+44 161 496 0000", true],
    ["0800 123 456", true],
    ["161 496 0000", false],
    ["0161 496 00000 0", false],
    ["+1 212 555 0100", false],
    ["call 0161 496 0000", false],
    ["", false],
  ])("%s is a UK number: %s", (phone, ok) => {
    expect(isUkPhoneNumber(phone)).toBe(ok);
  });
});
