import { firm, formatAddress, offices } from "~/config/firm";
import { escapeHtml } from "./escape";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const regulatoryLine = `${firm.name} is authorised and regulated by the Solicitors Regulation Authority. SRA number ${firm.sraNumber}.`;

/**
 * The firm's letterhead for every e-mail: plain HTML with inline styles (mail clients ignore
 * stylesheets), no remote images, and a footer with the offices, phone and SRA statement.
 * `bodyHtml` must already be escaped; `bodyText` is plain text.
 */
export function wrapInLayout(input: {
  subject: string;
  bodyHtml: string;
  bodyText: string;
}): RenderedMail {
  const officeLines = offices.map((o) => `${o.name}: ${formatAddress(o)}`);
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f7f4ee;font-family:Arial,Helvetica,sans-serif;color:#1f2430;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f4ee;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-top:6px solid #1b2a4a;">
<tr><td style="padding:24px 28px 8px;font-family:Georgia,serif;font-size:22px;color:#1b2a4a;">${escapeHtml(firm.name)}</td></tr>
<tr><td style="padding:8px 28px 24px;font-size:16px;line-height:1.5;">${input.bodyHtml}</td></tr>
<tr><td style="padding:20px 28px;background:#1b2a4a;color:#e8e2d6;font-size:13px;line-height:1.5;">
${officeLines.map((l) => `${escapeHtml(l)}<br>`).join("\n")}
Phone: ${escapeHtml(firm.phone)} &middot; E-mail: ${escapeHtml(firm.email)}<br><br>
${escapeHtml(regulatoryLine)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    firm.name,
    "",
    input.bodyText.trim(),
    "",
    "--",
    ...officeLines,
    `Phone: ${firm.phone} | E-mail: ${firm.email}`,
    regulatoryLine,
    "",
  ].join("\n");
  return { subject: input.subject, html, text };
}
