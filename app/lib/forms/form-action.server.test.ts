import { describe, expect, test } from "vitest";
import { z } from "~/shared/zod";
import {
  parseSubmission,
  readSubmission,
  showFormAgain,
  submissionOf,
  textOf,
} from "./form-action.server";

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("readSubmission", () => {
  test("keeps text fields and leaves files out", async () => {
    const form = new FormData();
    form.append("name", "Jo");
    form.append("photo", new Blob(["x"]), "x.png");
    const { fields } = await readSubmission(
      new Request("http://x/", { method: "POST", body: form }),
    );
    expect(fields).toEqual({ name: "Jo" });
  });
});

describe("submissionOf", () => {
  test("keeps a repeated name's every value for the schema, joined for showing again", () => {
    const submission = submissionOf(
      formOf([
        ["day", "mon"],
        ["day", "tue"],
        ["name", "Jo"],
      ]),
    );
    expect(submission.fields).toEqual({ day: ["mon", "tue"], name: "Jo" });
    expect(submission.shown).toEqual({ day: "mon\ntue", name: "Jo" });
    expect(textOf(submission, "day")).toBe("");
    expect(textOf(submission, "name")).toBe("Jo");
  });

  test("a password reaches the schema but is never shown again", () => {
    const submission = submissionOf(
      formOf([
        ["email", "jo@example.com"],
        ["password", "amber kettle orbit lantern"],
      ]),
    );
    expect(submission.fields.password).toBe("amber kettle orbit lantern");
    expect(submission.shown).toEqual({ email: "jo@example.com" });
  });

  test("cuts shown values to their limits unless told to keep them whole", () => {
    const long = "x".repeat(600);
    expect(submissionOf(formOf([["reason", long]]), { reason: 500 }).shown.reason).toHaveLength(
      500,
    );
    expect(submissionOf(formOf([["reason", long]]), "uncut").shown.reason).toHaveLength(600);
  });
});

describe("showFormAgain and parseSubmission", () => {
  test("the form shown again carries its problem, the values, extras and the status", async () => {
    const response = showFormAgain(submissionOf(formOf([["email", "jo@"]])), {
      errors: { email: "Enter an e-mail address" },
      formError: "Try again",
      status: 409,
      startedAt: "token",
      extra: { alternatives: ["2026-12-01T10:00:00.000Z"] },
    });
    expect(response.init?.status).toBe(409);
    expect(response.data).toEqual({
      ok: false,
      errors: { email: "Enter an e-mail address" },
      formError: "Try again",
      values: { email: "jo@" },
      startedAt: "token",
      alternatives: ["2026-12-01T10:00:00.000Z"],
    });
  });

  test("parses with the schema, or answers 400 with the first message per field", () => {
    const schema = z.object({ age: z.coerce.number().min(18, "Too young") });
    const good = parseSubmission(submissionOf(formOf([["age", "30"]])), schema);
    expect(good).toEqual({ success: true, data: { age: 30 } });
    const bad = parseSubmission(submissionOf(formOf([["age", "3"]])), schema);
    expect(bad.success).toBe(false);
    if (bad.success) return;
    expect(bad.response.init?.status).toBe(400);
    expect(bad.response.data).toMatchObject({ errors: { age: "Too young" }, values: { age: "3" } });
  });
});
