/**
 * The e-mails' colours: the site's navy, terracotta and cream (docs/design.md), once for light
 * and once for dark. Light is written inline on every element, since many mail clients drop a
 * stylesheet; dark is a `prefers-color-scheme` stylesheet over it, for the clients that honour
 * one (Apple Mail, Outlook for Mac, Thunderbird). Gmail's apps make their own dark version.
 */
export interface MailPalette {
  /** Behind the card, edge to edge. */
  page: string;
  card: string;
  text: string;
  muted: string;
  heading: string;
  link: string;
  mastheadBackground: string;
  mastheadText: string;
  /** The terracotta rule under the masthead and beside the details block. */
  rule: string;
  detailsBackground: string;
  buttonBackground: string;
  buttonText: string;
  footerBackground: string;
  footerText: string;
}

export const lightMail: MailPalette = {
  page: "#f7f4ee",
  card: "#ffffff",
  text: "#1f2430",
  muted: "#4a5160",
  heading: "#1b2a4a",
  link: "#263a63",
  mastheadBackground: "#1b2a4a",
  mastheadText: "#f7f4ee",
  rule: "#a3472a",
  detailsBackground: "#f7f4ee",
  buttonBackground: "#a3472a",
  buttonText: "#ffffff",
  footerBackground: "#1b2a4a",
  footerText: "#e8e2d6",
};

export const darkMail: MailPalette = {
  page: "#0e1626",
  card: "#16203a",
  text: "#ece7dd",
  muted: "#b9c0ce",
  heading: "#f7f4ee",
  link: "#f0c674",
  mastheadBackground: "#111b31",
  mastheadText: "#f7f4ee",
  rule: "#e8956f",
  detailsBackground: "#1e2b49",
  // Terracotta lightened for a dark card, with navy words on it.
  buttonBackground: "#e8956f",
  buttonText: "#111b31",
  footerBackground: "#111b31",
  footerText: "#d8d2c6",
};

/** Each colour of text with the background the layout puts it on (checked for contrast). */
export const textOnBackground: ReadonlyArray<[text: keyof MailPalette, on: keyof MailPalette]> = [
  ["text", "card"],
  ["muted", "card"],
  ["heading", "card"],
  ["link", "card"],
  ["text", "detailsBackground"],
  ["muted", "detailsBackground"],
  ["link", "detailsBackground"],
  ["mastheadText", "mastheadBackground"],
  ["buttonText", "buttonBackground"],
  ["footerText", "footerBackground"],
];

/**
 * The class each coloured part of a mail carries, and what the dark stylesheet gives it.
 * `!important` because the light colours are inline, and an inline style beats a stylesheet's.
 */
const darkRules = {
  "ch-page": { background: darkMail.page },
  "ch-card": { background: darkMail.card, color: darkMail.text },
  "ch-muted": { color: darkMail.muted },
  "ch-heading": { color: darkMail.heading },
  "ch-link": { color: darkMail.link },
  "ch-masthead": {
    background: darkMail.mastheadBackground,
    color: darkMail.mastheadText,
    "border-color": darkMail.rule,
  },
  "ch-details": {
    background: darkMail.detailsBackground,
    color: darkMail.text,
    "border-color": darkMail.rule,
  },
  "ch-button": { background: darkMail.buttonBackground, color: darkMail.buttonText },
  "ch-footer": { background: darkMail.footerBackground, color: darkMail.footerText },
} satisfies Record<string, Partial<Record<"background" | "color" | "border-color", string>>>;

export type MailTone = keyof typeof darkRules;

/** The stylesheet in every mail's head: dark colours, and narrower margins on a phone. */
export function mailStylesheet(): string {
  const dark = Object.entries(darkRules)
    .map(([name, rule]) => {
      const declarations = Object.entries(rule)
        .map(([property, value]) => `${property}:${value} !important`)
        .join(";");
      return `.${name}{${declarations}}`;
    })
    .join("");
  return [
    ":root{color-scheme:light dark;supported-color-schemes:light dark}",
    `@media (prefers-color-scheme: dark){${dark}}`,
    "@media (max-width: 480px){.ch-pad{padding-left:20px !important;padding-right:20px !important}}",
  ].join("\n");
}
