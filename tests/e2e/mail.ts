import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "./fixtures";

/**
 * The mails a server has written to its folder (no SMTP_URL: each an .eml file), with
 * quoted-printable soft line breaks and "=3D" undone so that addresses and links read whole.
 */
export function writtenMails(mailDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.map((file) =>
    readFileSync(join(mailDir, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "="),
  );
}

/** How many written mails contain `text`. */
export const mailsMentioning = (mailDir: string, text: string) =>
  writtenMails(mailDir).filter((mail) => mail.includes(text)).length;

/**
 * The newest link to `/auth/{kind}/…` in the mail written for an address, once the outbox
 * worker has written it.
 */
export async function linkFromMail(
  mailDir: string,
  address: string,
  kind: "verify-email" | "set-password",
): Promise<string> {
  const pattern = new RegExp(`/auth/${kind}/[A-Za-z0-9_-]{43}`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const mail of writtenMails(mailDir)) {
          if (!mail.includes(address)) continue;
          link = mail.match(pattern)?.[0] ?? link;
        }
        return Boolean(link);
      },
      { timeout: 15_000, message: `the ${kind} e-mail to ${address} was written` },
    )
    .toBe(true);
  return link as string;
}
