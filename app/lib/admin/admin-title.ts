import { firmOfRoot } from "~/lib/firm/use-firm";

/**
 * The <title> of an admin screen, "Users | Carrow & Hale admin", with the short name the root
 * loader read: the tab says which firm's back office it is, and follows a rename on /admin/firm.
 */
export function adminTitle(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  screen: string,
): string {
  return `${screen} | ${firmOfRoot(matches).shortName} admin`;
}
