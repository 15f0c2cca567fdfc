// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { createSiteRoutesStub } from "~/components/testing/site-routes-stub";
import { AccountRecords, type AccountRecordsData } from "./account-records";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const records: AccountRecordsData = {
  bookings: [
    {
      id: "b1",
      reference: "CB-1001",
      practiceArea: "wills-and-probate",
      meetingType: "phone",
      startsAt: "2026-12-07T10:00:00.000Z",
      when: "Monday 7 December at 10:00 AM",
      status: "confirmed",
      upcoming: true,
      googleLink: "https://calendar.google.com/calendar/render?action=TEMPLATE",
      lawyer: null,
      place: { where: "We will call you on 07700 900123." },
    },
    {
      id: "b0",
      reference: "CB-0999",
      practiceArea: "family-law",
      meetingType: "video",
      startsAt: "2026-10-05T09:00:00.000Z",
      when: "Monday 5 October at 10:00 AM",
      status: "cancelled",
      upcoming: false,
      googleLink: "",
      lawyer: null,
      place: { where: "By video" },
    },
  ],
  moving: null,
  enquiries: [
    {
      reference: "CH-2001",
      practiceArea: "family-law",
      status: "new",
      sentOn: "Friday 20 November",
    },
  ],
  quotes: [
    { reference: "QT-3001", totalMin: 120000, totalMax: 150000, quotedOn: "Tuesday 3 November" },
  ],
};

function AccountPage() {
  return <AccountRecords records={records} answer={undefined} />;
}

test("the records show the dates the server wrote, and the browser formats none of them", async () => {
  // The first London date formatter made the account's longest hydration task (the time zone's
  // data loads on first use): the page's dates come written from the loader instead.
  const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
  const Stub = createSiteRoutesStub([{ path: "/account", Component: AccountPage }]);
  render(<Stub initialEntries={["/account"]} />);
  expect(await screen.findByRole("heading", { name: "My consultations" })).toBeTruthy();
  const text = document.body.textContent ?? "";
  expect(text).toContain("Monday 7 December at 10:00 AM");
  expect(text).toContain("Monday 5 October at 10:00 AM");
  expect(text).toContain("sent Friday 20 November.");
  expect(text).toContain("quoted Tuesday 3 November:");
  expect(formatted).not.toHaveBeenCalled();
});
