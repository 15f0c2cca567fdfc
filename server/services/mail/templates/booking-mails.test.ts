import { describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import {
  type BookingForMail,
  bookingAlreadyHeld,
  bookingCancelled,
  bookingConfirmation,
  bookingNotification,
  bookingReminder,
  saturdayRequestReceived,
} from "./booking-mails";

const booking = (start: string): BookingForMail => ({
  firm: defaultFirmFacts,
  reference: "CH-7K3M9Q",
  name: "Pat Example",
  email: "pat@example.com",
  phone: "0161 496 0789",
  summary: "I would like to make a will.",
  practiceArea: "wills-probate",
  type: "bramhall",
  start: new Date(start),
  manageUrl: "https://example.test/consultation/manage/token",
});

describe("booking e-mails give the time as the booking pages do", () => {
  test.each([
    ["in winter (GMT)", "2026-12-07T12:30:00Z", "Monday 7 December 2026 at 12:30 PM (UK time)"],
    ["in summer (BST)", "2026-07-06T11:30:00Z", "Monday 6 July 2026 at 12:30 PM (UK time)"],
  ])("a consultation at half past twelve %s", (_name, start, when) => {
    const b = booking(start);
    for (const mail of [
      bookingConfirmation(b),
      bookingConfirmation(b, { moved: true }),
      bookingReminder(b),
      bookingCancelled(b, null),
      bookingNotification(b, "booked"),
    ]) {
      expect(mail.text).toContain(`When: ${when}`);
      expect(mail.html).toContain(when);
      expect(mail.text).not.toContain("0:30");
    }
    expect(bookingConfirmation(b).subject).toBe(`Your free consultation: ${when} (CH-7K3M9Q)`);
    expect(bookingNotification(b, "moved").subject).toBe(`Consultation moved CH-7K3M9Q: ${when}`);
  });

  test("a consultation just after midnight is 12:05 AM, not 0:05 AM", () => {
    expect(bookingConfirmation(booking("2026-12-07T00:05:00Z")).text).toContain(
      "When: Monday 7 December 2026 at 12:05 AM (UK time)",
    );
  });

  test("a Saturday request names the day, with no time, since staff will confirm one", () => {
    const mail = saturdayRequestReceived(booking("2026-12-19T10:00:00Z"), "morning");
    expect(mail.text).toContain("a Saturday consultation on Saturday 19 December 2026 (morning)");
    expect(mail.text).not.toMatch(/\d:\d\d/);
  });
});

test("a <script> in the client's name reaches only the firm's copy, escaped; the client's mails greet plainly", () => {
  const b = { ...booking("2026-12-07T12:30:00Z"), name: '<script>alert("x")</script> Pat' };
  for (const mail of [bookingConfirmation(b), saturdayRequestReceived(b, "morning")]) {
    expect(mail.html).not.toContain("script");
    expect(mail.text).not.toContain("script");
    expect(mail.text).toContain("Hello,");
  }
  const firm = bookingNotification(b, "booked");
  expect(firm.html).not.toContain("<script>");
  expect(firm.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  expect(firm.text).toContain('<script>alert("x")</script>');
});

test("free text typed as a name never reaches the client's inbox; a real name does", () => {
  const spam = { ...booking("2026-12-07T12:30:00Z"), name: "Claim your refund at evil.example" };
  for (const mail of [bookingConfirmation(spam), bookingReminder(spam), bookingAlreadyHeld(spam)]) {
    expect(mail.text).not.toContain("evil.example");
    expect(mail.text).not.toContain("Claim");
  }
  const real = { ...booking("2026-12-07T12:30:00Z"), name: "Siân O'Brien-Hale" };
  expect(bookingConfirmation(real).text).toContain("Dear Siân,");
});
