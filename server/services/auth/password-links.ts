// The lifetimes live with the words that tell people about them (app/shared/auth/link-lifetimes.ts).
export { PASSWORD_LINK_HOURS, RESET_LINK_HOURS } from "~/shared/auth/link-lifetimes";

export function passwordLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/auth/set-password/${token}`;
}
