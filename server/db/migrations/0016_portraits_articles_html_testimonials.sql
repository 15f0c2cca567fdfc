CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"display_name" text NOT NULL,
	"matter_type" text NOT NULL,
	"practice_area" text,
	"given_on" date NOT NULL,
	"consent_on" date NOT NULL,
	"consent_method" text NOT NULL,
	"consent_evidence" text NOT NULL,
	"recorded_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_quote_length" CHECK (char_length("testimonials"."quote") between 1 and 1200),
	CONSTRAINT "testimonials_display_name_length" CHECK (char_length("testimonials"."display_name") between 1 and 80),
	CONSTRAINT "testimonials_matter_type_length" CHECK (char_length("testimonials"."matter_type") between 1 and 80),
	CONSTRAINT "testimonials_consent_evidence_length" CHECK (char_length("testimonials"."consent_evidence") between 1 and 200),
	CONSTRAINT "testimonials_consent_method_check" CHECK ("testimonials"."consent_method" in ('email', 'letter', 'signed-form', 'online-form'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "body_html_version" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "photo_focus_x" integer;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "photo_focus_y" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_shown_idx" ON "testimonials" USING btree ("practice_area","given_on");--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_photo_focus" CHECK (("team_members"."photo_focus_x" is null and "team_members"."photo_focus_y" is null) or ("team_members"."photo_focus_x" between 0 and 100 and "team_members"."photo_focus_y" between 0 and 100));--> statement-breakpoint
-- Testimonials are shown on the shared public pages: a change drops the kept copies (ADR 012).
CREATE TRIGGER "testimonials_public_content_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('public_content_changed');
