CREATE TABLE "firm_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "firm_settings_key_check" CHECK ("firm_settings"."key" in ('details', 'hours', 'prices'))
);
--> statement-breakpoint
CREATE TABLE "staff_todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"summary" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	CONSTRAINT "staff_todos_status_check" CHECK ("staff_todos"."status" in ('open', 'done'))
);
--> statement-breakpoint
ALTER TABLE "booking_blocks" ADD COLUMN "public_reason" text;--> statement-breakpoint
ALTER TABLE "firm_settings" ADD CONSTRAINT "firm_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_todos" ADD CONSTRAINT "staff_todos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_todos" ADD CONSTRAINT "staff_todos_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_todos_open_idx" ON "staff_todos" USING btree ("status","created_at");--> statement-breakpoint
-- Firm details, hours and prices are on every page, and hours decide the free slots (ADR 032):
-- every committed change drops every kept page and the kept slots in every process.
CREATE TRIGGER "firm_settings_firm_facts_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "firm_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('firm_facts_changed');
--> statement-breakpoint
CREATE TRIGGER "firm_settings_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "firm_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('availability_changed');
--> statement-breakpoint
-- A block with a public reason is a closure that pages announce.
CREATE TRIGGER "booking_blocks_firm_facts_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('firm_facts_changed');
