const tz = "Europe/London";

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: tz,
  weekday: "long",
  day: "numeric",
  month: "long",
});
const shortDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: tz,
  weekday: "short",
  day: "numeric",
  month: "short",
});
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: tz,
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "Tuesday 1 December", in London. */
export const formatDay = (isoOrDate: string | Date) => dayFormat.format(new Date(isoOrDate));
/** "Tue 1 Dec". */
export const formatShortDay = (isoOrDate: string | Date) => shortDay.format(new Date(isoOrDate));
/** "9:30 am", in London. */
export const formatTime = (iso: string | Date) =>
  timeFormat
    .format(new Date(iso))
    .replace(/\s?([ap]m)$/i, " $1")
    .toLowerCase();
