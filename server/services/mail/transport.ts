import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../../logger";
import type { ClaimedMail } from "./outbox";

export interface MailTransport {
  kind: "smtp" | "file";
  send(mail: ClaimedMail): Promise<void>;
  close(): void;
}

/** The same Message-ID on every attempt, so a receiver can drop a duplicate after a crash. */
function messageIdFor(mail: ClaimedMail): string {
  const hash = createHash("sha256").update(mail.idempotencyKey).digest("hex").slice(0, 32);
  return `<${hash}@carrow-hale.outbox>`;
}

/**
 * The From header: MAIL_FROM as configured when it names the sender ('"Name" <address>'), or
 * the bare address under the firm's name as the facts source has it when the mail leaves, so
 * a firm renamed on /admin/firm is renamed in clients' inboxes too.
 */
export async function senderOf(
  from: string,
  firmName?: () => Promise<string>,
): Promise<string | { name: string; address: string }> {
  if (from.includes("<") || !firmName) return from;
  return { name: await firmName(), address: from.trim() };
}

function envelope(mail: ClaimedMail, from: string | { name: string; address: string }) {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: messageIdFor(mail),
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, "base64"),
    })),
  };
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file. */
export function createMailTransport(options: {
  smtpUrl?: string;
  mailDir: string;
  /** MAIL_FROM: a bare address is sent under firmName(). */
  from: string;
  /** The firm's name when the mail leaves (deps.firm.facts()). */
  firmName?: () => Promise<string>;
  logger: Logger;
}): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      async send(mail) {
        await transporter.sendMail(envelope(mail, await senderOf(options.from, options.firmName)));
      },
      close: () => transporter.close(),
    };
  }
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    kind: "file",
    async send(mail) {
      const info = await writer.sendMail(
        envelope(mail, await senderOf(options.from, options.firmName)),
      );
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(
        options.mailDir,
        // biome-ignore lint/plugin: the name of a mail written to a folder
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.id}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info({ event: "mail.written", file }, `mail written to ${file}`);
    },
    close: () => writer.close(),
  };
}
