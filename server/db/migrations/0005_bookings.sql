CREATE TABLE "booking_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_capacities" (
	"pool" text PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_capacities_range" CHECK ("booking_capacities"."capacity" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 120 NOT NULL,
	"max_days_ahead" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"practice_area" text NOT NULL,
	"meeting_type" text NOT NULL,
	"pool" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seat" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"summary" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"cancel_reason" text,
	"manage_token_hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'requested', 'cancelled')),
	CONSTRAINT "bookings_confirmed_has_seat" CHECK ("bookings"."status" <> 'confirmed' or "bookings"."seat" is not null)
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "guard" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_seat" ON "bookings" USING btree ("pool","starts_at","seat") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'skipped'));--> statement-breakpoint
INSERT INTO "booking_capacities" ("pool", "capacity") VALUES ('bramhall', 1), ('heaton-moor', 1), ('remote', 2) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "booking_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
