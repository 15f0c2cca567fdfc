import type { CSSProperties, ReactNode } from "react";

/** A paragraph of a mail's body; `style` adds to (or overrides) the usual spacing. */
export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <p style={{ margin: "0 0 12px", ...style }}>{children}</p>;
}

export function Heading({ children }: { children: ReactNode }) {
  return <h2 style={{ fontSize: "17px", margin: "16px 0 8px" }}>{children}</h2>;
}

/** A link that shows its own address, so it can be copied from a mail client that hides links. */
export function LinkShown({ href }: { href: string }) {
  return <a href={href}>{href}</a>;
}

/** The one button a link mail has, and the same address written out for clients that hide links. */
export function LinkButton({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Paragraph style={{ margin: "0 0 16px" }}>
        <a
          href={href}
          style={{
            display: "inline-block",
            background: "#1b2a4a",
            color: "#ffffff",
            padding: "12px 20px",
            textDecoration: "none",
            fontWeight: "bold",
          }}
        >
          {label}
        </a>
      </Paragraph>
      <Paragraph style={{ fontSize: "14px" }}>
        Or copy this address into your browser: {href}
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
  style,
}: {
  children: ReactNode;
  width?: string;
  style?: CSSProperties;
}) {
  return (
    <table role="presentation" width={width} cellPadding="0" cellSpacing="0" style={style}>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Label and value; with an address, the value links to it (and the plain text gives it too). */
export type DetailRows = Array<[label: string, value: string, href?: string]>;

/** Labelled details (reference, when, name…), one to a row. */
export function DetailsTable({ rows }: { rows: DetailRows }) {
  return (
    <LayoutTable style={{ margin: "0 0 16px", fontSize: "15px" }}>
      {rows.map(([label, value, href]) => (
        <tr key={label}>
          <th align="left" style={{ padding: "4px 12px 4px 0", verticalAlign: "top" }}>
            {label}
          </th>
          <td style={{ padding: "4px 0" }}>{href ? <a href={href}>{value}</a> : value}</td>
        </tr>
      ))}
    </LayoutTable>
  );
}

/** The same details in the plain-text part: "Label: value" lines, a link's address after it. */
export const detailLines = (rows: DetailRows) =>
  rows.map(([label, value, href]) =>
    href && href !== value ? `${label}: ${value} (${href})` : `${label}: ${value}`,
  );
