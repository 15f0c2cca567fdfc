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
  status: "confirmed",
  meetingUrl: null,
  lawyer: null,
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

describe("the client's mails name the lawyer and carry the way in", () => {
  const room = "https://meet.jit.si/consultation-0123456789abcdef0123456789abcdef";
  const eleanor = {
    name: "Eleanor Carrow",
    role: "Founding Partner; Head of Wills, Probate and Later Life",
    pageUrl: "https://example.test/team/eleanor-carrow",
  };
  const video: BookingForMail = {
    ...booking("2026-12-07T12:30:00Z"),
    type: "video",
    meetingUrl: room,
    lawyer: eleanor,
  };

  test("the confirmation, moved and reminder mails give the video link and who the client meets", () => {
    for (const mail of [
      bookingConfirmation(video),
      bookingConfirmation(video, { moved: true }),
      bookingReminder(video),
    ]) {
      expect(mail.text).toContain(`Join: ${room}`);
      expect(mail.html).toContain(`href="${room}"`);
      expect(mail.text).toContain(
        "With: Eleanor Carrow, Founding Partner; Head of Wills, Probate and Later Life (https://example.test/team/eleanor-carrow)",
      );
      expect(mail.html).toContain('href="https://example.test/team/eleanor-carrow"');
      expect(mail.text).not.toContain("We will e-mail you a link");
    }
  });

  test("the cancellation carries no link to the call", () => {
    const mail = bookingCancelled({ ...video, status: "cancelled", meetingUrl: null }, null);
    expect(mail.text).not.toContain("meet.jit.si");
    expect(mail.text).not.toMatch(/join/i);
    // Even handed the link by mistake, a cancelled booking's mail does not pass it on.
    const careless = bookingCancelled({ ...video, status: "cancelled" }, null);
    expect(careless.text).not.toContain("meet.jit.si");
    expect(careless.html).not.toContain("meet.jit.si");
  });

  test("a phone consultation says who will call which number", () => {
    const phone = { ...booking("2026-12-07T12:30:00Z"), type: "phone" as const, lawyer: eleanor };
    expect(bookingConfirmation(phone).text).toContain(
      "Where: Eleanor Carrow will call you on 0161 496 0789",
    );
  });

  test("a booking without a lawyer says nothing about one", () => {
    const mail = bookingConfirmation({ ...video, lawyer: null });
    expect(mail.text).not.toMatch(/With:|null|undefined/);
  });

  test("a Saturday request says the firm will confirm who the client meets", () => {
    const requested = { ...booking("2026-12-19T10:00:00Z"), status: "requested" as const };
    expect(saturdayRequestReceived(requested, "morning").text).toContain(
      "to confirm a time and who you will meet",
    );
    expect(bookingAlreadyHeld(requested).text).toContain("With: We will confirm who you will meet");
    expect(bookingNotification(requested, "requested").text).toContain("With: No lawyer yet");
  });
});
