import { describe, expect, test } from "vitest";
import { parseFields } from "~/shared/forms/parse-fields";
import { manageBookingSchema } from "./booking";

const parse = (values: Record<string, string | string[]>) =>
  parseFields(manageBookingSchema, values);

describe("the manage link's posts", () => {
  test("a cancellation keeps its reason trimmed, and is confirmed only by yes", () => {
    expect(parse({ intent: "cancel", reason: "  Plans changed " })).toEqual({
      ok: true,
      data: { intent: "cancel", reason: "Plans changed" },
    });
    expect(parse({ intent: "cancel", confirmed: "yes" })).toEqual({
      ok: true,
      data: { intent: "cancel", reason: "", confirmed: "yes" },
    });
    expect(parse({ intent: "cancel", confirmed: "maybe" })).toMatchObject({ ok: false });
  });

  test("a reason longer than the box allows is refused, not cut short", () => {
    expect(parse({ intent: "cancel", reason: "x".repeat(500) })).toMatchObject({ ok: true });
    expect(parse({ intent: "cancel", reason: "x".repeat(501) })).toEqual({
      ok: false,
      errors: { reason: "Keep the reason to 500 characters or fewer, or leave it out" },
    });
  });

  test("a move needs a real time within the product's years", () => {
    const ok = parse({ intent: "reschedule", start: "2026-12-01T10:00:00.000Z" });
    expect(ok.ok && ok.data.intent === "reschedule" && ok.data.start.toISOString()).toBe(
      "2026-12-01T10:00:00.000Z",
    );
    for (const start of ["", "garbage", "2026-02-30T10:00:00Z", "9999-12-31T10:00:00Z"]) {
      expect(parse({ intent: "reschedule", start })).toEqual({
        ok: false,
        errors: { start: "Choose a new time." },
      });
    }
  });

  test("anything but cancel or reschedule, once, is asked about plainly", () => {
    for (const intent of ["", "delete", ["cancel", "cancel"]]) {
      expect(parse({ intent })).toEqual({
        ok: false,
        errors: { intent: "Choose cancel or change time." },
      });
    }
    expect(parse({})).toEqual({ ok: false, errors: { intent: "Choose cancel or change time." } });
  });
});
