import { formatPounds } from "~/shared/money";
import type { Amount, Quote, QuoteLine, QuoteSection } from "~/shared/quote/calculate-quote";
import { quoteFacts } from "~/shared/quote/quote-facts";
import type { QuoteInput } from "~/shared/quote/quote-schema";
import { formatLongDate } from "~/shared/time/format";
import { type MailFirm, type RenderedMail, renderMail } from "./letterhead";
import {
  type DetailRows,
  DetailsTable,
  detailLines,
  Heading,
  LayoutTable,
  Paragraph,
} from "./mail-parts";

const money = (a: Amount) =>
  a.min === a.max ? formatPounds(a.min) : `${formatPounds(a.min)} to ${formatPounds(a.max)}`;
const lineTotal = (l: QuoteLine) => ({ min: l.net.min + l.vat.min, max: l.net.max + l.vat.max });
const linesOf = (section: QuoteSection) => [
  section.legalFee,
  ...section.supplements,
  ...section.disbursements,
];

function SectionTable({ section }: { section: QuoteSection }) {
  return (
    <>
      <h2 style={{ fontSize: "18px", margin: "20px 0 8px" }}>{section.title}</h2>
      <LayoutTable width="100%" style={{ fontSize: "15px" }}>
        {linesOf(section).map((line) => (
          <tr key={line.label}>
            <td style={{ padding: "3px 8px 3px 0" }}>{line.label}</td>
            <td align="right" style={{ padding: "3px 0" }}>
              {money(lineTotal(line))}
            </td>
          </tr>
        ))}
        <tr>
          <th align="left" style={{ padding: "6px 8px 3px 0" }}>
            Subtotal (including VAT)
          </th>
          <th align="right">{money(section.total)}</th>
        </tr>
      </LayoutTable>
      <Paragraph style={{ margin: "8px 0 0", fontSize: "14px" }}>
        Not included: {section.excludes.join("; ")}.
      </Paragraph>
    </>
  );
}

const sectionText = (section: QuoteSection) =>
  [
    section.title.toUpperCase(),
    ...linesOf(section).map((l) => `  ${l.label}: ${money(lineTotal(l))}`),
    `  Subtotal (including VAT): ${money(section.total)}`,
    `  Not included: ${section.excludes.join("; ")}.`,
  ].join("\n");

/**
 * The quote as the visitor saw it: the facts it was worked out for (what "fixed for the facts
 * above" refers to), every line, VAT, stamp duty and what is not included.
 */
export function quoteMail(
  reference: string,
  quoted: { input: QuoteInput; quote: Quote; quotedOn: string },
  siteUrl: string,
  firm: MailFirm,
): RenderedMail {
  const { quote } = quoted;
  const facts: DetailRows = [
    ...quoteFacts(quoted.input).map((f): [string, string] => [f.label, f.value]),
    ["Quoted on", formatLongDate(quoted.quotedOn)],
  ];
  const withTax = quote.sdlt ? " and Stamp Duty Land Tax" : "";
  const sdlt = quote.sdlt
    ? `${formatPounds(quote.sdlt.total)}, included in the total above. It is a tax paid to HMRC, not one of our fees: we pay it for you from the money you send before completion.`
    : undefined;
  const ranges =
    "Figures shown as a range depend on third parties, such as the council's search fee. Our fees are fixed for the facts above; we confirm everything in writing before we start.";
  const talk = `To talk it through, book a free consultation at ${siteUrl}/consultation or call us.`;
  return renderMail({
    firm,
    subject: `Your conveyancing quote (${reference})`,
    body: (
      <>
        <Paragraph>
          Here is the quote you asked for. Your reference is <strong>{reference}</strong>.
        </Paragraph>
        <Heading>What this quote is for</Heading>
        <DetailsTable rows={facts} />
        <Paragraph style={{ fontSize: "20px" }}>
          <strong>Total: {money(quote.total)}</strong> including VAT{withTax}.
        </Paragraph>
        {quote.sections.map((section) => (
          <SectionTable key={section.title} section={section} />
        ))}
        {sdlt ? (
          <Paragraph style={{ margin: "16px 0 0" }}>
            <strong>Stamp Duty Land Tax:</strong> {sdlt}
          </Paragraph>
        ) : null}
        <Paragraph style={{ margin: "16px 0 0" }}>
          {ranges} {talk}
        </Paragraph>
      </>
    ),
    text: [
      `Here is the quote you asked for. Your reference is ${reference}.`,
      "",
      "WHAT THIS QUOTE IS FOR",
      ...detailLines(facts).map((line) => `  ${line}`),
      "",
      `Total: ${money(quote.total)} including VAT${withTax}.`,
      "",
      ...quote.sections.flatMap((s) => [sectionText(s), ""]),
      ...(sdlt ? [`Stamp Duty Land Tax: ${sdlt}`, ""] : []),
      ranges,
      talk,
    ].join("\n"),
  });
}
