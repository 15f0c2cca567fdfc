import { describe, expect, test } from "vitest";
import { fieldErrors } from "~/shared/forms/parse-fields";
import { enquirySchema } from "./enquiry";

const valid = {
  name: "Jo Bloggs",
  email: "jo@example.com",
  phone: "",
  practiceArea: "conveyancing",
  message: "We are buying a house in Marple.",
  replyBy: "email",
};

const errorsFor = (input: Record<string, unknown>) => {
  const result = enquirySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("the enquiry form's rules", () => {
  test("a complete enquiry passes, the phone number stored in international form", () => {
    const parsed = enquirySchema.parse({ ...valid, phone: "0161 496 0123" });
    expect(parsed.phone).toBe("+441614960123");
    expect(enquirySchema.parse(valid).phone).toBeUndefined();
  });

  test.each([
    ["07400 123456", "+447400123456"],
    ["+1 212 555 0123", "+12125550123"],
    ["+33 1 23 45 67 89", "+33123456789"],
  ])("accepts %s", (phone, stored) => {
    expect(enquirySchema.parse({ ...valid, phone }).phone).toBe(stored);
  });

  test.each([
    [{ name: "" }, "name", "Enter your name"],
    [
      { email: "jo@" },
      "email",
      "Enter an e-mail address in the correct format, like name@example.com",
    ],
    [{ phone: "12345" }, "phone", "Enter a phone number, like 0161 496 0000 or +44 161 496 0000"],
    [{ practiceArea: "tax" }, "practiceArea", "Choose what your enquiry is about"],
    [{ message: "Too short" }, "message", "Your message must be at least 10 characters"],
    [{ message: "x".repeat(5001) }, "message", "Your message must be 5,000 characters or fewer"],
    [{ replyBy: "post" }, "replyBy", "Choose how you would like us to reply"],
    [{ replyBy: "phone" }, "phone", "Enter a phone number so we can call you back"],
  ])("%o is refused with a message for that field", (change, field, message) => {
    expect(errorsFor({ ...valid, ...change })).toEqual({ [field]: message });
  });

  test("no privacy tick is asked for: the basis is not consent, so it is not a condition", () => {
    expect(errorsFor(valid)).toEqual({});
  });
});
