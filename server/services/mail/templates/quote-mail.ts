import { formatPounds } from "~/lib/money";
import type { Amount, Quote, QuoteLine } from "~/lib/quote/calculate-quote";
import { escapeHtml } from "./escape";
import { type RenderedMail, wrapInLayout } from "./layout";

const money = (a: Amount) =>
  a.min === a.max ? formatPounds(a.min) : `${formatPounds(a.min)} to ${formatPounds(a.max)}`;
const lineTotal = (l: QuoteLine) => ({ min: l.net.min + l.vat.min, max: l.net.max + l.vat.max });

/** The quote as the visitor saw it, with every line, VAT, SDLT and what is not included. */
export function quoteMail(reference: string, quote: Quote, siteUrl: string): RenderedMail {
  const htmlSections: string[] = [];
  const textSections: string[] = [];
  for (const section of quote.sections) {
    const lines = [section.legalFee, ...section.supplements, ...section.disbursements];
    htmlSections.push(
      `<h2 style="font-size:18px;margin:20px 0 8px;">${escapeHtml(section.title)}</h2>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="font-size:15px;">
${lines.map((l) => `<tr><td style="padding:3px 8px 3px 0;">${escapeHtml(l.label)}</td><td align="right" style="padding:3px 0;">${escapeHtml(money(lineTotal(l)))}</td></tr>`).join("\n")}
<tr><th align="left" style="padding:6px 8px 3px 0;">Subtotal (including VAT)</th><th align="right">${escapeHtml(money(section.total))}</th></tr>
</table>
<p style="margin:8px 0 0;font-size:14px;">Not included: ${escapeHtml(section.excludes.join("; "))}.</p>`,
    );
    textSections.push(
      [
        section.title.toUpperCase(),
        ...lines.map((l) => `  ${l.label}: ${money(lineTotal(l))}`),
        `  Subtotal (including VAT): ${money(section.total)}`,
        `  Not included: ${section.excludes.join("; ")}.`,
      ].join("\n"),
    );
  }
  if (quote.sdlt) {
    htmlSections.push(
      `<p style="margin:16px 0 0;"><strong>Stamp Duty Land Tax:</strong> ${escapeHtml(formatPounds(quote.sdlt.total))} (paid to HMRC)</p>`,
    );
    textSections.push(`Stamp Duty Land Tax: ${formatPounds(quote.sdlt.total)} (paid to HMRC)`);
  }
  return wrapInLayout({
    subject: `Your conveyancing quote (${reference})`,
    bodyHtml: `<p style="margin:0 0 12px;">Here is the quote you asked for. Your reference is <strong>${escapeHtml(reference)}</strong>.</p>
<p style="margin:0 0 12px;font-size:20px;"><strong>Total: ${escapeHtml(money(quote.total))}</strong> including VAT${quote.sdlt ? " and stamp duty" : ""}.</p>
${htmlSections.join("\n")}
<p style="margin:16px 0 0;">Figures shown as a range depend on third parties, such as the council's search fee. Our fees are fixed for the facts above; we confirm everything in writing before we start. To talk it through, book a free consultation at ${escapeHtml(siteUrl)}/consultation or call us.</p>`,
    bodyText: [
      `Here is the quote you asked for. Your reference is ${reference}.`,
      "",
      `Total: ${money(quote.total)} including VAT${quote.sdlt ? " and stamp duty" : ""}.`,
      "",
      ...textSections.flatMap((s) => [s, ""]),
      "Figures shown as a range depend on third parties, such as the council's search fee. Our fees are fixed for the facts above; we confirm everything in writing before we start.",
      `To talk it through, book a free consultation at ${siteUrl}/consultation or call us.`,
    ].join("\n"),
  });
}
