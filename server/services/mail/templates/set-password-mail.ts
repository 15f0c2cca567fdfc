import { firm } from "~/config/firm";
import { escapeHtml } from "./escape";
import { type RenderedMail, wrapInLayout } from "./layout";

/** The e-mail that brings a new member of staff in: a one-time link to choose a password. */
export function setPasswordMail(input: {
  name: string;
  link: string;
  hours: number;
  invitedBy: string;
}): RenderedMail {
  const intro = `${input.invitedBy} has made you an account for the ${firm.shortName} website's admin area.`;
  const validity = `The link works once, for ${input.hours} hours. If it has run out, ask an administrator to send a new one.`;
  const unexpected = "If you weren't expecting this e-mail, you can ignore it.";
  return wrapInLayout({
    subject: `Set your password for the ${firm.shortName} admin area`,
    bodyHtml: `<p style="margin:0 0 12px;">Dear ${escapeHtml(input.name)},</p>
<p style="margin:0 0 12px;">${escapeHtml(intro)} To start, choose your password:</p>
<p style="margin:0 0 16px;"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1b2a4a;color:#ffffff;padding:12px 20px;text-decoration:none;font-weight:bold;">Set your password</a></p>
<p style="margin:0 0 12px;font-size:14px;">Or copy this address into your browser: ${escapeHtml(input.link)}</p>
<p style="margin:0 0 12px;">${escapeHtml(validity)}</p>
<p style="margin:0;">${escapeHtml(unexpected)}</p>`,
    bodyText: [
      `Dear ${input.name},`,
      "",
      `${intro} To start, choose your password:`,
      "",
      input.link,
      "",
      validity,
      "",
      unexpected,
    ].join("\n"),
  });
}
