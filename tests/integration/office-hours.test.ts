import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultFirmFacts, type FirmFacts, mondayToFridayHours } from "~/shared/firm/facts";
import { londonClock } from "~/shared/time/london-clock";
import { signedInAs } from "./support/accounts";
import { freeSlots } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 28: the office hours are one fact, given once (here, to createApp), and the slot
 * finder, the admin week view, the pages and the structured data all follow it.
 */
const earlierHours: FirmFacts = {
  ...defaultFirmFacts,
  hours: mondayToFridayHours("08:30", "16:00"),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { firmFacts: earlierHours });
});
afterAll(() => t.close());

const jsonLdOf = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );

describe("office hours changed in the firm facts alone", () => {
  test("the slot finder offers half hours from 8:30 AM to the last start before 4:00 PM", async () => {
    const times = new Set((await freeSlots(t, "phone")).map((start) => londonClock(start)));
    expect(times.has("08:30")).toBe(true);
    expect(times.has("15:30")).toBe(true);
    expect([...times].filter((time) => time < "08:30" || time > "15:30")).toEqual([]);
  });

  test("the admin week view has a row for each of those half hours and no others", async () => {
    const staff = await signedInAs(t, "staff");
    const res = await request(t.app)
      .get("/admin/consultations/week")
      .set("Cookie", staff.cookie)
      .expect(200);
    const rows = [...res.text.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(rows[0]).toBe("8:30 AM");
    expect(rows.at(-1)).toBe("3:30 PM");
    expect(rows).toHaveLength(15);
  });

  test.each([
    ["/contact", "We are open Monday to Friday, 8:30 AM to 4:00 PM"],
    ["/about", "We are open Monday to Friday, 8:30 AM to 4:00 PM"],
    ["/locations/marple", "between 8:30 AM and 4:00 PM"],
    ["/consultation", "Call us on"],
    ["/complaints", "during office hours (Monday to Friday, 8:30 AM to 4:00 PM)"],
  ])("%s says the new hours and never the old ones", async (path, words) => {
    const html = (await request(t.app).get(path).expect(200)).text;
    expect(html).toContain(words);
    expect(html).toContain("8:30 AM to 4:00 PM");
    expect(html).not.toContain("5:00 PM");
  });

  test.each(["/", "/contact"])("%s tells search engines the new hours", async (path) => {
    const offices = jsonLdOf((await request(t.app).get(path).expect(200)).text).filter(
      (d) => d["@type"] === "LegalService",
    );
    expect(offices).toHaveLength(2);
    for (const office of offices) {
      expect(office.openingHoursSpecification).toEqual([
        expect.objectContaining({ opens: "08:30", closes: "16:00" }),
      ]);
    }
  });
});
