/** How long a set-password link works: long enough to span a weekend's unread e-mail. */
export const PASSWORD_LINK_HOURS = 72;

/** How long a forgotten-password link works: short, since whoever holds it can take the account. */
export const RESET_LINK_HOURS = 1;

export function passwordLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/auth/set-password/${token}`;
}
