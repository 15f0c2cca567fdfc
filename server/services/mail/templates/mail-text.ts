/**
 * The plain-text part's pieces, so every mail reads alike without HTML: a heading is its own
 * line, underlined; an action is its label and address on one line.
 */
export const textHeading = (title: string): string[] => [title, "-".repeat(title.length)];

/** "Manage your booking: https://…", as the HTML part's button. */
export const textAction = (label: string, href: string): string => `${label}: ${href}`;
