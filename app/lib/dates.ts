const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** "22 November 2026", in the firm's time zone whatever the server's. */
export function formatLongDate(iso: string | Date): string {
  return longDate.format(typeof iso === "string" ? new Date(iso) : iso);
}

const yearFormat = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "Europe/London" });

/** The current year where the firm is, e.g. for the copyright line. */
export function currentYearInLondon(now: Date = new Date()): string {
  return yearFormat.format(now);
}
