import { firm } from "~/config/firm";
import { areaLabel, formatWhen, placeOf, whatToBring } from "~/lib/booking-facts";
import type { MeetingType } from "~/lib/schemas/booking";
import { formatDate } from "~/lib/time/format";
import { escapeHtml } from "./escape";
import { type RenderedMail, wrapInLayout } from "./layout";

export interface BookingForMail {
  reference: string;
  name: string;
  email: string;
  phone: string;
  summary: string;
  practiceArea: string;
  type: MeetingType;
  start: Date;
  manageUrl: string;
}

const p = (html: string) => `<p style="margin:0 0 12px;">${html}</p>`;

function details(b: BookingForMail) {
  const place = placeOf(b.type, b.phone);
  return {
    rows: [
      ["Reference", b.reference],
      ["When", formatWhen(b.start)],
      ["How", place.label],
      ["Where", place.where],
      ["About", areaLabel(b.practiceArea)],
    ] as Array<[string, string]>,
  };
}

function table(rows: Array<[string, string]>) {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top;">${k}</th><td style="padding:4px 0;">${escapeHtml(v)}</td></tr>`,
    )
    .join("")}</table>`;
}

/** To the client: the time in UK time, place, what to bring and the manage link. */
export function bookingConfirmation(
  b: BookingForMail,
  options: { moved?: boolean; linkReplaced?: boolean } = {},
): RenderedMail {
  const { rows } = details(b);
  const first = b.name.split(/\s+/)[0] ?? b.name;
  const opening = options.moved
    ? "Your free consultation has moved. Here are the new details; your calendar invite is updated."
    : "Your free 30-minute consultation is booked. The details are below, with a calendar invite attached.";
  // Staff changes issue a fresh manage link (only its hash is kept, so the old one can't be resent).
  const replaced = options.linkReplaced
    ? " It replaces the link in our earlier e-mails, which no longer works."
    : "";
  return wrapInLayout({
    subject: options.moved
      ? `Your consultation has moved: ${formatWhen(b.start)} (${b.reference})`
      : `Your free consultation: ${formatWhen(b.start)} (${b.reference})`,
    bodyHtml: `${p(`Dear ${escapeHtml(first)},`)}${p(opening)}${table(rows)}
<h2 style="font-size:17px;margin:16px 0 8px;">What to bring</h2>
<ul style="margin:0 0 12px;padding-left:20px;">${whatToBring.map((w) => `<li>${escapeHtml(w)}</li>`).join("")}</ul>
${p(`To cancel or change the time, use this link: <a href="${escapeHtml(b.manageUrl)}">${escapeHtml(b.manageUrl)}</a>. Keep it to yourself: anyone with it can change the booking.${replaced}`)}
${p(`If you need to talk to us before then, call ${escapeHtml(firm.phone)}.`)}`,
    bodyText: [
      `Dear ${first},`,
      "",
      opening,
      "",
      ...rows.map(([k, v]) => `${k}: ${v}`),
      "",
      "What to bring:",
      ...whatToBring.map((w) => `- ${w}`),
      "",
      `To cancel or change the time: ${b.manageUrl}`,
      `Keep this link to yourself: anyone with it can change the booking.${replaced}`,
      "",
      `If you need to talk to us before then, call ${firm.phone}.`,
    ].join("\n"),
  });
}

export function bookingReminder(b: BookingForMail): RenderedMail {
  const { rows } = details(b);
  return wrapInLayout({
    subject: `Reminder: your consultation tomorrow (${b.reference})`,
    bodyHtml: `${p("This is a reminder of your free consultation with us.")}${table(rows)}${p(`Can't make it? Cancel or change it here: <a href="${escapeHtml(b.manageUrl)}">${escapeHtml(b.manageUrl)}</a>`)}`,
    bodyText: [
      "This is a reminder of your free consultation with us.",
      "",
      ...rows.map(([k, v]) => `${k}: ${v}`),
      "",
      `Can't make it? Cancel or change it here: ${b.manageUrl}`,
    ].join("\n"),
  });
}

export function bookingCancelled(b: BookingForMail, reason: string | null): RenderedMail {
  const { rows } = details(b);
  return wrapInLayout({
    subject: `Your consultation is cancelled (${b.reference})`,
    bodyHtml: `${p("Your consultation has been cancelled.")}${table(rows)}${reason ? p(`Reason given: ${escapeHtml(reason)}`) : ""}${p(`You are welcome to book another time on our website, or call ${escapeHtml(firm.phone)}.`)}`,
    bodyText: [
      "Your consultation has been cancelled.",
      "",
      ...rows.map(([k, v]) => `${k}: ${v}`),
      ...(reason ? ["", `Reason given: ${reason}`] : []),
      "",
      `You are welcome to book another time on our website, or call ${firm.phone}.`,
    ].join("\n"),
  });
}

/** To the visitor: the Saturday request has arrived and will be confirmed by a person. */
export function saturdayRequestReceived(
  b: BookingForMail,
  part: "morning" | "afternoon",
): RenderedMail {
  const day = formatDate(b.start);
  const first = b.name.split(/\s+/)[0] ?? b.name;
  const text = `Thank you for asking for a Saturday consultation on ${day} (${part}). Saturday appointments are by arrangement, so a member of our team will contact you to confirm a time, usually by the end of the next working day. Your reference is ${b.reference}.`;
  return wrapInLayout({
    subject: `We have your Saturday request (${b.reference})`,
    bodyHtml: `${p(`Dear ${escapeHtml(first)},`)}${p(escapeHtml(text))}${p(`To cancel the request: <a href="${escapeHtml(b.manageUrl)}">${escapeHtml(b.manageUrl)}</a>`)}`,
    bodyText: [`Dear ${first},`, "", text, "", `To cancel the request: ${b.manageUrl}`].join("\n"),
  });
}

/** To the firm: who, when, how, and what it is about. */
export function bookingNotification(
  b: BookingForMail,
  event: "booked" | "moved" | "cancelled" | "requested",
): RenderedMail {
  const { rows } = details(b);
  const all: Array<[string, string]> = [
    ...rows,
    ["Name", b.name],
    ["E-mail", b.email],
    ["Phone", b.phone],
    ["Summary", b.summary],
  ];
  const verb = {
    booked: "New consultation",
    moved: "Consultation moved",
    cancelled: "Consultation cancelled",
    requested: "Saturday request to confirm",
  }[event];
  return wrapInLayout({
    subject: `${verb} ${b.reference}: ${formatWhen(b.start)}`,
    bodyHtml: `${p(`${verb}.`)}${table(all)}`,
    bodyText: [`${verb}.`, "", ...all.map(([k, v]) => `${k}: ${v}`)].join("\n"),
  });
}
