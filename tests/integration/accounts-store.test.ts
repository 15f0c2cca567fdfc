import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { passwordTokens, sessions, users } from "../../server/db/schema";
import { createOrUpdateAdmin } from "../../server/services/auth/create-admin";
import { ensureFirstAdmin, GENERATED_ADMIN_EMAIL } from "../../server/services/auth/first-admin";
import { verifyPassword } from "../../server/services/auth/passwords";
import {
  createSessionStore,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "../../server/services/auth/sessions";
import { DatabaseRateLimitStore } from "../../server/services/limits/database-rate-limit-store";
import { createThrottle } from "../../server/services/limits/throttle";
import { createTestClock } from "./support/test-clock";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { TEST_START } from "./support/test-instant";

const DAY = 24 * 60 * 60 * 1000;

describe("the first admin", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  test("a brand-new embedded install gets an admin with a random password, once", async () => {
    const first = await ensureFirstAdmin(database.handle.db, { allowGenerated: true });
    expect(first.kind).toBe("generated");
    if (first.kind !== "generated") return;
    expect(first.password.length).toBeGreaterThanOrEqual(20);
    const [admin] = await database.handle.db
      .select()
      .from(users)
      .where(eq(users.email, GENERATED_ADMIN_EMAIL));
    expect(admin?.role).toBe("admin");
    expect(await verifyPassword(admin?.passwordHash ?? "", first.password)).toBe(true);
    // A password the server made must be replaced at the first sign-in (issue 47).
    expect(admin?.passwordChangeRequired).toBe(true);

    const again = await ensureFirstAdmin(database.handle.db, { allowGenerated: true });
    expect(again.kind).toBe("none-needed");
  });

  test("ADMIN_EMAIL and ADMIN_PASSWORD create that admin, and a restart changes nothing", async () => {
    const options = {
      email: "Boss@Example.com",
      password: "velvet harbour copper tulip",
      allowGenerated: false,
    };
    expect(await ensureFirstAdmin(database.handle.db, options)).toEqual({
      kind: "configured",
      email: "boss@example.com",
      created: true,
    });
    expect(await ensureFirstAdmin(database.handle.db, options)).toEqual({
      kind: "configured",
      email: "boss@example.com",
      created: false,
    });
  });

  test("promoting an existing account to admin at start-up ends its sessions and links (ADR 026)", async () => {
    const db = database.handle.db;
    const [person] = await db
      .insert(users)
      .values({ name: "Pat", email: "pat.promoted@example.com", role: "client" })
      .returning();
    const id = person?.id as string;
    await createSessionStore(db, "a-secret-for-this-test-0123456789abcdef").create(id);
    await db.insert(passwordTokens).values({
      userId: id,
      tokenHash: "a-reset-link-hash",
      purpose: "reset",
      expiresAt: new Date(TEST_START.getTime() + DAY),
    });
    await ensureFirstAdmin(db, {
      email: "pat.promoted@example.com",
      password: "velvet harbour copper tulip",
      allowGenerated: false,
    });
    expect(await db.$count(sessions, eq(sessions.userId, id))).toBe(0);
    expect(await db.$count(passwordTokens, eq(passwordTokens.userId, id))).toBe(0);
  });

  test("a weak ADMIN_PASSWORD stops start-up rather than creating a guessable admin", async () => {
    await expect(
      ensureFirstAdmin(database.handle.db, {
        email: "weak@example.com",
        password: "password1234",
        allowGenerated: false,
      }),
    ).rejects.toThrow(/ADMIN_PASSWORD is too weak/);
  });

  test("admin:create promotes an existing account and resets its password", async () => {
    await database.handle.db
      .insert(users)
      .values({ name: "Staff", email: "promote@example.com", role: "client" });
    const result = await createOrUpdateAdmin(database.handle.db, {
      email: "promote@example.com",
      name: "Promoted Person",
      password: "granite meadow signal pepper",
    });
    expect(result).toEqual({ kind: "updated", email: "promote@example.com" });
    const [row] = await database.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "promote@example.com"));
    expect(row?.role).toBe("admin");
    expect(
      await createOrUpdateAdmin(database.handle.db, {
        email: "x@example.com",
        name: "X",
        password: "short",
      }),
    ).toMatchObject({ kind: "invalid" });
  });
});

describe("sessions", () => {
  let database: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    const [user] = await database.handle.db
      .insert(users)
      .values({ name: "S", email: "sessions@example.com" })
      .returning();
    userId = user?.id ?? "";
  });
  afterAll(() => database.dispose());

  test("the database keeps only a keyed hash of the token", async () => {
    const store = createSessionStore(database.handle.db, "secret-one-0123456789abcdef0123456789");
    const { token } = await store.create(userId);
    const rows = await database.handle.db.query.sessions.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    // Another secret cannot use it: the hash is keyed.
    const other = createSessionStore(database.handle.db, "secret-two-0123456789abcdef0123456789");
    expect(await other.resolve(token)).toBeNull();
    expect(await store.resolve(token)).not.toBeNull();
  });

  test("expiry slides with use for 14 days at a time, but never past 30 days", async () => {
    let now = new Date("2026-11-01T09:00:00Z");
    const store = createSessionStore(
      database.handle.db,
      "secret-one-0123456789abcdef0123456789",
      () => now,
    );
    const { token, expiresAt } = await store.create(userId);
    expect(expiresAt.getTime() - now.getTime()).toBe(SESSION_IDLE_MS);

    now = new Date(now.getTime() + 13 * DAY);
    const used = await store.resolve(token);
    expect(used?.slid).toBe(true);
    expect(used?.expiresAt.getTime()).toBe(now.getTime() + SESSION_IDLE_MS);

    now = new Date(now.getTime() + 13 * DAY); // day 26: the 30-day cap now binds
    const capped = await store.resolve(token);
    expect(capped?.expiresAt.toISOString()).toBe(
      new Date(new Date("2026-11-01T09:00:00Z").getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    );

    now = new Date(new Date("2026-11-01T09:00:00Z").getTime() + SESSION_ABSOLUTE_MS + 1000);
    expect(await store.resolve(token)).toBeNull();
  });

  test("an unused session ends after 14 days", async () => {
    let now = new Date("2026-11-01T09:00:00Z");
    const store = createSessionStore(
      database.handle.db,
      "secret-one-0123456789abcdef0123456789",
      () => now,
    );
    const { token } = await store.create(userId);
    now = new Date(now.getTime() + SESSION_IDLE_MS + 1000);
    expect(await store.resolve(token)).toBeNull();
  });
});

describe("the shared rate-limit store", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.dispose());

  test("two app instances count one client's attempts together", async () => {
    const options = { prefix: "login-ip", limit: 3, windowMs: 60_000 };
    const instanceA = createThrottle({
      ...options,
      store: new DatabaseRateLimitStore(database.handle.db),
    });
    const instanceB = createThrottle({
      ...options,
      store: new DatabaseRateLimitStore(database.handle.db),
    });
    await instanceA.hit("203.0.113.9");
    await instanceB.hit("203.0.113.9");
    expect((await instanceA.check("203.0.113.9")).limited).toBe(false);
    await instanceB.hit("203.0.113.9");
    expect((await instanceA.check("203.0.113.9")).limited).toBe(true);
    expect((await instanceA.hit("203.0.113.9")).limited).toBe(true);
    await instanceB.reset("203.0.113.9");
    expect((await instanceA.check("203.0.113.9")).limited).toBe(false);
  });

  test("a window that has ended starts again at one", async () => {
    const clock = createTestClock();
    const store = new DatabaseRateLimitStore(database.handle.db, clock);
    const throttle = createThrottle({ store, prefix: "short", limit: 1, windowMs: 60_000, clock });
    await throttle.hit("k");
    expect((await throttle.check("k")).limited).toBe(true);
    clock.advance(59);
    expect((await throttle.check("k")).limited).toBe(true);
    clock.advance(2);
    expect((await throttle.check("k")).limited).toBe(false);
    expect((await throttle.hit("k")).limited).toBe(false);
  });
});
