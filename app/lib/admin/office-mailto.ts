/**
 * A "Reply by e-mail" link: the address as it is (it was validated when stored) and the
 * subject percent-encoded, so a reference or name can never add headers or a body.
 */
export function replyMailto(email: string, subject: string): string {
  const address = encodeURIComponent(email).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
