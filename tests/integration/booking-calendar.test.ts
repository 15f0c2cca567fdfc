import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bookingWindow } from "~/lib/booking/month-calendar";
import { addMonths, monthOf } from "~/shared/time/calendar";
import { formatDay, formatMonth } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import { createTestApp, type TestApp } from "./support/test-app";
import { TEST_START } from "./support/test-instant";

/**
 * The booking calendar as the server sends it, which is what a visitor without JavaScript
 * uses (issue 19): a month of days, the free ones links, the others not, and links between
 * the months of the bookable window.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const choice = "area=wills-probate&type=phone";
// The app's clock starts at TEST_START: its booking window, whatever the real day.
const window = bookingWindow(todayInLondon(TEST_START));

async function freeDays(): Promise<Array<{ date: string; count: number }>> {
  const res = await request(t.app)
    .get(`/api/availability?from=${window.first}&to=${window.last}&type=phone`)
    .expect(200);
  return res.body.days.map((d: { date: string; slots: unknown[] }) => ({
    date: d.date,
    count: d.slots.length,
  }));
}

/** The links to days on a page, by address and spoken name. */
const dayLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*>/g)]
    .map(([tag]) => ({
      href: tag.match(/href="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&") ?? "",
      date: tag.match(/data-date="([^"]*)"/)?.[1],
      label: tag.match(/aria-label="([^"]*)"/)?.[1],
    }))
    .filter((link) => link.date);

describe("the month calendar without JavaScript", () => {
  test("opens on the first free day's month, with each free day a link named by its times", async () => {
    const days = await freeDays();
    const first = days[0];
    if (!first) throw new Error("no free phone times in the window");
    const res = await request(t.app).get(`/consultation?${choice}`).expect(200);
    expect(res.text).toContain(formatMonth(monthOf(first.date)));
    const links = dayLinks(res.text);
    const inMonth = days.filter((d) => monthOf(d.date) === monthOf(first.date));
    expect(links.map((l) => l.date)).toEqual(inMonth.map((d) => d.date));
    const [link] = links;
    expect(link?.label).toMatch(new RegExp(`^\\w+day \\d{1,2} \\w+, ${first.count} times? free$`));
    expect(link?.href).toBe(`/consultation?${choice}&date=${first.date}#times`);
  });

  test("a day without free times is shown, named, and not a link", async () => {
    const days = await freeDays();
    const month = monthOf(days[0]?.date ?? window.first);
    // Sundays are never bookable; the month shown has at least four.
    const sunday = Array.from(
      { length: 28 },
      (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`,
    ).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 0);
    const res = await request(t.app).get(`/consultation?${choice}`).expect(200);
    expect(res.text).toMatch(new RegExp(`<td data-date="${sunday}"`));
    expect(res.text).toMatch(/Sunday \d{1,2} \w+, no free times/);
    expect(dayLinks(res.text).some((l) => l.date === sunday)).toBe(false);
  });

  test("the next month is a link while the window reaches it, and the month can be chosen in the address", async () => {
    const last = monthOf(window.last);
    const res = await request(t.app).get(`/consultation?${choice}&month=${last}`).expect(200);
    expect(res.text).toContain(formatMonth(last));
    // The window's last month has no next month to go to, but a previous one.
    expect(res.text).not.toContain('aria-label="Next month');
    expect(res.text).toContain(`aria-label="Previous month, ${formatMonth(addMonths(last, -1))}"`);
    const days = await freeDays();
    expect(dayLinks(res.text).map((l) => l.date)).toEqual(
      days.filter((d) => monthOf(d.date) === last).map((d) => d.date),
    );
  });

  test("a month outside the window is ignored rather than shown empty", async () => {
    const res = await request(t.app)
      .get(`/consultation?${choice}&month=${addMonths(monthOf(window.last), 3)}`)
      .expect(200);
    expect(dayLinks(res.text).length).toBeGreaterThan(0);
  });

  test("choosing a day shows its times and keeps the calendar on that day's month", async () => {
    const days = await freeDays();
    const later = days.find((d) => monthOf(d.date) !== monthOf(days[0]?.date ?? ""));
    const day = later ?? days[0];
    if (!day) throw new Error("no free phone times in the window");
    const res = await request(t.app).get(`/consultation?${choice}&date=${day.date}`).expect(200);
    expect(res.text).toContain(formatMonth(monthOf(day.date)));
    expect(res.text).toContain(`Free times on ${formatDay(`${day.date}T12:00:00Z`)}`);
    const times = [...res.text.matchAll(/<a ([^>]*)>(\d{1,2}:\d\d [AP]M)<\/a>/g)].filter(
      ([, attributes]) => attributes?.includes("start="),
    );
    expect(times).toHaveLength(day.count);
    expect(res.text).toContain('id="times"');
  });
});
