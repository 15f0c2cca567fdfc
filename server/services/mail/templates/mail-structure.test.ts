import { describe, expect, test } from "vitest";
import { regulatoryStatement } from "~/shared/firm/disclosures";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { sampleMails } from "../../../../tests/fixtures/sample-mails";
import { bookingConfirmation } from "./booking-mails";

/**
 * What every e-mail is built from (issue 32): a phone's viewport, one column at most 600 px,
 * the letterhead, one greeting, a real button for its one action, the SRA statement, and a
 * plain-text part that says the same. Every template, through sampleMails.
 */
const sraLine = regulatoryStatement(defaultFirmFacts);
const cases = sampleMails.map((sample) => [sample.name, sample] as const);

/** The plain text between the letterhead's name and its signature line. */
const textBody = (text: string) => text.split("\n-- \n")[0]?.split("\n").slice(3) ?? [];

function sampleNamed(name: string) {
  const sample = sampleMails.find((s) => s.name === name);
  if (!sample) throw new Error(`no sample mail ${name}`);
  return sample.mail;
}

/** The button cells of a mail's HTML: `<td class="ch-button" …>…</td>`. */
const buttonsIn = (html: string) => [...html.matchAll(/<td class="ch-button"[^>]*>(.*?)<\/td>/g)];

describe.each(cases)("the %s mail", (_name, { mail, action, toFirm }) => {
  test("fits a phone: a viewport, one column at most 600 px wide, in tables", () => {
    expect(mail.html.startsWith('<!doctype html>\n<html lang="en-GB">')).toBe(true);
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    );
    expect(mail.html).toContain("max-width:600px;width:100%");
    expect(mail.html).toContain('<!--[if mso]><table role="presentation" width="600"');
    // Layout that mail clients drop, and anything fetched from elsewhere, are never used.
    expect(mail.html).not.toMatch(/display:(flex|grid)|<img|<script|src=|<link/i);
  });

  test("says it can be read in a dark scheme, and gives its dark colours", () => {
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(mail.html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(mail.html).toContain("@media (prefers-color-scheme: dark)");
  });

  test("carries the letterhead: the firm's name first and the SRA statement in the footer", () => {
    expect(mail.html).toMatch(/class="ch-masthead"[^>]*><div[^>]*>Carrow &amp; Hale Solicitors</);
    expect(mail.html).toContain(sraLine.replace("&", "&amp;"));
    expect(mail.text.startsWith("Carrow & Hale Solicitors\n========================\n")).toBe(true);
    expect(mail.text.split("\n-- \n")[1]).toContain(sraLine);
  });

  test("has a button for its one action, and the same as a line of the text", () => {
    const buttons = buttonsIn(mail.html);
    if (!action) {
      expect(buttons).toHaveLength(0);
      return;
    }
    expect(buttons).toHaveLength(1);
    const [cell, inside = ""] = buttons[0] ?? [];
    expect(cell).toContain('height="48"');
    expect(inside).toContain(`href="${action.href}"`);
    expect(inside).toContain(`>${action.label}</a>`);
    // The link fills the 48 px cell: 14 px of padding above and below a 20 px line.
    expect(inside).toContain("padding:14px 24px");
    expect(inside).toContain("line-height:20px");
    expect(mail.text).toContain(`\n${action.label}: ${action.href}\n`);
  });

  test("greets one way: a client's mail opens 'Dear …,' or 'Hello,'; the firm's own are not greeted", () => {
    const first = textBody(mail.text).find((line) => line.trim() !== "") ?? "";
    const firstParagraph = mail.html.match(/<td class="ch-pad"[^>]*><p[^>]*>([^<]*)<\/p>/)?.[1];
    if (toFirm) {
      expect(first).not.toMatch(/^(Dear|Hello)/);
      return;
    }
    expect(first).toMatch(/^(Dear [\p{L} '’-]+,|Hello,)$/u);
    expect(firstParagraph).toBe(first.replace("'", "&#x27;"));
  });

  test("reads well as plain text: no markup, and every heading underlined to its length", () => {
    const lines = textBody(mail.text);
    expect(lines.join("\n")).not.toMatch(/<\/?[a-z]/i);
    lines.forEach((line, i) => {
      if (!/^-+$/.test(line)) return;
      expect(line.length).toBe(lines[i - 1]?.length);
      expect(lines[i - 2] ?? "").toBe("");
    });
  });
});

describe("the booking confirmation's details", () => {
  const mail = sampleNamed("booking-confirmation");

  test("stand as a block of their own: when, with whom, how and where", () => {
    const block = mail.html.match(
      /<td class="ch-details".*?<\/td><\/tr><\/tbody><\/table><\/td>/,
    )?.[0];
    expect(block).toContain("Your consultation");
    for (const label of ["When", "With", "How", "Where"]) expect(block).toContain(`>${label}</th>`);
    expect(block).toContain("Monday 7 December 2026 at 12:30 PM (UK time)");
    expect(block).toContain("Eleanor Carrow");
    expect(block).toContain("Carrow House, 9 Thornfield Parade");
  });

  test("are 'Label: value' lines under a heading in the text", () => {
    expect(mail.text).toContain(
      [
        "Your consultation",
        "-----------------",
        "Reference: CH-7K3M9Q",
        "When: Monday 7 December 2026 at 12:30 PM (UK time)",
      ].join("\n"),
    );
    expect(mail.text).toContain("How: At our Bramhall office\nWhere: Carrow House");
  });
});

test("the footer's SRA number is the firm's, from the facts the mail is given", () => {
  const firm = { ...defaultFirmFacts, name: "Hale & Co Solicitors", sraNumber: "612345" };
  const mail = bookingConfirmation({
    reference: "CH-7K3M9Q",
    name: "Pat Example",
    email: "pat@example.com",
    phone: "0161 496 0789",
    summary: "A will.",
    practiceArea: "wills-probate",
    type: "phone",
    start: new Date("2026-12-07T12:30:00Z"),
    status: "confirmed",
    meetingUrl: null,
    lawyer: null,
    manageUrl: "https://example.test/m",
    firm,
  });
  const statement =
    "Hale & Co Solicitors is authorised and regulated by the Solicitors Regulation Authority (SRA number 612345).";
  expect(mail.text).toContain(statement);
  expect(mail.html).toContain(statement.replace("&", "&amp;"));
  expect(mail.html).toMatch(/class="ch-masthead"[^>]*><div[^>]*>Hale &amp; Co Solicitors</);
  expect(mail.html).not.toContain("558160");
});
