import { expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { calendarInvite } from "../booking/calendar-invite";
import { calendarFeedFile, type FeedBooking } from "./feed-file";

const booking: FeedBooking = {
  id: "6d3f0c52-2f7a-4d8e-9f0a-4b1d2c3e4f50",
  reference: "CH-7K3M9Q",
  sequence: 2,
  startsAt: new Date("2026-07-06T11:30:00Z"),
  endsAt: new Date("2026-07-06T12:00:00Z"),
  practiceArea: "wills-probate",
  meetingType: "phone",
  meetingUrl: null,
  name: "Pat Example",
};

const feed = (b: FeedBooking = booking) =>
  calendarFeedFile({ firm: defaultFirmFacts, lawyerName: "Lena Lawyer", bookings: [b] });

const lineOf = (ics: string, name: string) =>
  ics.split("\r\n").find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

test("a feed's event is the client's invite's event: the same UID and SEQUENCE", () => {
  const invite = calendarInvite({
    bookingId: booking.id,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: "Free consultation",
    description: "",
    location: "",
    attendeeEmail: "pat@example.com",
    attendeeName: booking.name,
    organizer: { name: "Carrow & Hale Solicitors", email: "enquiries@example.com" },
  });
  const ics = feed();
  expect(lineOf(ics, "UID")).toBe(lineOf(invite, "UID"));
  expect(lineOf(ics, "SEQUENCE")).toBe("SEQUENCE:2");
});

test("times are London's wall clock, and a feed is no invitation: no METHOD, organiser or attendee", () => {
  const ics = feed();
  expect(ics).toContain("DTSTART;TZID=Europe/London:20260706T123000");
  expect(ics).not.toMatch(/^(METHOD|ORGANIZER|ATTENDEE)[:;]/m);
  expect(ics).toContain("X-WR-CALNAME:Consultations: Lena Lawyer");
});

test("a video meeting's link is its location and its URL; an office meeting's place is the address", () => {
  const video = feed({
    ...booking,
    meetingType: "video",
    meetingUrl: "https://meet.example.com/x",
  });
  expect(lineOf(video, "LOCATION")).toBe("LOCATION:https://meet.example.com/x");
  expect(lineOf(video, "URL")).toBe("URL;VALUE=URI:https://meet.example.com/x");
  const office = feed({ ...booking, meetingType: "bramhall" });
  expect(lineOf(office, "LOCATION")).toContain("Bramhall");
  expect(lineOf(office, "URL")).toBeUndefined();
});
