import { describe, expect, test } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";

describe("passwords", () => {
  test("hashes are argon2id and verify only the right password", async () => {
    const hashed = await hashPassword("correct horse battery staple");
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hashed, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(hashed, "wrong horse battery staple")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });

  test.each(["password1234", "qwertyuiop123", "111111111111", "iloveyou2026!"])(
    "a common or patterned password is refused: %s",
    (password) => {
      expect(passwordProblem(password)).toMatch(/too easy to guess/);
    },
  );

  test("a password containing the person's name or e-mail is refused", () => {
    expect(passwordProblem("Hannah-Doyle-river-7", ["Hannah Doyle", "hannah@example.com"])).toBe(
      "Password must not contain your name or e-mail address",
    );
  });

  test("a long phrase of unrelated words is accepted", () => {
    expect(passwordProblem("marble kettle orbit lantern")).toBeNull();
  });
});
