import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, test } from "vitest";
import { createLogger } from "../../logger";
import type { ClaimedMail } from "./outbox";
import { createMailTransport, senderOf } from "./transport";

describe("the sender of a mail", () => {
  test("a bare MAIL_FROM address is sent under the firm's name as it is when the mail leaves", async () => {
    let name = "Carrow & Hale Solicitors";
    const firmName = async () => name;
    expect(await senderOf("enquiries@example.com", firmName)).toEqual({
      name: "Carrow & Hale Solicitors",
      address: "enquiries@example.com",
    });
    name = "Hale Carrow Legal LLP";
    expect(await senderOf(" enquiries@example.com ", firmName)).toEqual({
      name: "Hale Carrow Legal LLP",
      address: "enquiries@example.com",
    });
  });

  test("a MAIL_FROM that names its sender is kept as configured", async () => {
    const firmName = async () => "Hale Carrow Legal LLP";
    expect(await senderOf('"Front Desk" <desk@example.com>', firmName)).toBe(
      '"Front Desk" <desk@example.com>',
    );
    expect(await senderOf("desk@example.com")).toBe("desk@example.com");
  });

  test("the .eml written carries the firm's current name in From", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mail-from-"));
    const transport = createMailTransport({
      mailDir: dir,
      from: "enquiries@example.com",
      firmName: async () => "Hale Carrow Legal LLP",
      logger: createLogger("silent"),
    });
    const mail: ClaimedMail = {
      id: "00000000-0000-4000-8000-000000000001",
      idempotencyKey: "from-test",
      to: ["client@example.com"],
      replyTo: null,
      subject: "Hello",
      html: "<p>Hello</p>",
      text: "Hello",
      attachments: [],
      attempts: 0,
      guard: null,
      leaseId: "00000000-0000-4000-8000-000000000002",
    };
    await transport.send(mail);
    transport.close();
    const [file] = readdirSync(dir);
    const parsed = await simpleParser(readFileSync(path.join(dir, file ?? "")));
    expect(parsed.from?.value).toEqual([
      { name: "Hale Carrow Legal LLP", address: "enquiries@example.com" },
    ]);
  });
});
