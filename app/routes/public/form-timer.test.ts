import type { AppLoadContext } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { createFormGuard } from "../../../server/security/form-guard";
import { handleBookingForm } from "./consultation-booking.server";
import { handleContactForm } from "./contact-action.server";
import { handleQuoteEmail } from "./quote-action.server";

/**
 * Issue 27 item 13: a form shown again after a mistake keeps its timer, so a person who fixes a
 * typo within seconds is not taken for a bot. The guard reads this test's clock.
 */
const SHOWN = 1_800_000_000_000;
let now = SHOWN;
const formGuard = createFormGuard(
  "a test secret that is long enough",
  { minSeconds: { contact: 3, booking: 2, quote: 2 }, maxAgeSeconds: 3600 },
  () => now,
);

const submit = vi.fn(async () => ({ kind: "stored", reference: "CH-TIMER1" }) as const);
const emailQuote = vi.fn(async () => ({ kind: "sent", reference: "Q-TIMER1" }) as const);
const context = {
  formGuard,
  clock: { now: () => new Date(now) },
  clientIp: "203.0.113.7",
  services: { enquiries: { submit }, quotes: { emailQuote } },
} as unknown as AppLoadContext;

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
  });

/** The token an answer carries back for the form shown again. */
function tokenOf(answer: unknown): string {
  const shown = answer as { data?: { startedAt?: string } };
  expect(shown.data?.startedAt).toBeTruthy();
  return shown.data?.startedAt as string;
}

const enquiry = {
  name: "Tess Typo",
  practiceArea: "wills-probate",
  message: "I would like to make a will.",
  replyBy: "email",
};

describe("a form shown again keeps the time it was first shown", () => {
  test("contact: a typo fixed 2.5 s after the error, 3.5 s after the form was shown, is sent", async () => {
    now = SHOWN;
    const token = formGuard.issue();
    now += 1_000;
    const mistake = await handleContactForm(
      post({ ...enquiry, email: "tess@example", startedAt: token }),
      context,
    );
    expect((mistake as { init?: { status?: number } }).init?.status).toBe(400);
    now += 2_500;
    const fixed = await handleContactForm(
      post({ ...enquiry, email: "tess@example.com", startedAt: tokenOf(mistake) }),
      context,
    );
    expect(submit).toHaveBeenCalledTimes(1);
    expect((fixed as Response).status).toBe(302);
  });

  test("quote e-mail: the same", async () => {
    now = SHOWN;
    const token = formGuard.issue();
    const answers = { type: "sale", salePrice: "250000", tenure: "freehold" };
    now += 500;
    const mistake = await handleQuoteEmail(
      post({ ...answers, email: "not an address", startedAt: token }),
      context,
      "/services/conveyancing/quote",
    );
    now += 1_600;
    await handleQuoteEmail(
      post({ ...answers, email: "tess@example.com", startedAt: tokenOf(mistake) }),
      context,
      "/services/conveyancing/quote",
    );
    expect(emailQuote).toHaveBeenCalledTimes(1);
  });

  test("booking details: the token shown again is the one the form was first shown with", async () => {
    now = SHOWN;
    const token = formGuard.issue();
    now += 1_000;
    const mistake = await handleBookingForm(post({ area: "", startedAt: token }), context);
    expect(tokenOf(mistake)).toBe(token);
  });

  test("a forged or expired token is replaced by a fresh one, timed from now", async () => {
    now = SHOWN;
    const forged = await handleContactForm(
      post({ ...enquiry, email: "x", startedAt: `${SHOWN}.abc.forged` }),
      context,
    );
    expect(tokenOf(forged)).not.toContain("forged");
    expect(tokenOf(forged).startsWith(`${now}.`)).toBe(true);
    const old = formGuard.issue();
    now += 3_601_000;
    const expired = await handleContactForm(
      post({ ...enquiry, email: "x", startedAt: old }),
      context,
    );
    expect(tokenOf(expired).startsWith(`${now}.`)).toBe(true);
  });
});
