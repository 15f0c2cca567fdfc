import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { emailHref, phoneHref } from "~/shared/firm/contact-links";
import { type DisclosedFacts, disclosureLines } from "~/shared/firm/disclosures";
import { type FirmFacts, formatAddress } from "~/shared/firm/facts";
import { lightMail, mailStylesheet } from "./mail-colours";
import { LayoutTable, sans, serif } from "./mail-parts";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * What the letterhead says about the firm, from the facts source at the time the mail is
 * queued: the name, offices, phone, e-mail and every disclosure (the SRA statement first).
 */
export type MailFirm = DisclosedFacts &
  Pick<FirmFacts, "shortName" | "phone" | "email" | "offices">;

const officeLinesOf = (firm: MailFirm) => firm.offices.map((o) => `${o.name}: ${formatAddress(o)}`);

/** The widest the mail's one column grows: what every mail client shows without scrolling. */
export const mailMaxWidth = 600;

/**
 * Outlook for Windows ignores max-width, so there alone the column sits in a fixed 600 px table,
 * written in conditional comments that React cannot write: it writes these stand-ins instead.
 */
const outlookOpen = "x-outlook-open";
const outlookClose = "x-outlook-close";
const outlookTables = (html: string) =>
  html
    .replace(
      `<${outlookOpen}></${outlookOpen}>`,
      `<!--[if mso]><table role="presentation" width="${mailMaxWidth}" align="center" cellpadding="0" cellspacing="0"><tr><td><![endif]-->`,
    )
    .replace(`<${outlookClose}></${outlookClose}>`, "<!--[if mso]></td></tr></table><![endif]-->");

function Masthead({ firm }: { firm: MailFirm }) {
  return (
    <td
      className="ch-masthead"
      style={{
        background: lightMail.mastheadBackground,
        color: lightMail.mastheadText,
        borderBottom: `4px solid ${lightMail.rule}`,
        padding: "22px 28px 18px",
      }}
    >
      <div style={{ fontFamily: serif, fontSize: "24px", lineHeight: 1.25, fontWeight: "bold" }}>
        {firm.name}
      </div>
      <div style={{ fontSize: "14px", lineHeight: 1.5, marginTop: "4px" }}>
        <a href={phoneHref(firm.phone)} className="ch-masthead" style={footerLink}>
          {firm.phone}
        </a>
        {" · "}
        <a href={emailHref(firm.email)} className="ch-masthead" style={footerLink}>
          {firm.email}
        </a>
      </div>
    </td>
  );
}

/** Links on navy keep the words' colour (a client's blue would be unreadable there). */
const footerLink = { color: "inherit", textDecoration: "underline" } as const;

function Footer({ firm }: { firm: MailFirm }) {
  const [statement, ...rest] = disclosureLines(firm);
  return (
    <td
      className="ch-footer ch-pad"
      style={{
        background: lightMail.footerBackground,
        color: lightMail.footerText,
        padding: "22px 28px",
        fontSize: "13px",
        lineHeight: 1.55,
      }}
    >
      <p style={{ margin: "0 0 10px", fontWeight: "bold" }}>{statement}</p>
      <p style={{ margin: "0 0 10px" }}>
        {officeLinesOf(firm).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
        Phone:{" "}
        <a href={phoneHref(firm.phone)} className="ch-footer" style={footerLink}>
          {firm.phone}
        </a>{" "}
        · E-mail:{" "}
        <a href={emailHref(firm.email)} className="ch-footer" style={footerLink}>
          {firm.email}
        </a>
      </p>
      {rest.map((line) => (
        <p key={line} style={{ margin: "0 0 6px" }}>
          {line}
        </p>
      ))}
    </td>
  );
}

/**
 * The firm's letterhead for every e-mail: one column at most 600 px wide, laid out with tables
 * and inline styles (mail clients ignore stylesheets and CSS layout), no remote images, the
 * firm's name on navy at the top and its offices and disclosures at the foot. The stylesheet
 * only adds what a client may ignore: dark colours and narrower margins on a phone.
 */
function Letterhead({
  subject,
  firm,
  children,
}: {
  subject: string;
  firm: MailFirm;
  children: ReactNode;
}) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
        <style>{mailStylesheet()}</style>
      </head>
      <body
        className="ch-page"
        style={{
          margin: 0,
          padding: 0,
          background: lightMail.page,
          fontFamily: sans,
          color: lightMail.text,
          WebkitTextSizeAdjust: "100%",
        }}
      >
        <LayoutTable width="100%" className="ch-page" style={{ background: lightMail.page }}>
          <tr>
            <td align="center" style={{ padding: "24px 10px" }}>
              {createElement(outlookOpen)}
              <LayoutTable
                width="100%"
                className="ch-card"
                style={{
                  maxWidth: `${mailMaxWidth}px`,
                  width: "100%",
                  background: lightMail.card,
                  color: lightMail.text,
                  textAlign: "left",
                }}
              >
                <tr>
                  <Masthead firm={firm} />
                </tr>
                <tr>
                  <td
                    className="ch-pad"
                    style={{
                      padding: "26px 28px 22px",
                      fontFamily: sans,
                      fontSize: "16px",
                      lineHeight: 1.55,
                    }}
                  >
                    {children}
                  </td>
                </tr>
                <tr>
                  <Footer firm={firm} />
                </tr>
              </LayoutTable>
              {createElement(outlookClose)}
            </td>
          </tr>
        </LayoutTable>
      </body>
    </html>
  );
}

/**
 * A whole e-mail: the body as React elements inside the letterhead (so everything a person
 * typed is escaped by React, never by hand), and the same message as plain text under the
 * firm's name, with the offices and disclosures after the signature line.
 */
export function renderMail(input: {
  subject: string;
  body: ReactNode;
  text: string;
  /** The firm's facts when the mail is queued: deps.firm.facts() in the service. */
  firm: MailFirm;
}): RenderedMail {
  const { firm } = input;
  const html = `<!doctype html>\n${outlookTables(
    renderToStaticMarkup(
      <Letterhead subject={input.subject} firm={firm}>
        {input.body}
      </Letterhead>,
    ),
  )}`;
  const text = [
    firm.name,
    "=".repeat(firm.name.length),
    "",
    input.text.trim(),
    "",
    "-- ",
    `${firm.name}. Phone: ${firm.phone} | E-mail: ${firm.email}`,
    ...officeLinesOf(firm),
    "",
    ...disclosureLines(firm),
    "",
  ].join("\n");
  return { subject: input.subject, html, text };
}
