import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userRoles } from "~/shared/auth/roles";
import { capacityPools, type MeetingType } from "~/shared/booking/options";
import type { TimeWindow, Weekday } from "~/shared/firm/facts";
import type { Quote } from "~/shared/quote/calculate-quote";

export { type UserRole, userRoles } from "~/shared/schemas/auth";

/** When the row was made: the database's clock at insert. */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** When the row last changed: set at insert, and by every update that edits it. */
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

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
    /**
     * When the person proved they receive mail at `email` (a verification or reset link).
     * Until then the account sees nothing that belongs to the address (issue 20); staff and
     * admins who existed before verification count as verified (migration 0010).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /**
     * The password was made by the server (the first admin on an empty DATA_DIR, issue 47): the
     * person must choose their own before anything else, and then this is cleared.
     */
    passwordChangeRequired: boolean("password_change_required").notNull().default(false),
    phone: text("phone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sliding expiry, pushed forward on use but never past absoluteExpiresAt. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Raw bytes; PGlite and node-postgres both hand back a Uint8Array/Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded picture (article cover, team photo). The original is never kept: only re-encoded
 * variants, so no upload's metadata or hidden payload is ever served back.
 */
export const images = pgTable("images", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The re-encoded largest variant's size. */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedBy: uuid("uploaded_by"),
  createdAt: createdAt(),
});

export const imageFormats = ["avif", "webp"] as const;

/**
 * The sized encodings of an image, stored in the database so every app instance can serve
 * them. An image's variants never change, so they are served as immutable.
 */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    format: text("format", { enum: imageFormats }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.format, t.width] }),
    check("image_variants_format_check", sql`${t.format} in ('avif', 'webp')`),
  ],
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
    photoImageId: uuid("photo_image_id").references(() => images.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    /**
     * The staff account that is this person, if any: they then enter their own days away and
     * see their own diary. One account is one person (ADR 033).
     */
    userId: uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    /** Offered to clients as a lawyer for free consultations in their practice areas. */
    takesConsultations: boolean("takes_consultations").notNull().default(false),
    /** The offices and ways of meeting they cover. */
    meetingTypes: jsonb("meeting_types").$type<MeetingType[]>().notNull().default([]),
    /**
     * Their own consultation hours per weekday, always inside the firm's (the tighter of the two
     * applies); null means the firm's consultation hours.
     */
    consultationHours: jsonb("consultation_hours").$type<Record<Weekday, TimeWindow | null>>(),
    /** Their own fixed video room (Teams or Zoom, with a lobby); null: the firm's provider makes one per booking. */
    videoRoomUrl: text("video_room_url"),
    /**
     * Where the portrait's crop centres, in per cent of the upload's width and height, when an
     * admin has chosen it; null lets sharp's attention strategy find the face (issue 32).
     */
    photoFocusX: integer("photo_focus_x"),
    photoFocusY: integer("photo_focus_y"),
    /** Bumped on every save, so two people editing at once are detected. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("team_members_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "team_members_photo_focus",
      sql`(${t.photoFocusX} is null and ${t.photoFocusY} is null) or (${t.photoFocusX} between 0 and 100 and ${t.photoFocusY} between 0 and 100)`,
    ),
  ],
);

/** Whole days a lawyer takes no consultations (leave, courses, court). */
export const lawyerDaysAway = pgTable(
  "lawyer_days_away",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamMemberId: uuid("team_member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    /** London dates, both included. */
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    /** The lawyer's or staff's own note, if any; never shown to clients. */
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("lawyer_days_away_order", sql`${t.endsOn} >= ${t.startsOn}`),
    index("lawyer_days_away_member_idx").on(t.teamMemberId, t.endsOn),
  ],
);

/**
 * A lawyer's private calendar feed: calendar apps cannot sign in, so the address carries a
 * secret. Only its HMAC is kept (token kind "calendarFeed"); revoking sets revoked_at, and at
 * most one feed per lawyer works at a time.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamMemberId: uuid("team_member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("calendar_feeds_one_live_per_member")
      .on(t.teamMemberId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const articleStatuses = ["draft", "published"] as const;

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Markdown; rendered to sanitised HTML when saved (bodyHtml). */
    body: text("body").notNull(),
    /**
     * The body rendered and sanitised, made when the article is saved so that a view does not
     * pay for it; null until made. Made again when bodyHtmlVersion is not the renderer's
     * current version (its code, the sanitiser's rules and the firm facts it writes in).
     */
    bodyHtml: text("body_html"),
    bodyHtmlVersion: text("body_html_version"),
    practiceArea: text("practice_area").notNull(),
    authorId: uuid("author_id").references(() => teamMembers.id, { onDelete: "set null" }),
    /** Published articles with a future publishedAt are scheduled: public from that instant. */
    status: text("status", { enum: articleStatuses }).notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    coverImageId: uuid("cover_image_id").references(() => images.id, { onDelete: "set null" }),
    /** Describes the cover for screen readers; required whenever there is a cover. */
    coverAlt: text("cover_alt"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

/** An article's earlier slugs; the public page redirects them (301) to the current one. */
export const articleSlugRedirects = pgTable("article_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  articleId: uuid("article_id")
    .notNull()
    .references(() => articles.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * An accreditation the firm holds (Lexcel, the Conveyancing Quality Scheme…), as staff enter it.
 * Nothing is seeded: the website shows only what the firm itself has entered.
 */
export const accreditations = pgTable(
  "accreditations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The scheme's logo; the public pages use the name as its alt text. */
    logoImageId: uuid("logo_image_id").references(() => images.id, { onDelete: "set null" }),
    /** The scheme's page about the firm, when there is one. */
    link: text("link"),
    /** "2019" or "2019-05-14": some schemes give a year, others the day it was awarded. */
    since: text("since"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Bumped on every save, so two people editing at once are detected. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("accreditations_name_length", sql`char_length(${t.name}) between 1 and 120`),
    check("accreditations_link_https", sql`${t.link} ~ '^https://'`),
    check("accreditations_since_format", sql`${t.since} ~ '^[0-9]{4}(-[0-9]{2}-[0-9]{2})?$'`),
  ],
);

/**
 * A review score on another site (Google, Trustpilot…), copied by staff with the day they
 * looked, since the score there moves on. Shown as text only: never as review markup.
 */
export const reviewScores = pgTable(
  "review_scores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source").notNull(),
    /** 0.0 to 5.0, one decimal place, as review sites show it. */
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    reviewCount: integer("review_count").notNull(),
    link: text("link"),
    /** The London date staff read the score. */
    checkedOn: date("checked_on", { mode: "string" }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("review_scores_source_length", sql`char_length(${t.source}) between 1 and 80`),
    check("review_scores_rating_range", sql`${t.rating} between 0 and 5`),
    check("review_scores_count_not_negative", sql`${t.reviewCount} >= 0`),
    check("review_scores_link_https", sql`${t.link} ~ '^https://'`),
  ],
);

export const testimonialConsentMethods = ["email", "letter", "signed-form", "online-form"] as const;
export type TestimonialConsentMethod = (typeof testimonialConsentMethods)[number];

/**
 * A client's own words about the firm, entered by staff with the client's consent (issue 32).
 * Nothing is seeded: the Digital Markets, Competition and Consumers Act 2024 bans fake reviews.
 * Shown only while consent stands; withdrawing it hides the words at once.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The client's words, exactly as given. */
    quote: text("quote").notNull(),
    /** The name as the client chose to be shown ("Mrs P., Cheadle", "A client"). */
    displayName: text("display_name").notNull(),
    /** The matter in general terms ("Buying a first home"); never the client's details. */
    matterType: text("matter_type").notNull(),
    /** The practice area whose service page shows it; null: the home page only. */
    practiceArea: text("practice_area"),
    /** The London date the client gave the words. */
    givenOn: date("given_on", { mode: "string" }).notNull(),
    /** The London date the client consented to their publication. */
    consentOn: date("consent_on", { mode: "string" }).notNull(),
    consentMethod: text("consent_method", { enum: testimonialConsentMethods }).notNull(),
    /** Where the consent is kept: a file reference in the case management system. */
    consentEvidence: text("consent_evidence").notNull(),
    /** The staff member who recorded it. */
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    /** When the client withdrew consent: from then on it is never shown. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("testimonials_quote_length", sql`char_length(${t.quote}) between 1 and 1200`),
    check("testimonials_display_name_length", sql`char_length(${t.displayName}) between 1 and 80`),
    check("testimonials_matter_type_length", sql`char_length(${t.matterType}) between 1 and 80`),
    check(
      "testimonials_consent_evidence_length",
      sql`char_length(${t.consentEvidence}) between 1 and 200`,
    ),
    check(
      "testimonials_consent_method_check",
      sql`${t.consentMethod} in ('email', 'letter', 'signed-form', 'online-form')`,
    ),
    index("testimonials_shown_idx").on(t.practiceArea, t.givenOn),
  ],
);

/** Small facts about the database itself, such as which seed data it has received. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/** Shared rate-limit counters, so several app instances count one client's attempts together. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** "skipped": a guarded message (a reminder) whose reason to send had gone by its time. */
export const outboxStatuses = ["pending", "sending", "sent", "failed", "skipped"] as const;

/** A condition re-checked when a message is due: a reminder only for a still-current booking. */
export type OutboxGuard = { kind: "booking-current"; bookingId: string; sequence: number };

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
    /**
     * When the message was meant to leave: when it was queued, or later for a reminder. How long
     * mail has waited counts from here, so a reminder queued days ahead is not "waiting".
     */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    /** While a worker is sending: after this instant another worker may take the row over. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Names the claim; only its holder may record the result. */
    leaseId: uuid("lease_id"),
    lastError: text("last_error"),
    /** When an attempt last failed, kept after a later success: "failed in the last hour". */
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true }),
    guard: jsonb("guard").$type<OutboxGuard>(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "outbox_status_check",
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'skipped')`,
    ),
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
    /**
     * The id of the form token the enquiry was sent with: a second post of the same form (a
     * double click, Back and send) finds the first enquiry instead of storing another.
     */
    formId: text("form_id").unique(),
    status: text("status", { enum: enquiryStatuses }).notNull().default("new"),
    assignedTo: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("enquiries_status_check", sql`${t.status} in ('new', 'in-progress', 'closed')`),
    index("enquiries_status_created_idx").on(t.status, t.createdAt),
  ],
);

export const quoteLeadStatuses = ["new", "contacted", "instructed", "not-proceeding"] as const;

/** Conveyancing quotes a visitor asked us to e-mail, kept so staff can see what was quoted. */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    email: text("email").notNull(),
    /** The answers the quote was worked out from. */
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    totalMin: integer("total_min_pence").notNull(),
    totalMax: integer("total_max_pence").notNull(),
    /**
     * The quote as worked out and sent that day (every line, VAT, stamp duty), so the account
     * shows what was quoted, not today's prices. Null for quotes sent before it was kept.
     */
    figures: jsonb("figures").$type<Quote>(),
    /** Where staff have got to with the person who asked for it (a quote is a lead). */
    leadStatus: text("lead_status", { enum: quoteLeadStatuses }).notNull().default("new"),
    leadUpdatedAt: timestamp("lead_updated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "quotes_lead_status_check",
      sql`${t.leadStatus} in ('new', 'contacted', 'instructed', 'not-proceeding')`,
    ),
    index("quotes_lead_status_created_idx").on(t.leadStatus, t.createdAt),
  ],
);

export { capacityPools } from "~/shared/booking/options";

/** Single-row settings for booking rules. */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: integer("id").primaryKey().default(1),
    minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(120),
    maxDaysAhead: integer("max_days_ahead").notNull().default(60),
    updatedAt: updatedAt(),
  },
  (t) => [check("booking_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * Times nobody can book: holidays, training. A null pool blocks every meeting type. A block with
 * a public reason is a closure: pages that show the office hours announce the next one.
 */
export const bookingBlocks = pgTable("booking_blocks", {
  id: uuid("id").primaryKey().defaultRandom(),
  pool: text("pool", { enum: capacityPools }),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  /** Staff's own note ("training"); never shown to visitors. */
  reason: text("reason").notNull(),
  /** What visitors are told ("Christmas and New Year"); null keeps the block internal. */
  publicReason: text("public_reason"),
  createdAt: createdAt(),
});

export const bookingStatuses = ["confirmed", "requested", "cancelled"] as const;

/** What happened at a confirmed consultation, recorded by staff afterwards. */
export const bookingAttendances = ["attended", "no-show"] as const;

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    practiceArea: text("practice_area").notNull(),
    meetingType: text("meeting_type", {
      enum: ["bramhall", "heaton-moor", "phone", "video"],
    }).notNull(),
    pool: text("pool", { enum: capacityPools }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /**
     * The lawyer the client will meet. With the unique index below, no lawyer holds two
     * confirmed bookings at one time: the database, not application code, makes double booking
     * impossible (ADR 033). Null for a Saturday request until it is confirmed, and for a
     * booking an admin has still to give a lawyer (a staff to-do says so).
     */
    lawyerId: uuid("lawyer_id").references(() => teamMembers.id, { onDelete: "set null" }),
    /** The video meeting's address, made when the booking is (ADR 034); null for other meetings. */
    meetingUrl: text("meeting_url"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    summary: text("summary").notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("confirmed"),
    cancelReason: text("cancel_reason"),
    attendance: text("attendance", { enum: bookingAttendances }),
    /** HMAC of the manage link's token; the token itself is only in the e-mail. */
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    /** Calendar invite SEQUENCE: goes up on every change, so calendars replace the old invite. */
    sequence: integer("sequence").notNull().default(0),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    /** The form token's id, as for enquiries: one booking per form, however often it is posted. */
    formId: text("form_id").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in ('confirmed', 'requested', 'cancelled')`),
    // Every consultation is one slot on the half-hour grid, so "no two at one start" is "no
    // two overlapping": the lawyer index below needs nothing more.
    check(
      "bookings_on_the_half_hour_grid",
      sql`${t.endsAt} = ${t.startsAt} + interval '30 minutes' and extract(epoch from ${t.startsAt})::bigint % 1800 = 0`,
    ),
    check("bookings_attendance_check", sql`${t.attendance} in ('attended', 'no-show')`),
    uniqueIndex("bookings_one_per_lawyer_and_time")
      .on(t.lawyerId, t.startsAt)
      .where(sql`${t.status} = 'confirmed' and ${t.lawyerId} is not null`),
    index("bookings_lawyer_starts_idx").on(t.lawyerId, t.startsAt),
    // One e-mail address holds at most one confirmed consultation at a given time, however
    // it was made (Back and send again, two tabs, the API): issue 27 item 10.
    uniqueIndex("bookings_one_per_email_and_time")
      .on(sql`lower(${t.email})`, t.startsAt)
      .where(sql`${t.status} = 'confirmed'`),
    index("bookings_email_idx").on(t.email),
    index("bookings_starts_idx").on(t.startsAt),
  ],
);

/** Who wrote a staff note, and what it says: the same for a note on any record. */
const staffNote = () => ({
  authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
  /** Kept so the note still says who wrote it after the account is gone. */
  authorName: text("author_name").notNull(),
  body: text("body").notNull(),
  createdAt: createdAt(),
});

/** Staff's internal notes on a booking; never shown to the client. */
export const bookingNotes = pgTable(
  "booking_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    ...staffNote(),
  },
  (t) => [index("booking_notes_booking_idx").on(t.bookingId, t.createdAt)],
);

/** Staff's internal notes on an enquiry. */
export const enquiryNotes = pgTable(
  "enquiry_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    ...staffNote(),
  },
  (t) => [index("enquiry_notes_enquiry_idx").on(t.enquiryId, t.createdAt)],
);

export const passwordTokenPurposes = ["invite", "reset"] as const;

/**
 * One-time links for a new staff member to set their password (and for resets). Only the
 * token's SHA-256 is stored; the token is in the e-mail alone.
 */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** "invite": a new account's first password (72 hours); "reset": a forgotten one (1 hour). */
    purpose: text("purpose", { enum: passwordTokenPurposes }).notNull().default("invite"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("password_tokens_user_idx").on(t.userId),
    check("password_tokens_purpose_check", sql`${t.purpose} in ('invite', 'reset')`),
  ],
);

/**
 * One-time links that prove a person receives mail at an address: a new account's, or the
 * new address of an e-mail change (applied only when its link is used). Only the token's
 * SHA-256 is stored.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the link was sent to, lower-cased like users.email. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_tokens_user_idx").on(t.userId)],
);

/**
 * Who did what in the admin area. Rows are only ever inserted: a trigger (migration 0006)
 * refuses UPDATE and DELETE, so not even a bug in the app can rewrite history. Actor and
 * subject are plain values, not foreign keys, so deleting a user or record leaves the trail.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    /** "booking.cancel", "article.publish", "user.role-change"... */
    action: text("action").notNull(),
    /** "booking", "article", "team-member", "user", "enquiry", "availability", "mail". */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    /** A readable line: "Cancelled CH-7K3M9Q (client asked)". No more personal data than needed. */
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_actor_idx").on(t.actorId),
  ],
);

/** The firm-wide facts admins edit in the back office, one validated document per key. */
export const firmSettingKeys = ["details", "hours", "prices"] as const;
export type FirmSettingKey = (typeof firmSettingKeys)[number];

/**
 * Firm details, office hours and prices as staff last saved them. A missing row means the
 * configured defaults (app/shared/firm/facts.ts, sample data) are in force. Every change
 * NOTIFYs `firm_facts_changed` (migration 0014), which drops every kept page in every process.
 */
export const firmSettings = pgTable(
  "firm_settings",
  {
    key: text("key", { enum: firmSettingKeys }).primaryKey(),
    value: jsonb("value").$type<unknown>().notNull(),
    /** Goes up on every save: a second editor working from an older version gets a conflict. */
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("firm_settings_key_check", sql`${t.key} in ('details', 'hours', 'prices')`)],
);

export const staffTodoStatuses = ["open", "done"] as const;

/**
 * Something a person at the firm has to look at: a booking left outside new office hours.
 * Made by the system, never acted on automatically; staff close it when it is dealt with.
 */
export const staffTodos = pgTable(
  "staff_todos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "booking-outside-hours". */
    kind: text("kind").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    /** One readable line for the dashboard. */
    summary: text("summary").notNull(),
    status: text("status", { enum: staffTodoStatuses }).notNull().default("open"),
    createdAt: createdAt(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: uuid("done_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("staff_todos_status_check", sql`${t.status} in ('open', 'done')`),
    index("staff_todos_open_idx").on(t.status, t.createdAt),
  ],
);
