/**
 * The instant every browser-test server's clock starts at (scripts/e2e-server.mjs,
 * E2E_CLOCK_START), and the one the screenshot tests fix the browser's clock to. Tests pick their
 * dates from it, never from the real calendar: a "Friday two weeks ahead" of the real day was
 * Christmas Day on 7 December 2026, inside the seeded Christmas closure.
 */
export const TEST_CLOCK_START = "2026-11-25T10:00:00Z";

/**
 * A London date some weeks after the test clock's start that falls on the given weekday
 * (1 = Monday … 5 = Friday), as YYYY-MM-DD.
 */
export function weekdayAfterClockStart(weekday: number, weeksAhead: number): string {
  const d = new Date(TEST_CLOCK_START);
  d.setUTCDate(d.getUTCDate() + weeksAhead * 7);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
