import { formatPounds } from "~/shared/money";
import type { Amount } from "~/shared/quote/calculate-quote";
import { quoteFacts } from "~/shared/quote/quote-facts";
import type { QuoteInput } from "~/shared/quote/quote-schema";
import { type MailFirm, type RenderedMail, renderMail } from "./letterhead";
import { type DetailRows, DetailsTable, detailLines, LinkButton, Paragraph } from "./mail-parts";

const money = (a: Amount) =>
  a.min === a.max ? formatPounds(a.min) : `${formatPounds(a.min)} to ${formatPounds(a.max)}`;

/**
 * To the firm: someone had a quote e-mailed to them. Less than an enquiry's notification holds
 * (no name, phone or message, which a quote never has, and of the answers only what they are
 * doing): the rest is on the lead's page in the admin area, behind sign-in.
 */
export function quoteLeadNotification(
  lead: { id: string; reference: string; email: string; input: QuoteInput; total: Amount },
  siteUrl: string,
  firm: MailFirm,
): RenderedMail {
  const doing = quoteFacts(lead.input)[0]?.value ?? "Conveyancing";
  const rows: DetailRows = [
    ["Reference", lead.reference],
    ["E-mail", lead.email],
    ["What they are doing", doing],
    ["Total quoted", `${money(lead.total)} including VAT`],
  ];
  const href = `${siteUrl}/admin/leads/${lead.id}`;
  const intro = "Someone has had a conveyancing quote e-mailed to them from the website.";
  return renderMail({
    firm,
    subject: `New quote lead ${lead.reference}: ${doing.toLowerCase()}`,
    body: (
      <>
        <Paragraph>{intro}</Paragraph>
        <DetailsTable rows={rows} />
        <LinkButton href={href} label="Open the quote lead" />
      </>
    ),
    text: [intro, "", ...detailLines(rows), "", `Open the quote lead: ${href}`].join("\n"),
  });
}
