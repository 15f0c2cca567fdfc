/**
 * Addresses that carry a secret in the path: whoever holds the link can set a password,
 * confirm an e-mail address, change someone's booking or read a lawyer's diary. Logs and error reports keep the shape of the
 * address but never the secret.
 */
const secretPathPrefixes = [
  "/auth/set-password/",
  "/auth/verify-email/",
  "/consultation/manage/",
  "/api/bookings/manage/",
  "/calendar/",
] as const;

const REDACTED = "[redacted]";

const secretInText = new RegExp(
  `(${secretPathPrefixes.map((prefix) => prefix.replaceAll("/", "\\/")).join("|")})[^/?#\\s"'<>]+`,
  "g",
);

/** Replaces the secret in any such address within text: a path, an error's message or stack. */
export function redactSecretsIn(text: string): string {
  return text.replace(secretInText, `$1${REDACTED}`);
}

/** The path to log: the secret replaced, and the query string (which may hold an e-mail address or a token) left out. */
export function loggablePath(url: string): string {
  return redactSecretsIn(url.split(/[?#]/)[0] ?? "");
}
