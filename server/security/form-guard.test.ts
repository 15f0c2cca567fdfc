import { describe, expect, test } from "vitest";
import { createFormGuard } from "./form-guard";

const options = { minSeconds: { contact: 3, booking: 2, quote: 2 }, maxAgeSeconds: 12 * 3600 };

describe("the form guard", () => {
  test("a form sent after a believable time passes, with an id that names this form", () => {
    let now = 1_790_000_000_000;
    const guard = createFormGuard("secret-for-tests", options, () => now);
    const token = guard.issue();
    now += 4_500;
    const check = guard.check("contact", { startedAt: token, website: "" });
    expect(check).toEqual({ kind: "person", formId: token.split(".")[1] });
    // A second form shown gets another id.
    expect(guard.issue().split(".")[1]).not.toBe(token.split(".")[1]);
  });

  test("each form has its own shortest time", () => {
    let now = 1_790_000_000_000;
    const guard = createFormGuard("secret-for-tests", options, () => now);
    const token = guard.issue();
    now += 2_500;
    expect(guard.check("booking", { startedAt: token }).kind).toBe("person");
    expect(guard.check("contact", { startedAt: token })).toEqual({
      kind: "confirm",
      reason: "too-fast",
    });
  });

  test("forged, missing, foreign, future and expired tokens, and a filled honeypot, ask to confirm", () => {
    let now = 1_790_000_000_000;
    const guard = createFormGuard("secret-for-tests", options, () => now);
    const token = guard.issue();
    now += 10_000;
    const reason = (startedAt: string | undefined, website?: string) => {
      const check = guard.check("contact", { startedAt, website });
      return check.kind === "confirm" ? check.reason : check.kind;
    };
    expect(reason(undefined)).toBe("invalid");
    expect(reason("1790000000000.abc.forged")).toBe("invalid");
    expect(reason(createFormGuard("another-secret", options, () => now - 10_000).issue())).toBe(
      "invalid",
    );
    const [time, id, signature] = token.split(".");
    expect(reason(`${Number(time) - 60_000}.${id}.${signature}`)).toBe("invalid");
    expect(reason(token, "http://spam.example")).toBe("honeypot");
    now += 13 * 3600 * 1000;
    expect(reason(token)).toBe("expired");
    // A token from the future (a clock moved back) is not trusted either.
    const later = createFormGuard("secret-for-tests", options, () => now + 60_000).issue();
    expect(reason(later)).toBe("invalid");
  });
});
