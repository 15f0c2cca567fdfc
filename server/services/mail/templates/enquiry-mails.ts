import { firm, type PracticeAreaSlug, practiceAreaName } from "~/config/firm";
import { escapeHtml } from "./escape";
import { type RenderedMail, wrapInLayout } from "./layout";

export interface EnquiryForMail {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  practiceArea: string;
  message: string;
  replyBy: "email" | "phone";
}

const areaName = (slug: string) =>
  slug === "other" ? "Something else" : practiceAreaName(slug as PracticeAreaSlug);

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px;">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

/** To the firm: everything the visitor sent, so the right person can reply. */
export function enquiryNotification(e: EnquiryForMail): RenderedMail {
  const rows: Array<[string, string]> = [
    ["Reference", e.reference],
    ["Name", e.name],
    ["E-mail", e.email],
    ["Phone", e.phone ?? "Not given"],
    ["About", areaName(e.practiceArea)],
    ["Reply by", e.replyBy === "phone" ? "Phone" : "E-mail"],
  ];
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top;">${k}</th><td style="padding:4px 0;">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  return wrapInLayout({
    subject: `New enquiry ${e.reference}: ${areaName(e.practiceArea)}`,
    bodyHtml: `<p style="margin:0 0 12px;">A new enquiry has come in through the website.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">${table}</table>
<h2 style="font-size:17px;margin:16px 0 8px;">Message</h2>${paragraphs(e.message)}`,
    bodyText: [
      "A new enquiry has come in through the website.",
      "",
      ...rows.map(([k, v]) => `${k}: ${v}`),
      "",
      "Message:",
      e.message,
    ].join("\n"),
  });
}

/**
 * To the visitor: that we have it, the reference and what happens next. Their message is not
 * repeated, in case the address was mistyped and this reaches someone else.
 */
export function enquiryAcknowledgement(e: EnquiryForMail): RenderedMail {
  const firstName = e.name.split(/\s+/)[0] ?? e.name;
  const reply =
    e.replyBy === "phone"
      ? "We will call you on the number you gave us"
      : "We will reply to this e-mail address";
  return wrapInLayout({
    subject: `We have your message (${e.reference})`,
    bodyHtml: `<p style="margin:0 0 12px;">Dear ${escapeHtml(firstName)},</p>
<p style="margin:0 0 12px;">Thank you for contacting ${escapeHtml(firm.name)} about ${escapeHtml(areaName(e.practiceArea).toLowerCase())}. Your reference is <strong>${escapeHtml(e.reference)}</strong>.</p>
<p style="margin:0 0 12px;">${reply}, usually by the end of the next working day. If your matter is urgent, please call us on ${escapeHtml(firm.phone)}, Monday to Friday, 9am to 5pm.</p>
<p style="margin:0 0 12px;">Sending us a message does not make you our client; we will confirm in writing if we are able to act for you.</p>
<p style="margin:0;">If you did not contact us, please ignore this e-mail.</p>`,
    bodyText: [
      `Dear ${firstName},`,
      "",
      `Thank you for contacting ${firm.name} about ${areaName(e.practiceArea).toLowerCase()}. Your reference is ${e.reference}.`,
      "",
      `${reply}, usually by the end of the next working day. If your matter is urgent, please call us on ${firm.phone}, Monday to Friday, 9am to 5pm.`,
      "",
      "Sending us a message does not make you our client; we will confirm in writing if we are able to act for you.",
      "",
      "If you did not contact us, please ignore this e-mail.",
    ].join("\n"),
  });
}
