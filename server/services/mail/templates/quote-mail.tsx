import { formatPounds } from "~/shared/money";
import type { Amount, Quote, QuoteLine, QuoteSection } from "~/shared/quote/calculate-quote";
import { quoteFacts } from "~/shared/quote/quote-facts";
import type { QuoteInput } from "~/shared/quote/quote-schema";
import { formatLongDate } from "~/shared/time/format";
import { greeting } from "./greeting";
import { type MailFirm, type RenderedMail, renderMail } from "./letterhead";
import { lightMail } from "./mail-colours";
import {
  type DetailRows,
  DetailsBlock,
  detailLines,
  Heading,
  LayoutTable,
  LinkButton,
  Paragraph,
} from "./mail-parts";
import { textAction, textHeading } from "./mail-text";

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
      <Heading>{section.title}</Heading>
      <LayoutTable width="100%" style={{ fontSize: "15px" }}>
        {linesOf(section).map((line) => (
          <tr key={line.label}>
            <td style={{ padding: "4px 8px 4px 0", borderBottom: `1px solid ${rowLine}` }}>
              {line.label}
            </td>
            <td
              align="right"
              style={{
                padding: "4px 0",
                borderBottom: `1px solid ${rowLine}`,
                whiteSpace: "nowrap",
              }}
            >
              {money(lineTotal(line))}
            </td>
          </tr>
        ))}
        <tr>
          <th align="left" style={{ padding: "6px 8px 3px 0" }}>
            Subtotal (including VAT)
          </th>
          <th align="right" style={{ whiteSpace: "nowrap" }}>
            {money(section.total)}
          </th>
        </tr>
      </LayoutTable>
      <Paragraph style={{ margin: "8px 0 0", fontSize: "14px" }}>
        <span className="ch-muted" style={{ color: lightMail.muted }}>
          Not included: {section.excludes.join("; ")}.
        </span>
      </Paragraph>
    </>
  );
}

/** The lines between a section's rows: stone, faint in either scheme (decoration, not text). */
const rowLine = "#e8e2d6";

const sectionText = (section: QuoteSection) =>
  [
    ...textHeading(section.title),
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
  const talk = `To talk it through, book a free consultation or call us on ${firm.phone}.`;
  const book = { label: "Book a free consultation", href: `${siteUrl}/consultation` };
  const hello = greeting("");
  return renderMail({
    firm,
    subject: `Your conveyancing quote (${reference})`,
    body: (
      <>
        <Paragraph>{hello}</Paragraph>
        <Paragraph>
          Here is the quote you asked for. Your reference is <strong>{reference}</strong>.
        </Paragraph>
        <DetailsBlock title="What this quote is for" rows={facts} />
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
        <Paragraph style={{ margin: "16px 0 14px" }}>{ranges}</Paragraph>
        <Paragraph>{talk}</Paragraph>
        <LinkButton href={book.href} label={book.label} />
      </>
    ),
    text: [
      hello,
      "",
      `Here is the quote you asked for. Your reference is ${reference}.`,
      "",
      ...textHeading("What this quote is for"),
      ...detailLines(facts),
      "",
      `Total: ${money(quote.total)} including VAT${withTax}.`,
      "",
      ...quote.sections.flatMap((s) => [sectionText(s), ""]),
      ...(sdlt ? [`Stamp Duty Land Tax: ${sdlt}`, ""] : []),
      ranges,
      "",
      talk,
      textAction(book.label, book.href),
    ].join("\n"),
  });
}
