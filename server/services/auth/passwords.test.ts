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
    expect(
      passwordProblem("Hannah-Doyle-river-7", {
        name: "Hannah Doyle",
        email: "hannah@example.com",
      }),
    ).toBe("Password must not contain your name or e-mail address");
  });

  const rita = { name: "Rita Register", email: "rita.register@gmail.com" };

  test("the e-mail's domain is not personal: 'com' inside 'Welcome' is no reason to refuse", () => {
    expect(passwordProblem("Welcome-horse-battery-staple-9", rita)).toBeNull();
  });

  test("a name inside a longer word is not the name: Rita in 'Margarita'", () => {
    expect(passwordProblem("Margarita-kettle-orbit-lantern", rita)).toBeNull();
  });

  // zxcvbn on its own, even told the name, scores "RitaRegister2024!" 3 of 4: strong enough.
  test.each(["RitaRegister2024!", "ritaregister1987", "Register-Rita-99!", "R1ta-Register-owl"])(
    "a password that is the person's name or local part with a number is refused: %s",
    (password) => {
      expect(passwordProblem(password, rita)).toBe(
        "Password must not contain your name or e-mail address",
      );
    },
  );

  test("the local part counts whole and in words, split on . _ - +", () => {
    const owner = { name: "R Smith", email: "kestrel_moon+web@example.com" };
    expect(passwordProblem("Kestrel-violin-summit-42", owner)).toBe(
      "Password must not contain your name or e-mail address",
    );
    expect(passwordProblem("kestrelmoon-violin-summit", owner)).toBe(
      "Password must not contain your name or e-mail address",
    );
  });

  test("a long phrase of unrelated words is accepted", () => {
    expect(passwordProblem("marble kettle orbit lantern")).toBeNull();
  });
});
