import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

/**
 * The firm's calendar has one home, app/shared/time/: today in London, adding days, weeks and
 * months, formatting and parsing. A second copy elsewhere drifts (three "today in London" and
 * three addDays did, issue 28), so a file outside it that reaches for the zone or does its own
 * date arithmetic fails here, naming what to import instead.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));
const home = "app/shared/time/";

const rules: ReadonlyArray<{ pattern: RegExp; use: string }> = [
  { pattern: /from "date-fns(-tz)?"/, use: "app/shared/time/london-instant.ts or calendar.ts" },
  { pattern: /Europe\/London/, use: "firmTimeZone from app/shared/time/london-clock.ts" },
  { pattern: /Intl\.DateTimeFormat/, use: "app/shared/time/london-clock.ts or format.ts" },
  { pattern: /toLocale(Date|Time)?String\([^)]*timeZone/, use: "app/shared/time/format.ts" },
  { pattern: /toLocale(Date|Time)String\(/, use: "app/shared/time/format.ts" },
  {
    pattern: /\.set(UTC)?(Date|Month|FullYear)\(/,
    use: "addDays or addMonths in app/shared/time/calendar.ts",
  },
  { pattern: /T12:00:00Z/, use: "app/shared/time/calendar.ts (weekdayOf, addDays) or format.ts" },
  { pattern: /"January"/, use: "formatMonth or formatDateWith in app/shared/time/format.ts" },
  {
    pattern: /function (addDays|mondayOf|todayInLondon)\b|const (addDays|mondayOf|todayInLondon) =/,
    use: "app/shared/time/",
  },
];

/** Lines that may break a rule, by file, each with the reason. */
const allowed: Readonly<Record<string, RegExp>> = {
  // The developer's log formatter writes each line's time in whatever zone the person running
  // it asks for; it is not the firm's calendar.
  "server/format-log-line.ts": /toLocaleTimeString\(/,
  // Retention counts months back from an instant ("12 months after"), not calendar dates.
  "server/services/retention/purge-expired-data.ts": /\.setUTCMonth\(/,
};

function sourceFiles(): string[] {
  return ["app", "server"].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .map((file) => `${folder}/${file.split(path.sep).join("/")}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.startsWith(home) && !file.startsWith("server/db/migrations/")),
  );
}

test("no file outside app/shared/time reads the time zone or does its own calendar arithmetic", () => {
  const found: string[] = [];
  for (const file of sourceFiles()) {
    const lines = readFileSync(path.join(root, file), "utf8").split("\n");
    for (const [index, line] of lines.entries()) {
      for (const { pattern, use } of rules) {
        if (pattern.test(line) && !allowed[file]?.test(line))
          found.push(`${file}:${index + 1}: ${line.trim()} (use ${use})`);
      }
    }
  }
  expect(found).toEqual([]);
});

test("the rules catch what they are for", () => {
  const caught = (line: string) => rules.some(({ pattern }) => pattern.test(line));
  expect(caught('import { fromZonedTime } from "date-fns-tz";')).toBe(true);
  expect(caught('import { addDays } from "date-fns";')).toBe(true);
  expect(caught('  timeZone: "Europe/London",')).toBe(true);
  expect(caught('  return new Intl.DateTimeFormat("en-CA", {')).toBe(true);
  expect(caught("  d.setUTCDate(d.getUTCDate() + days);")).toBe(true);
  expect(caught('const weekday = new Date(date + "T12:00:00Z").getUTCDay();')).toBe(true);
  expect(caught('const monthNames = ["January", "February"];')).toBe(true);
  expect(caught("function addDays(date: string, days: number): string {")).toBe(true);
  expect(caught('import { addDays } from "~/shared/time/calendar";')).toBe(false);
  expect(caught('const limit = NOTE_MAX.toLocaleString("en-GB");')).toBe(false);
  expect(caught("setMonth(monthOf(to));")).toBe(false);
});
