import { describe, expect, test } from "vitest";
import { atLondonTime, londonMidnight } from "~/shared/time/london-instant";
import { closureAnnouncedFrom, closureAnnouncement, closureNotice } from "./closure-text";
import type { PublicClosure } from "./facts";

/** A closure of whole London days, first to last included, as the admin form stores one. */
const wholeDays = (first: string, dayAfterLast: string, reason = "Christmas and New Year") => ({
  startsAt: londonMidnight(first).toISOString(),
  endsAt: londonMidnight(dayAfterLast).toISOString(),
  reason,
});

const at = (date: string, hhmm = "10:00") => atLondonTime(date, hhmm);

describe("a closure still to come", () => {
  test("several days, across New Year: the end is exclusive, so midnight on 2 January is 'to 1 January'", () => {
    const notice = closureNotice(wholeDays("2026-12-24", "2027-01-02"), at("2026-12-01"));
    expect(notice).toMatchObject({
      current: false,
      when: "24 December to 1 January",
      line: "Closed 24 December to 1 January: Christmas and New Year",
      bookingLine:
        "We are closed 24 December to 1 January (Christmas and New Year), so there are no times to book then.",
      wholeDays: { first: "2026-12-24", last: "2027-01-01" },
    });
  });

  test("one day is named with its weekday", () => {
    const notice = closureNotice(
      wholeDays("2027-12-24", "2027-12-25", "Christmas Eve"),
      at("2027-12-20"),
    );
    expect(notice?.line).toBe("Closed on Friday 24 December: Christmas Eve");
    expect(notice?.wholeDays).toEqual({ first: "2027-12-24", last: "2027-12-24" });
  });

  test("across the spring clock change the London dates are kept (28 March 2027 has 23 hours)", () => {
    const notice = closureNotice(wholeDays("2027-03-26", "2027-03-30", "Easter"), at("2027-03-01"));
    expect(notice?.line).toBe("Closed 26 March to 29 March: Easter");
  });

  test("across the autumn clock change (25 October 2026 has 25 hours)", () => {
    const notice = closureNotice(
      wholeDays("2026-10-24", "2026-10-26", "Moving office"),
      at("2026-10-20"),
    );
    expect(notice?.line).toBe("Closed 24 October to 25 October: Moving office");
    expect(notice?.wholeDays).toEqual({ first: "2026-10-24", last: "2026-10-25" });
  });

  test("part of a day says the times, and closes no whole day in the structured data", () => {
    const afternoon: PublicClosure = {
      startsAt: at("2026-12-24", "13:00").toISOString(),
      endsAt: at("2026-12-24", "17:00").toISOString(),
      reason: "Staff party",
    };
    const notice = closureNotice(afternoon, at("2026-12-20"));
    expect(notice?.line).toBe("Closed on Thursday 24 December, 1:00 PM to 5:00 PM: Staff party");
    expect(notice?.wholeDays).toBeNull();
  });

  test("from a time on one day to a later day", () => {
    const closure: PublicClosure = {
      startsAt: at("2026-12-23", "13:00").toISOString(),
      endsAt: londonMidnight("2026-12-29").toISOString(),
      reason: "Christmas",
    };
    const notice = closureNotice(closure, at("2026-12-01"));
    expect(notice?.line).toBe(
      "Closed from 1:00 PM on Wednesday 23 December to Monday 28 December: Christmas",
    );
    expect(notice?.wholeDays).toEqual({ first: "2026-12-24", last: "2026-12-28" });
  });
});

describe("a closure under way", () => {
  const christmas = wholeDays("2026-12-24", "2027-01-02");

  test("says how long it still lasts, from its first moment", () => {
    const notice = closureNotice(christmas, londonMidnight("2026-12-24"));
    expect(notice?.current).toBe(true);
    expect(notice?.line).toBe("Closed until the end of Friday 1 January: Christmas and New Year");
  });

  test("on its last day it is closed today", () => {
    expect(closureNotice(christmas, at("2027-01-01", "23:59"))?.line).toBe(
      "Closed today: Christmas and New Year",
    );
  });

  test("ending at a time says the time", () => {
    const morning: PublicClosure = {
      startsAt: londonMidnight("2026-12-07").toISOString(),
      endsAt: at("2026-12-08", "12:00").toISOString(),
      reason: "Staff training",
    };
    expect(closureNotice(morning, at("2026-12-07"))?.line).toBe(
      "Closed until 12:00 PM on Tuesday 8 December: Staff training",
    );
    expect(closureNotice(morning, at("2026-12-08", "09:00"))?.line).toBe(
      "Closed until 12:00 PM today: Staff training",
    );
  });

  test("is no longer announced once it has ended", () => {
    expect(closureNotice(christmas, londonMidnight("2027-01-02"))).toBeNull();
  });
});

describe("announced only from six weeks before it starts", () => {
  const august = wholeDays("2027-08-02", "2027-08-07", "Summer");

  test("a closure next August is not announced in November", () => {
    expect(closureNotice(august, at("2026-11-27"))).toBeNull();
  });

  test("it is announced from 42 days before its start, not a moment earlier", () => {
    const from = closureAnnouncedFrom(august);
    expect(new Date(from).toISOString()).toBe(
      new Date(londonMidnight("2027-08-02").getTime() - 42 * 86_400_000).toISOString(),
    );
    expect(closureNotice(august, new Date(from - 1))).toBeNull();
    expect(closureNotice(august, new Date(from))?.line).toBe("Closed 2 August to 6 August: Summer");
  });

  test("no closure, no notice", () => {
    expect(closureNotice(null, at("2026-11-27"))).toBeNull();
  });
});

describe("the admin's confirmation", () => {
  test("gives the words the pages will show and the London day they start showing them", () => {
    expect(closureAnnouncement(wholeDays("2026-12-24", "2027-01-02"))).toEqual({
      line: "Closed 24 December to 1 January: Christmas and New Year",
      // Six weeks (42 days) before 24 December.
      fromDate: "2026-11-12",
    });
  });
});
