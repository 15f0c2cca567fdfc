import { describe, expect, test } from "vitest";
import { fieldErrors } from "~/shared/forms/parse-fields";
import { loginSchema, registerSchema } from "./auth";

describe("auth schemas", () => {
  test("e-mail is trimmed and lower-cased", () => {
    const parsed = loginSchema.parse({ email: "  Person@Example.COM ", password: "x" });
    expect(parsed.email).toBe("person@example.com");
  });

  test("each bad field gets its own plain message", () => {
    const result = registerSchema.safeParse({ name: " ", email: "nope", password: "short" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      name: "Enter your name",
      email: "Enter an e-mail address in the correct format, like name@example.com",
      password: "Password must be at least 12 characters",
    });
  });

  test("missing and wrong-typed fields are reported, not thrown", () => {
    const result = loginSchema.safeParse({ email: 42 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrors(result.error)).sort()).toEqual(["email", "password"]);
  });
});
