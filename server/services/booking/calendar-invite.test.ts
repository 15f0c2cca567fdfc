import { expect, test } from "vitest";
import { calendarInvite } from "./calendar-invite";

const invite = (start: string) =>
  calendarInvite({
    bookingId: "6d3f0c52-2f7a-4d8e-9f0a-4b1d2c3e4f50",
    sequence: 0,
    start: new Date(start),
    end: new Date(new Date(start).getTime() + 30 * 60_000),
    summary: "Free consultation",
    description: "Wills and Probate.",
    location: "Bramhall",
    attendeeEmail: "pat@example.com",
    attendeeName: "Pat Example",
    organizer: { name: "Carrow & Hale Solicitors", email: "enquiries@example.com" },
  });

// Whatever zone the server runs in (the tests run in its own): the TZID time is London's.
test.each([
  ["in winter London is UTC", "2026-12-07T12:30:00Z", "20261207T123000", "20261207T130000"],
  [
    "in summer London is an hour ahead",
    "2026-07-06T11:30:00Z",
    "20260706T123000",
    "20260706T130000",
  ],
  [
    "the Monday after the clocks go forward",
    "2026-03-30T08:00:00Z",
    "20260330T090000",
    "20260330T093000",
  ],
  [
    "the Monday after the clocks go back",
    "2026-10-26T09:00:00Z",
    "20261026T090000",
    "20261026T093000",
  ],
])("DTSTART and DTEND are London wall-clock times: %s", (_name, start, dtstart, dtend) => {
  const ics = invite(start);
  expect(ics).toContain(`DTSTART;TZID=Europe/London:${dtstart}`);
  expect(ics).toContain(`DTEND;TZID=Europe/London:${dtend}`);
});
