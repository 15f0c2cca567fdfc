import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  test("defaults give port 3000, ./data and a localhost site URL", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.secureCookies).toBe(false);
  });

  test("SITE_URL follows PORT when unset, and a trailing slash is dropped when set", () => {
    expect(loadConfig({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    const config = loadConfig({ SITE_URL: "https://www.example.com/" });
    expect(config.siteUrl).toBe("https://www.example.com");
    expect(config.secureCookies).toBe(true);
  });

  test("backups every 24 hours into DATA_DIR/backups, 14 kept; metrics off until a token is set", () => {
    const config = loadConfig({ DATA_DIR: "/srv/site" });
    expect(config.backups).toEqual({ dir: "/srv/site/backups", intervalHours: 24, keep: 14 });
    expect(config.metricsToken).toBeUndefined();
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: "0" }).backups.intervalHours).toBe(0);
  });

  test("empty variables count as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }).port).toBe(3000);
  });

  test.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x@y/z" }, "DATABASE_URL"],
    [{ SITE_URL: "example.com" }, "SITE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ METRICS_TOKEN: "too-short" }, "METRICS_TOKEN"],
    [{ METRICS_TOKEN: `${"a".repeat(20)} ${"b".repeat(20)}` }, "METRICS_TOKEN"],
    [{ BACKUP_INTERVAL_HOURS: "-1" }, "BACKUP_INTERVAL_HOURS"],
    [{ BACKUP_INTERVAL_HOURS: "daily" }, "BACKUP_INTERVAL_HOURS"],
    [{ BACKUP_KEEP: "0" }, "BACKUP_KEEP"],
    [{ APP_COMMIT: "main" }, "APP_COMMIT"],
  ])("a bad value is refused with a message naming the variable: %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  test("production on a PostgreSQL server needs SESSION_SECRET", () => {
    const env = { NODE_ENV: "production", DATABASE_URL: "postgres://u@127.0.0.1:5432/db" };
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET: is required/);
    const withSecret = { ...env, SESSION_SECRET: "x".repeat(40) };
    expect(loadConfig(withSecret).databaseUrl).toBe(env.DATABASE_URL);
  });
});

describe("accounts configuration", () => {
  test("rate-limit counters are shared in the database when a PostgreSQL server is used", () => {
    expect(loadConfig({}).rateLimitStore).toBe("memory");
    expect(loadConfig({ NODE_ENV: "test", DATABASE_URL: "postgres://u@h/db" }).rateLimitStore).toBe(
      "database",
    );
    expect(loadConfig({ RATE_LIMIT_STORE: "database" }).rateLimitStore).toBe("database");
    expect(() => loadConfig({ RATE_LIMIT_STORE: "redis" })).toThrow(
      /RATE_LIMIT_STORE: must be memory or database/,
    );
  });

  test("ADMIN_EMAIL and ADMIN_PASSWORD come together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@example.com" })).toThrow(/set both, or neither/);
    expect(() => loadConfig({ ADMIN_PASSWORD: "x".repeat(12) })).toThrow(/set both, or neither/);
    expect(
      loadConfig({ ADMIN_EMAIL: "a@example.com", ADMIN_PASSWORD: "x".repeat(12) }).admin.email,
    ).toBe("a@example.com");
  });
});

describe("proxy trust", () => {
  test("only this machine may name the client's address unless TRUST_PROXY says otherwise", () => {
    expect(loadConfig({}).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "all of them" })).toThrow(/TRUST_PROXY: must be none/);
  });
});
