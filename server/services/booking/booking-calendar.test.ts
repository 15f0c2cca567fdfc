import { expect, test } from "vitest";
import type { NamedLawyer } from "~/shared/booking/facts";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { bookingCalendarFile, calendarAttachment } from "./booking-calendar";
import type { BookingRow } from "./booking-row";

const row = (start: string, changes: Partial<BookingRow> = {}): BookingRow => ({
  id: "6d3f0c52-2f7a-4d8e-9f0a-4b1d2c3e4f50",
  reference: "CH-7K3M9Q",
  practiceArea: "wills-probate",
  meetingType: "phone",
  pool: "remote",
  startsAt: new Date(start),
  endsAt: new Date(new Date(start).getTime() + 30 * 60_000),
  lawyerId: "2b1c9a70-5d4e-4f3a-8b2c-1d0e9f8a7b6c",
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
  ...changes,
});

const eleanor: NamedLawyer = {
  name: "Eleanor Carrow",
  role: "Founding Partner; Head of Wills, Probate and Later Life",
  pageUrl: "https://www.example.com/team/eleanor-carrow",
};
const noOne = null;

// iCalendar folds lines longer than 75 octets; a reader joins them again before reading.
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

test("the calendar invite says the UK time in words, in the e-mail's style", () => {
  const ics = unfold(
    Buffer.from(
      calendarAttachment(row("2026-12-07T12:30:00Z"), false, defaultFirmFacts, eleanor).content,
      "base64",
    ).toString("utf8"),
  );
  expect(ics).toMatch(/DESCRIPTION:Monday 7 December 2026 at 12:30 PM \(UK time\)\. Wills/);
  expect(ics).not.toContain("0:30 PM");
});

test("in summer the words follow London, not UTC", () => {
  const ics = unfold(
    Buffer.from(
      calendarAttachment(row("2026-07-06T11:30:00Z"), false, defaultFirmFacts, eleanor).content,
      "base64",
    ).toString("utf8"),
  );
  expect(ics).toContain("Monday 6 July 2026 at 12:30 PM (UK time)");
});

test("the invite names the firm its facts give as organiser", () => {
  const facts = { ...defaultFirmFacts, name: "Hale & Carrow LLP", email: "desk@example.org" };
  const ics = unfold(
    Buffer.from(
      calendarAttachment(row("2026-12-07T12:30:00Z"), false, facts, eleanor).content,
      "base64",
    ).toString("utf8"),
  );
  expect(ics).toContain("SUMMARY:Free consultation with Hale & Carrow LLP");
  expect(ics).toMatch(/ORGANIZER;CN="?Hale & Carrow LLP"?:mailto:desk@example.org/);
});

/** An iCalendar property's value, unfolded and unescaped (commas, semicolons). */
function property(ics: string, name: string): string {
  const line = unfold(ics)
    .split(/\r?\n/)
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return (line ?? "").replace(/^[^:]*:/, "").replace(/\\([,;\\])/g, "$1");
}

const room = "https://meet.jit.si/consultation-0123456789abcdef0123456789abcdef";
const video = row("2026-12-07T12:30:00Z", { meetingType: "video", meetingUrl: room });

test("a video consultation's link is its LOCATION and URL, and is in the DESCRIPTION", () => {
  const ics = bookingCalendarFile(video, false, defaultFirmFacts, eleanor);
  expect(property(ics, "LOCATION")).toBe(room);
  expect(property(ics, "URL")).toBe(room);
  expect(new URL(property(ics, "URL")).protocol).toBe("https:");
  expect(property(ics, "DESCRIPTION")).toContain(`Join the video call at ${room}.`);
});

test("the DESCRIPTION names the lawyer, their role and their page", () => {
  const description = property(
    bookingCalendarFile(video, false, defaultFirmFacts, eleanor),
    "DESCRIPTION",
  );
  expect(description).toContain(
    "With Eleanor Carrow, Founding Partner; Head of Wills, Probate and Later Life (https://www.example.com/team/eleanor-carrow).",
  );
});

test("a phone consultation says who will call which number, and has no URL", () => {
  const ics = bookingCalendarFile(row("2026-12-07T12:30:00Z"), false, defaultFirmFacts, eleanor);
  expect(property(ics, "LOCATION")).toBe("Eleanor Carrow will call you on 0161 496 0789");
  expect(property(ics, "URL")).toBe("");
});

test("a booking without a lawyer names none", () => {
  const ics = bookingCalendarFile(video, false, defaultFirmFacts, noOne);
  expect(ics).not.toMatch(/With |null|undefined/);
});

test("the CANCEL that takes a video consultation out of the calendar carries no link", () => {
  const ics = bookingCalendarFile(video, true, defaultFirmFacts, eleanor);
  expect(ics).toContain("METHOD:CANCEL");
  expect(unfold(ics)).not.toContain("meet.jit.si");
});
