import { describe, expect, test } from "vitest";
import { bindFields, isFormProblem, problemMessages } from "./form-problem";

describe("bindFields", () => {
  test("a field shows what was typed, else its default, else nothing, with its own error", () => {
    const field = bindFields(
      "quote",
      { values: { price: "abc" }, errors: { price: "Enter a number" } },
      { price: "1", tenure: "freehold" },
    );
    expect(field("price")).toEqual({
      idPrefix: "quote",
      name: "price",
      defaultValue: "abc",
      error: "Enter a number",
    });
    expect(field("tenure")).toMatchObject({ defaultValue: "freehold", error: undefined });
    expect(field("email")).toMatchObject({ defaultValue: "", error: undefined });
  });

  test("a form not yet sent binds every field empty", () => {
    expect(bindFields("contact", undefined)("name")).toEqual({
      idPrefix: "contact",
      name: "name",
      defaultValue: "",
      error: undefined,
    });
  });
});

describe("isFormProblem", () => {
  test("tells the problem from an action's other answers", () => {
    expect(isFormProblem({ ok: false, errors: {}, values: {} })).toBe(true);
    expect(isFormProblem({ kind: "confirm-move", start: "2026-12-01T10:00:00Z" })).toBe(false);
    expect(isFormProblem(undefined)).toBe(false);
    expect(isFormProblem(null)).toBe(false);
  });
});

describe("problemMessages", () => {
  test("the form's message first, then each field's", () => {
    expect(
      problemMessages({
        formError: "Sorry, that time has gone",
        errors: { start: "Choose a time" },
      }),
    ).toEqual(["Sorry, that time has gone", "Choose a time"]);
    expect(problemMessages({ errors: {} })).toEqual([]);
  });
});
