import { describe, expect, test } from "vitest";
import { ApiError } from "./api-request";
import { fieldErrorsOf } from "./field-errors";

const refused = (status: number, details: unknown) =>
  new ApiError(`${status}: refused`, "HTTP_ERROR", "/api/register", status, details);

describe("fieldErrorsOf", () => {
  test("a 400 with field messages gives the messages", () => {
    const error = refused(400, {
      message: "Password is too easy to guess",
      errors: { password: "Password is too easy to guess" },
    });
    expect(fieldErrorsOf(error)).toEqual({ password: "Password is too easy to guess" });
  });

  test.each([
    ["a 429 with only a message", refused(429, { message: "Too many accounts" })],
    ["a 500 with a text body", refused(500, "Internal Server Error")],
    ["an empty errors object", refused(400, { message: "Bad", errors: {} })],
    ["a network failure", new ApiError("Network error: down", "NETWORK_ERROR", "/api/register")],
    ["an error that is not from the API", new Error("boom")],
  ])("%s is not about a field", (_why, error) => {
    expect(fieldErrorsOf(error)).toBeUndefined();
  });
});
