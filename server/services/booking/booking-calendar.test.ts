import { expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { calendarAttachment } from "./booking-calendar";
import type { BookingRow } from "./booking-row";

const row = (start: string): BookingRow => ({
  id: "6d3f0c52-2f7a-4d8e-9f0a-4b1d2c3e4f50",
  reference: "CH-7K3M9Q",
  practiceArea: "wills-probate",
  meetingType: "phone",
  pool: "remote",
  startsAt: new Date(start),
  endsAt: new Date(new Date(start).getTime() + 30 * 60_000),
  lawyerId: null,
  meetingUrl: null,
  name: "Pat Example",
  email: "pat@example.com",
  phone: "0161 496 0789",
  summary: "I would like to make a will.",
  status: "confirmed",
  cancelReason: null,
  attendance: null,
  manageTokenHash: "hash",
  sequence: 0,
  consentedAt: new Date("2026-11-23T10:00:00Z"),
  createdAt: new Date("2026-11-23T10:00:00Z"),
  updatedAt: new Date("2026-11-23T10:00:00Z"),
  cancelledAt: null,
  formId: null,
});

// iCalendar folds lines longer than 75 octets; a reader joins them again before reading.
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

test("the calendar invite says the UK time in words, in the e-mail's style", () => {
  const ics = unfold(
    Buffer.from(
      calendarAttachment(row("2026-12-07T12:30:00Z"), false, defaultFirmFacts).content,
      "base64",
    ).toString("utf8"),
  );
  expect(ics).toMatch(/DESCRIPTION:Monday 7 December 2026 at 12:30 PM \(UK time\)\. Wills/);
  expect(ics).not.toContain("0:30 PM");
});

test("in summer the words follow London, not UTC", () => {
  const ics = unfold(
    Buffer.from(
      calendarAttachment(row("2026-07-06T11:30:00Z"), false, defaultFirmFacts).content,
      "base64",
    ).toString("utf8"),
  );
  expect(ics).toContain("Monday 6 July 2026 at 12:30 PM (UK time)");
});

test("the invite names the firm its facts give as organiser", () => {
  const facts = { ...defaultFirmFacts, name: "Hale & Carrow LLP", email: "desk@example.org" };
  const ics = unfold(
    Buffer.from(
      calendarAttachment(row("2026-12-07T12:30:00Z"), false, facts).content,
      "base64",
    ).toString("utf8"),
  );
  expect(ics).toContain("SUMMARY:Free consultation with Hale & Carrow LLP");
  expect(ics).toMatch(/ORGANIZER;CN="?Hale & Carrow LLP"?:mailto:desk@example.org/);
});
