import { describe, expect, test } from "vitest";
import { loggablePath, redactSecretsIn } from "./redact-secrets";

const token = "AbC_dEf-0123456789abcdefghijklmnopqrstuvwxy";

describe("loggablePath", () => {
  test.each([
    [`/auth/set-password/${token}`, "/auth/set-password/[redacted]"],
    [`/auth/verify-email/${token}`, "/auth/verify-email/[redacted]"],
    [`/consultation/manage/${token}?booked=1`, "/consultation/manage/[redacted]"],
    [`/consultation/manage/${token}/invite.ics`, "/consultation/manage/[redacted]/invite.ics"],
    [`/consultation/manage/${token}.data`, "/consultation/manage/[redacted]"],
    [`/api/bookings/manage/${token}/cancel`, "/api/bookings/manage/[redacted]/cancel"],
    [`/calendar/${token}.ics`, "/calendar/[redacted]"],
    ["/contact?email=jo@example.com", "/contact"],
    ["/insights/no-fault-divorce", "/insights/no-fault-divorce"],
  ])("%s is logged as %s", (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
    expect(loggablePath(url)).not.toContain(token);
  });
});

describe("redactSecretsIn", () => {
  test("finds the secret anywhere in an error's text", () => {
    const stack = `Error: no booking for http://localhost:3000/consultation/manage/${token}\n    at loader`;
    expect(redactSecretsIn(stack)).not.toContain(token);
    expect(redactSecretsIn(stack)).toContain("/consultation/manage/[redacted]");
  });
});
