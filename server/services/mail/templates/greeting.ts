/**
 * A name as the site will write it into an e-mail: letters (any alphabet), spaces, hyphens and
 * apostrophes, at most 80 characters. Anyone can type a name and an address that is not theirs
 * (a booking, an enquiry, an e-mail change), so whatever else they typed ("Claim your refund at
 * …") never reaches someone else's inbox under the firm's name (issue 27 item 6).
 */
const validatedName = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;
const MAX_NAME = 80;

export function isMailableName(name: string): boolean {
  const tidy = name.trim().replace(/\s+/g, " ");
  return tidy.length <= MAX_NAME && validatedName.test(tidy);
}

/** "Dear Jo," for a name that passes, else a plain "Hello,": the mail is sent either way. */
export function greeting(name: string, options: { firstNameOnly?: boolean } = {}): string {
  const tidy = name.trim().replace(/\s+/g, " ");
  if (!isMailableName(tidy)) return "Hello,";
  const shown = options.firstNameOnly ? (tidy.split(" ")[0] ?? tidy) : tidy;
  return `Dear ${shown},`;
}
