import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { userRoles } from "~/lib/schemas/auth";

export { type UserRole, userRoles } from "~/lib/schemas/auth";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Stored trimmed and lower-cased, so the unique constraint is case-insensitive. */
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash"),
    role: text("role", { enum: userRoles }).notNull().default("client"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('admin', 'staff', 'client')`),
    check("users_email_normalised", sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the cookie's random token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sliding expiry, pushed forward on use but never past absoluteExpiresAt. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    qualifications: jsonb("qualifications").$type<string[]>().notNull().default([]),
    practiceAreas: jsonb("practice_areas").$type<string[]>().notNull().default([]),
    office: text("office").notNull(),
    /** Markdown. */
    bio: text("bio").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    /** Bumped on every save, so two people editing at once are detected. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("team_members_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export const articleStatuses = ["draft", "published"] as const;

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Markdown; rendered to sanitised HTML when shown. */
    body: text("body").notNull(),
    practiceArea: text("practice_area").notNull(),
    authorId: uuid("author_id").references(() => teamMembers.id, { onDelete: "set null" }),
    /** Published articles with a future publishedAt are scheduled: public from that instant. */
    status: text("status", { enum: articleStatuses }).notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("articles_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("articles_status_check", sql`${t.status} in ('draft', 'published')`),
    check(
      "articles_published_has_date",
      sql`${t.status} <> 'published' or ${t.publishedAt} is not null`,
    ),
    index("articles_public_idx").on(t.status, t.publishedAt),
  ],
);

/** Small facts about the database itself, such as which seed data it has received. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Shared rate-limit counters, so several app instances count one client's attempts together. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/**
 * Every e-mail the site sends, written in the same transaction as the record it is about and
 * delivered by the outbox worker, so a mail outage delays messages but never loses them.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One message per purpose: "enquiry:<id>:acknowledgement". A retry of the writer adds nothing. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    to: jsonb("to").$type<string[]>().notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While a worker is sending: after this instant another worker may take the row over. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Names the claim; only its holder may record the result. */
    leaseId: uuid("lease_id"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_status_check", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export const enquiryStatuses = ["new", "in-progress", "closed"] as const;

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short and readable over the phone: "CH-7K3M9Q". */
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** E.164, when given. */
    phone: text("phone"),
    practiceArea: text("practice_area").notNull(),
    message: text("message").notNull(),
    replyBy: text("reply_by", { enum: ["email", "phone"] }).notNull(),
    privacyAgreedAt: timestamp("privacy_agreed_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: enquiryStatuses }).notNull().default("new"),
    assignedTo: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("enquiries_status_check", sql`${t.status} in ('new', 'in-progress', 'closed')`),
    index("enquiries_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** Conveyancing quotes a visitor asked us to e-mail, kept so staff can see what was quoted. */
export const quotes = pgTable("quotes", {
  id: uuid("id").primaryKey().defaultRandom(),
  reference: text("reference").notNull().unique(),
  email: text("email").notNull(),
  /** The answers the quote was worked out from. */
  input: jsonb("input").$type<Record<string, unknown>>().notNull(),
  totalMin: integer("total_min_pence").notNull(),
  totalMax: integer("total_max_pence").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
