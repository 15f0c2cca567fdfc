import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./server-process";

export interface SmtpPeer {
  url: string;
  received: ParsedMail[];
  /** Every RCPT TO of each delivery, as the envelope carried it. */
  envelopes: string[][];
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it is sent, for the outbox tests. */
export async function createSmtpPeer(): Promise<SmtpPeer> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  let server: SMTPServer | undefined;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              envelopes.push(session.envelope.rcptTo.map((r) => r.address));
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
}
