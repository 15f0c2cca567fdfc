import path from "node:path";
import { z } from "~/shared/zod";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy";
import { projectRoot } from "./paths";
import {
  DEFAULT_VIDEO_LINK_TEMPLATE,
  type VideoConfig,
  videoLinkTemplateProblem,
} from "./services/booking/meeting-links";

const postgresUrl = z
  .url({ message: "must be a URL such as postgres://user:pass@host:5432/db" })
  .refine((v) => /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://");

/** A count from the environment (a limit, a number allowed): a whole number, at least one. */
/** The largest database `npm run restore` accepts from a snapshot, unless set otherwise. */
export const DEFAULT_RESTORE_MAX_DATABASE_MB = 2048;

const countOf = (fallback: number) =>
  z.coerce
    .number({ message: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  SITE_URL: z
    .url({ message: "must be an absolute origin such as https://www.example.com" })
    .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .url({ message: "must be a URL such as smtp://user:pass@host:587" })
    .refine((v) => /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["json", "pretty"], { message: "must be json or pretty" }).optional(),
  ADMIN_EMAIL: z.email({ message: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  ADMIN_NAME: z.string().max(100).optional(),
  RATE_LIMIT_STORE: z
    .enum(["memory", "database"], { message: "must be memory or database" })
    .optional(),
  // A bare address is sent under the firm's name from the facts source (renamed on /admin/firm).
  MAIL_FROM: z.string().min(3).default("enquiries@example.com"),
  MAIL_TO_FIRM: z.email({ message: "must be an e-mail address" }).default("enquiries@example.com"),
  CONTACT_RATE_LIMIT: countOf(5),
  CONTACT_MIN_SECONDS: z.coerce.number({ message: "must be a number" }).min(0).default(3),
  BOOKING_RATE_LIMIT: countOf(5),
  BOOKING_MIN_SECONDS: z.coerce.number({ message: "must be a number" }).min(0).default(2),
  QUOTE_MIN_SECONDS: z.coerce.number({ message: "must be a number" }).min(0).default(2),
  BOOKING_ACTIVE_PER_EMAIL: countOf(3),
  MAIL_BUDGET_PER_HOUR: countOf(3),
  /** Enquiry and quote acknowledgements one address may be sent an hour (issue 47). */
  ACKNOWLEDGEMENT_BUDGET_PER_HOUR: countOf(3),
  REGISTER_RATE_LIMIT: countOf(5),
  // Calendar apps fetch a feed every few minutes to hours, and Google's fetch many people's feeds
  // from shared addresses, so the limit per address is generous: it stops guessing, not use.
  CALENDAR_FEED_RATE_LIMIT: countOf(600),
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "object" && "error" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  PAGE_CACHE_SECONDS: z.coerce
    .number({ message: "must be a number of seconds" })
    .min(0, "must be 0 or more")
    .max(3600, "must be at most 3600")
    .default(300),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ message: "must be a number of hours" })
    .min(0, "must be 0 (no scheduled backups) or more")
    .max(168, "must be at most 168 (a week)")
    .default(24),
  BACKUP_KEEP: countOf(14),
  RESTORE_MAX_DATABASE_MB: countOf(DEFAULT_RESTORE_MAX_DATABASE_MB),
  METRICS_TOKEN: z
    .string()
    .min(32, "must be at least 32 characters")
    .regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces")
    .optional(),
  // The video provider's room address: "{room}" becomes a fresh unguessable name per booking.
  VIDEO_LINK_TEMPLATE: z
    .string()
    .default(DEFAULT_VIDEO_LINK_TEMPLATE)
    .superRefine((value, ctx) => {
      const problem = videoLinkTemplateProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  VIDEO_PROVIDER_NAME: z.string().max(100, "must be at most 100 characters").default("Jitsi Meet"),
  APP_COMMIT: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/, "must be a git commit hash (7 to 40 hex digits)")
    .optional(),
});

export interface Config {
  env: "production" | "development" | "test";
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Absolute origin without a trailing slash, for canonical links and cookie flags. */
  siteUrl: string;
  secureCookies: boolean;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Unset: pretty when stdout is a terminal, JSON otherwise (process-logger.ts). */
  logFormat: "json" | "pretty" | undefined;
  admin: { email?: string; password?: string; name?: string };
  /** Where rate-limit counters live: shared in the database when several instances may run. */
  rateLimitStore: "memory" | "database";
  mail: { from: string; firmInbox: string; dir: string };
  /** Contact form: enquiries per hour per address, and the fewest seconds a person takes. */
  contact: { ratePerHour: number; minSeconds: number };
  /**
   * Bookings per hour per address, future bookings one e-mail address may hold, and the
   * fewest seconds a person takes over the details step.
   */
  booking: { ratePerHour: number; activePerEmail: number; minSeconds: number };
  /** "E-mail me this quote": the fewest seconds a person takes to type an address and send. */
  quote: { minSeconds: number };
  /** Visitor-triggered mails per recipient and per account an hour (issue 27 item 6). */
  mailBudgetPerHour: number;
  acknowledgementBudgetPerHour: number;
  /** Accounts one network address may register an hour. */
  registerPerHour: number;
  /** Calendar feed fetches one network address may make an hour, feeds found or not. */
  calendarFeedPerHour: number;
  /**
   * The longest one render of a database page is shared between visitors who are not signed
   * in. Content changes drop the copies at once (ADR 012); this only bounds how long a copy
   * could outlive a change nobody announced. 0: every request renders.
   */
  pageCacheSeconds: number;
  /** Peers whose X-Forwarded-For and -Proto are believed (default: this machine only). */
  trustProxy: TrustProxy;
  /**
   * Snapshots of the embedded database (PGlite only; PostgreSQL is backed up with pg_dump):
   * where they go, how often the server takes one (0: never on its own), how many are kept.
   */
  backups: { dir: string; intervalHours: number; keep: number };
  /**
   * The largest database a snapshot may hold for `npm run restore`: a snapshot is a file from
   * somewhere else, and its gzip can hide gigabytes in a few megabytes.
   */
  restore: { maxDatabaseBytes: number };
  /** Bearer token for /metrics; unset, the endpoint does not exist (404). */
  metricsToken: string | undefined;
  /**
   * Video consultations: the room address template ("{room}" is filled per booking) and the
   * provider's name, which the privacy policy gives.
   */
  video: VideoConfig;
  /** The deployed commit, when the deployment says; otherwise git is asked (app-version.ts). */
  appCommit: string | undefined;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the environment once; an empty variable counts as unset. Throws naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid environment:\n  SESSION_SECRET: is required in production with DATABASE_URL (every instance must share it)",
    );
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      "Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both, or neither",
    );
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    dataDir: path.resolve(projectRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl,
    secureCookies: siteUrl.startsWith("https://"),
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? "database" : "memory"),
    mail: {
      from: e.MAIL_FROM,
      firmInbox: e.MAIL_TO_FIRM,
      dir: path.join(path.resolve(projectRoot, e.DATA_DIR), "mail"),
    },
    contact: { ratePerHour: e.CONTACT_RATE_LIMIT, minSeconds: e.CONTACT_MIN_SECONDS },
    booking: {
      ratePerHour: e.BOOKING_RATE_LIMIT,
      activePerEmail: e.BOOKING_ACTIVE_PER_EMAIL,
      minSeconds: e.BOOKING_MIN_SECONDS,
    },
    quote: { minSeconds: e.QUOTE_MIN_SECONDS },
    mailBudgetPerHour: e.MAIL_BUDGET_PER_HOUR,
    acknowledgementBudgetPerHour: e.ACKNOWLEDGEMENT_BUDGET_PER_HOUR,
    registerPerHour: e.REGISTER_RATE_LIMIT,
    calendarFeedPerHour: e.CALENDAR_FEED_RATE_LIMIT,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    backups: {
      dir: path.join(path.resolve(projectRoot, e.DATA_DIR), "backups"),
      intervalHours: e.BACKUP_INTERVAL_HOURS,
      keep: e.BACKUP_KEEP,
    },
    restore: { maxDatabaseBytes: e.RESTORE_MAX_DATABASE_MB * 1024 * 1024 },
    metricsToken: e.METRICS_TOKEN,
    video: { linkTemplate: e.VIDEO_LINK_TEMPLATE, providerName: e.VIDEO_PROVIDER_NAME.trim() },
    appCommit: e.APP_COMMIT,
  };
}
