import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type DisclosedFacts, disclosureLines } from "~/shared/firm/disclosures";
import { type FirmFacts, formatAddress } from "~/shared/firm/facts";
import { LayoutTable } from "./mail-parts";

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

/**
 * The firm's letterhead for every e-mail: plain HTML with inline styles (mail clients ignore
 * stylesheets), no remote images, and a footer with the offices, phone and SRA statement.
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
        <title>{subject}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          background: "#f7f4ee",
          fontFamily: "Arial,Helvetica,sans-serif",
          color: "#1f2430",
        }}
      >
        <LayoutTable width="100%" style={{ background: "#f7f4ee" }}>
          <tr>
            <td align="center" style={{ padding: "24px 12px" }}>
              <LayoutTable
                width="600"
                style={{
                  maxWidth: "600px",
                  width: "100%",
                  background: "#ffffff",
                  borderTop: "6px solid #1b2a4a",
                }}
              >
                <tr>
                  <td
                    style={{
                      padding: "24px 28px 8px",
                      fontFamily: "Georgia,serif",
                      fontSize: "22px",
                      color: "#1b2a4a",
                    }}
                  >
                    {firm.name}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: "8px 28px 24px", fontSize: "16px", lineHeight: 1.5 }}>
                    {children}
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      padding: "20px 28px",
                      background: "#1b2a4a",
                      color: "#e8e2d6",
                      fontSize: "13px",
                      lineHeight: 1.5,
                    }}
                  >
                    {officeLinesOf(firm).map((line) => (
                      <span key={line}>
                        {line}
                        <br />
                      </span>
                    ))}
                    Phone: {firm.phone} · E-mail: {firm.email}
                    {disclosureLines(firm).map((line) => (
                      <span key={line}>
                        <br />
                        <br />
                        {line}
                      </span>
                    ))}
                  </td>
                </tr>
              </LayoutTable>
            </td>
          </tr>
        </LayoutTable>
      </body>
    </html>
  );
}

/**
 * A whole e-mail: the body as React elements inside the letterhead (so everything a person
 * typed is escaped by React, never by hand), and the same message as plain text.
 */
export function renderMail(input: {
  subject: string;
  body: ReactNode;
  text: string;
  /** The firm's facts when the mail is queued: deps.firm.facts() in the service. */
  firm: MailFirm;
}): RenderedMail {
  const { firm } = input;
  const html = `<!doctype html>\n${renderToStaticMarkup(
    <Letterhead subject={input.subject} firm={firm}>
      {input.body}
    </Letterhead>,
  )}`;
  const text = [
    firm.name,
    "",
    input.text.trim(),
    "",
    "--",
    ...officeLinesOf(firm),
    `Phone: ${firm.phone} | E-mail: ${firm.email}`,
    ...disclosureLines(firm),
    "",
  ].join("\n");
  return { subject: input.subject, html, text };
}
