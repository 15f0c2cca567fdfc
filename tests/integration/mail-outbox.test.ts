import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { outbox } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { createOutboxStore, MAX_ATTEMPTS, queueMail } from "../../server/services/mail/outbox";
import { createOutboxWorker } from "../../server/services/mail/outbox-worker";
import { createMailTransport } from "../../server/services/mail/transport";
import { aSecondAgoInTheDatabase, databaseNow } from "./support/database-clock";
import { createSmtpPeer, type SmtpPeer } from "./support/smtp-peer";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const logger = createLogger("silent");
let database: TestDatabase;
let peer: SmtpPeer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  peer = await createSmtpPeer();
});
afterAll(async () => {
  await peer.stop();
  await database.dispose();
});
afterEach(async () => {
  await peer.stop();
  peer.received.length = 0;
  peer.envelopes.length = 0;
  await database.handle.db.delete(outbox);
});

function smtpWorker(handle: DatabaseHandle = database.handle, options: { leaseMs?: number } = {}) {
  return createOutboxWorker({
    store: createOutboxStore(handle.db),
    transport: createMailTransport({
      smtpUrl: peer.url,
      mailDir: "unused",
      from: "Firm <firm@example.com>",
      logger,
    }),
    logger,
    leaseMs: options.leaseMs,
  });
}

const message = (key: string) => ({
  idempotencyKey: key,
  to: ["client@example.com"],
  replyTo: "firm@example.com",
  subject: `Subject ${key}`,
  html: `<p>Hello <strong>${key}</strong></p>`,
  text: `Hello ${key}`,
});

async function rowFor(key: string) {
  const [row] = await database.handle.db
    .select()
    .from(outbox)
    .where(eq(outbox.idempotencyKey, key));
  return row;
}

describe("the outbox over SMTP", () => {
  test("a queued message arrives with its recipients, subject and both bodies, then counts as sent", async () => {
    await peer.start();
    await queueMail(database.handle.db, message("welcome"));
    expect(await smtpWorker().runOnce()).toBe(1);
    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0];
    expect(mail?.subject).toBe("Subject welcome");
    expect(peer.envelopes[0]).toEqual(["client@example.com"]);
    expect(mail?.replyTo?.text).toBe("firm@example.com");
    expect(mail?.text?.trim()).toBe("Hello welcome");
    expect(mail?.html).toContain("<strong>welcome</strong>");
    expect((await rowFor("welcome"))?.status).toBe("sent");
  });

  test("queueing the same purpose twice keeps one message", async () => {
    await queueMail(database.handle.db, message("once"));
    await queueMail(database.handle.db, message("once"));
    expect(await database.handle.db.select().from(outbox)).toHaveLength(1);
  });

  test("with the mail server down the message waits; once it is up, it is delivered exactly once", async () => {
    await queueMail(database.handle.db, message("outage"));
    const worker = smtpWorker();
    expect(await worker.runOnce()).toBe(0);
    const waiting = await rowFor("outage");
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    // Due times and leases are on the database's clock (ADR 028), so "now" is the database's.
    const wait =
      (waiting?.nextAttemptAt.getTime() ?? 0) - (await databaseNow(database.handle.db)).getTime();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(30_000);

    // Not due yet: nothing is tried before its time.
    await peer.start();
    expect(await worker.runOnce()).toBe(0);

    await database.handle.db.update(outbox).set({ nextAttemptAt: aSecondAgoInTheDatabase });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(peer.received.map((m) => m.subject)).toEqual(["Subject outage"]);
    expect(await rowFor("outage")).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  test("after ten failed attempts a message is marked failed and no longer tried", async () => {
    await queueMail(database.handle.db, message("hopeless"));
    const worker = smtpWorker();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await database.handle.db.update(outbox).set({ nextAttemptAt: aSecondAgoInTheDatabase });
      await worker.runOnce();
    }
    expect(await rowFor("hopeless")).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    await database.handle.db.update(outbox).set({ nextAttemptAt: aSecondAgoInTheDatabase });
    await peer.start();
    expect(await worker.runOnce()).toBe(0);
  });

  test("a message whose sender died mid-send is taken over after its lease, and the late sender cannot mark it", async () => {
    await peer.start();
    await queueMail(database.handle.db, message("orphan"));
    const store = createOutboxStore(database.handle.db);
    // A lease no busy machine outlasts between two lines; the test runs it out itself.
    const [stuck] = await store.claimDue({ limit: 10, leaseMs: 60_000 });
    expect(stuck?.idempotencyKey).toBe("orphan");
    // Within the lease nobody else takes it.
    expect(await store.claimDue({ limit: 10, leaseMs: 60_000 })).toHaveLength(0);
    // The lease is counted by the database's clock (shared by every instance): it runs out.
    await database.handle.db
      .update(outbox)
      .set({ leaseUntil: aSecondAgoInTheDatabase })
      .where(eq(outbox.idempotencyKey, "orphan"));
    expect(await smtpWorker().runOnce()).toBe(1);
    expect(await store.markSent(stuck as NonNullable<typeof stuck>)).toBe(false);
    expect(peer.received).toHaveLength(1);
    expect(await rowFor("orphan")).toMatchObject({ status: "sent", attempts: 2 });
  });

  test("two workers on one database never send the same message twice", async () => {
    await peer.start();
    for (let i = 0; i < 30; i++) await queueMail(database.handle.db, message(`bulk-${i}`));
    // On a PostgreSQL server the second worker has its own connection, as another instance would.
    const second = database.url
      ? await openDatabase({ kind: "postgres", url: database.url })
      : database.handle;
    try {
      const [a, b] = await Promise.all([smtpWorker().runOnce(), smtpWorker(second).runOnce()]);
      expect(a + b).toBe(30);
    } finally {
      if (second !== database.handle) await second.close();
    }
    const subjects = peer.received.map((m) => m.subject);
    expect(new Set(subjects).size).toBe(30);
    expect(subjects).toHaveLength(30);
  });
});

describe("the .eml fallback", () => {
  test("without SMTP_URL each message is written as a file that parses back to the same mail", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mail-"));
    await queueMail(database.handle.db, message("to-file"));
    const worker = createOutboxWorker({
      store: createOutboxStore(database.handle.db),
      transport: createMailTransport({ mailDir: dir, from: "Firm <firm@example.com>", logger }),
      logger,
    });
    expect(await worker.runOnce()).toBe(1);
    const files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(path.join(dir, files[0] as string)));
    expect(parsed.subject).toBe("Subject to-file");
    expect(parsed.to && "text" in parsed.to ? parsed.to.text : "").toBe("client@example.com");
    expect(parsed.from?.text).toContain("firm@example.com");
    expect(parsed.text?.trim()).toBe("Hello to-file");
    expect(parsed.messageId).toMatch(/@carrow-hale\.outbox>$/);
  });
});
