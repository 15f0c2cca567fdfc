import type { CSSProperties, ReactNode } from "react";
import { lightMail } from "./mail-colours";

/** Serif for the firm's name and headings, as the site sets them; web fonts never load in mail. */
export const serif = "Georgia,'Times New Roman',serif";
export const sans = "Arial,Helvetica,sans-serif";

/** A paragraph of a mail's body; `style` adds to (or overrides) the usual spacing. */
export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <p style={{ margin: "0 0 14px", ...style }}>{children}</p>;
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <h2
      className="ch-heading"
      style={{
        fontFamily: serif,
        fontSize: "19px",
        lineHeight: 1.3,
        fontWeight: "bold",
        color: lightMail.heading,
        margin: "22px 0 8px",
      }}
    >
      {children}
    </h2>
  );
}

/** Long addresses break where they must, never a line of words mid-word. */
const linkStyle: CSSProperties = {
  color: lightMail.link,
  textDecoration: "underline",
  overflowWrap: "break-word",
  wordBreak: "break-word",
};

/** A link that shows its own address, so it can be copied from a mail client that hides links. */
export function LinkShown({ href }: { href: string }) {
  return (
    <a href={href} className="ch-link" style={linkStyle}>
      {href}
    </a>
  );
}

/** Outlook for Windows ignores a link's padding; this pads the cell there instead. */
const outlookPadding = { msoPaddingAlt: "14px 24px" } as CSSProperties;

/**
 * The one button a mail has: a table cell holding the link ("bulletproof"), so it stays a
 * 48 px terracotta button where a client ignores padding on links (Outlook for Windows), and
 * the same address written out below it for clients that hide links.
 */
export function LinkButton({ href, label }: { href: string; label: string }) {
  return (
    <>
      <LayoutTable style={{ margin: "8px 0 14px" }}>
        <tr>
          <td
            className="ch-button"
            height="48"
            style={{
              background: lightMail.buttonBackground,
              borderRadius: "6px",
              ...outlookPadding,
            }}
          >
            <a
              href={href}
              className="ch-button"
              style={{
                display: "inline-block",
                padding: "14px 24px",
                fontFamily: sans,
                fontSize: "17px",
                lineHeight: "20px",
                fontWeight: "bold",
                color: lightMail.buttonText,
                background: lightMail.buttonBackground,
                borderRadius: "6px",
                textDecoration: "none",
              }}
            >
              {label}
            </a>
          </td>
        </tr>
      </LayoutTable>
      <Paragraph style={{ fontSize: "14px" }}>
        <span className="ch-muted" style={{ color: lightMail.muted }}>
          Or copy this address into your browser:
        </span>{" "}
        <LinkShown href={href} />
      </Paragraph>
    </>
  );
}

/**
 * A table used for layout, as mail clients need it (many ignore CSS layout): no spacing of its
 * own, and marked as presentation so screen readers read its cells as plain text.
 */
export function LayoutTable({
  children,
  width,
  className,
  style,
}: {
  children: ReactNode;
  width?: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <table
      role="presentation"
      width={width}
      className={className}
      cellPadding="0"
      cellSpacing="0"
      style={{ borderCollapse: "collapse", ...style }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/** A phone number, which never wraps (as on the site). */
export function Phone({ number }: { number: string }) {
  return <span style={{ whiteSpace: "nowrap" }}>{number}</span>;
}

/** Label and value; with an address, the value links to it (and the plain text gives it too). */
export type DetailRows = Array<[label: string, value: string, href?: string]>;

/** Labelled details (reference, when, name…), one to a row. */
export function DetailsTable({ rows }: { rows: DetailRows }) {
  return (
    <LayoutTable style={{ margin: "0 0 16px", fontSize: "15px", lineHeight: 1.45 }}>
      {rows.map(([label, value, href]) => (
        <tr key={label}>
          <th
            align="left"
            className="ch-muted"
            style={{
              padding: "4px 14px 4px 0",
              verticalAlign: "top",
              color: lightMail.muted,
              fontWeight: "bold",
            }}
          >
            {label}
          </th>
          <td style={{ padding: "4px 0", verticalAlign: "top" }}>
            {href ? (
              <a href={href} className="ch-link" style={linkStyle}>
                {value}
              </a>
            ) : (
              value
            )}
          </td>
        </tr>
      ))}
    </LayoutTable>
  );
}

/**
 * Details that matter most (a consultation's time, place and lawyer) as a block of their own:
 * a cream panel with a terracotta rule and a title, so they are found at a glance.
 */
export function DetailsBlock({ title, rows }: { title: string; rows: DetailRows }) {
  return (
    <LayoutTable width="100%" style={{ margin: "4px 0 18px" }}>
      <tr>
        <td
          className="ch-details"
          style={{
            background: lightMail.detailsBackground,
            borderLeft: `4px solid ${lightMail.rule}`,
            padding: "14px 18px 2px",
          }}
        >
          <h2
            className="ch-heading"
            style={{
              fontFamily: serif,
              fontSize: "18px",
              lineHeight: 1.3,
              color: lightMail.heading,
              margin: "0 0 8px",
            }}
          >
            {title}
          </h2>
          <DetailsTable rows={rows} />
        </td>
      </tr>
    </LayoutTable>
  );
}

/** The same details in the plain-text part: "Label: value" lines, a link's address after it. */
export const detailLines = (rows: DetailRows) =>
  rows.map(([label, value, href]) =>
    href && href !== value ? `${label}: ${value} (${href})` : `${label}: ${value}`,
  );
