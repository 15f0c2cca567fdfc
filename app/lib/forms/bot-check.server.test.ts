import { describe, expect, test } from "vitest";
import { createFormGuard } from "../../../server/security/form-guard";
import { checkSender } from "./bot-check.server";
import { submissionOf } from "./form-action.server";

let now = 1_800_000_000_000;
const formGuard = createFormGuard(
  "a test secret that is long enough",
  { minSeconds: { contact: 3, booking: 2, quote: 2 }, maxAgeSeconds: 3600 },
  () => now,
);
const context = { formGuard, clientIp: "203.0.113.9" };

const submission = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return submissionOf(form);
};

describe("checkSender", () => {
  test("a person's post goes on with the address, the token's id and the whole token", () => {
    const token = formGuard.issue();
    now += 5_000;
    const sender = checkSender(context, "contact", submission({ startedAt: token, name: "Jo" }), {
      button: "Send message",
      startedAt: "fresh",
    });
    expect(sender).toEqual({
      ok: true,
      signals: { ip: "203.0.113.9", formId: token.split(".")[1], formSecret: token },
    });
  });

  test("a post sent too soon is shown again, everything kept, with a fresh token", () => {
    const token = formGuard.issue();
    now += 1_000;
    const sender = checkSender(context, "contact", submission({ startedAt: token, name: "Jo" }), {
      button: "Send message",
      startedAt: "fresh",
    });
    expect(sender.ok).toBe(false);
    if (sender.ok) return;
    expect(sender.response.init?.status).toBe(400);
    expect(sender.response.data).toMatchObject({
      values: { name: "Jo" },
      startedAt: "fresh",
      formError: expect.stringContaining('press "Send message" again'),
    });
  });

  test("a filled honeypot is shown again whatever the timing", () => {
    const token = formGuard.issue();
    now += 60_000;
    const sender = checkSender(
      context,
      "booking",
      submission({ startedAt: token, website: "https://spam.example" }),
      { button: "Book consultation", startedAt: "fresh" },
    );
    expect(sender.ok).toBe(false);
  });
});
