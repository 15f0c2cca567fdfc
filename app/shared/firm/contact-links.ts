/**
 * Links made from the firm's phone number and e-mail address as an admin typed them, so the
 * number shown and the number dialled can never disagree.
 */

/** The digits of a UK number as dialled from anywhere: "0161 496 0000" → "tel:+441614960000". */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `tel:+44${digits.slice(1)}`;
  return `tel:${digits}`;
}

export function emailHref(email: string): string {
  return `mailto:${email}`;
}

/** A UK number as people write it: 10 or 11 digits from 0, or +44 and 9 or 10 digits. */
export function isUkPhoneNumber(phone: string): boolean {
  if (!/^[\d\s()+-]+$/.test(phone)) return false;
  const compact = phone.replace(/[\s()-]/g, "");
  return /^0\d{9,10}$/.test(compact) || /^\+44\d{9,10}$/.test(compact);
}
