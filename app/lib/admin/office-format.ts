const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "22 Nov 2026, 2:05 pm" in London, for lists and histories in the admin area. */
export function formatDateTime(value: string | Date): string {
  return dateTime
    .format(new Date(value))
    .replace(/\s?([ap]m)$/i, " $1")
    .replace(" at ", ", ");
}

/** "3 results", "1 result". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
}
