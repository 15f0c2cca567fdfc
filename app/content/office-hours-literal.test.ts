import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { firmTokens } from "~/shared/firm/firm-tokens";
import { earliestOpening, latestClosing } from "~/shared/firm/office-hours";

/**
 * The office hours reach the copy only through the firm tokens ("{weekdayHours}", "{opens}",
 * "{closes}"), so changing the hours in the facts source changes every page. Other times of
 * day may be written out; a range from opening to closing may not.
 */
const contentDir = import.meta.dirname;

const contentFiles = (readdirSync(contentDir, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .map((f) => ({ file: f, text: readFileSync(path.join(contentDir, f), "utf8") }));

/** "9:00 AM", "9am", "5 p.m.", "09:00", "17.00": a time of day, with its minutes from midnight. */
const timeOfDay = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?`;
const range = new RegExp(
  String.raw`\b${timeOfDay}\s*(?:to|and|until|till|–|—|-)\s*${timeOfDay}`,
  "gi",
);

function minutes(hour = "0", minute = "0", half?: string) {
  const h = Number(hour);
  const h24 = half ? (h % 12) + (half.toLowerCase() === "p" ? 12 : 0) : h;
  return h24 * 60 + Number(minute);
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** Each opening-to-closing range written out in the text. */
function officeHoursLiterals(
  text: string,
  hours = {
    opens: earliestOpening(defaultFirmFacts.hours),
    closes: latestClosing(defaultFirmFacts.hours),
  },
) {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  return [...text.matchAll(range)]
    .filter((m) => {
      // A bare "9 to 5" with no colon or am/pm is as often a count as a time.
      const looksLikeTimes = (m[2] ?? m[3]) !== undefined && (m[5] ?? m[6]) !== undefined;
      return (
        looksLikeTimes &&
        minutes(m[1], m[2], m[3]) === opens &&
        minutes(m[4], m[5], m[6]) === closes
      );
    })
    .map((m) => m[0]);
}

describe("office hours in app/content", () => {
  test("the check recognises the ways the office hours get written", () => {
    for (const written of [
      "Monday to Friday, 9:00 AM to 5:00 PM",
      "between 9:00 AM and 5:00 PM",
      "9am–5pm",
      "9 a.m. until 5 p.m.",
      "09:00-17:00",
      "09.00 to 17.00",
    ]) {
      expect(officeHoursLiterals(written), written).toHaveLength(1);
    }
    expect(officeHoursLiterals("a Saturday morning at 10:00 or 2:00 PM")).toEqual([]);
    expect(officeHoursLiterals("9 to 5 weeks")).toEqual([]);
  });

  test("no content file writes the office-hours range as a literal", () => {
    const found = contentFiles.flatMap(({ file, text }) =>
      officeHoursLiterals(text).map((literal) => `${file}: "${literal}"`),
    );
    expect(found).toEqual([]);
  });

  test("every firm token the content uses is one the pages fill in", () => {
    const known = Object.keys(firmTokens(defaultFirmFacts));
    // Not template interpolations ("${x}") or address patterns ("/locations/{area}").
    const used = contentFiles.flatMap(({ text }) => text.match(/(?<![$/])\{[a-zA-Z]+\}/g) ?? []);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((t) => !known.includes(t))).toEqual([]);
  });
});
