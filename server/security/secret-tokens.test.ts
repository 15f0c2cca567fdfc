import { expect, test } from "vitest";
import {
  hashManageToken,
  hashPasswordToken,
  hashSessionToken,
  newSecretToken,
  sameSecret,
  signFor,
} from "./secret-tokens";

test("a new token is 256 random bits, URL-safe, never the same twice", () => {
  const a = newSecretToken();
  expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(newSecretToken()).not.toBe(a);
});

// The stored forms are pinned: a change would sign out every session or break every manage
// and set-password link already sent.
test("each kind of token keeps the stored form it was first saved in", () => {
  expect(hashSessionToken("secret", "token")).toBe("6UERDj0r_oJiHw4-FDRzDXMF0QbF9oyHFl0LJ6RhGko");
  expect(hashManageToken("secret", "token")).toBe("7CATsi1pAhWquACgWS5n8_7QuYRbWmJ7zRCfJbdVXTI");
  expect(hashPasswordToken("token")).toBe(
    "3c469e9d6c5875d37a43f353d4f88e61fcf812c66eee3457465a40b0da4153e0",
  );
});

test("a signature made for one purpose fits no other", () => {
  expect(signFor("secret", "form", "x")).not.toBe(signFor("secret", "device", "x"));
  expect(sameSecret(signFor("s", "form", "x"), signFor("s", "form", "x"))).toBe(true);
  expect(sameSecret("abc", "abcd")).toBe(false);
});
