CREATE TABLE "accreditations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_image_id" uuid,
	"link" text,
	"since" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accreditations_name_length" CHECK (char_length("accreditations"."name") between 1 and 120),
	CONSTRAINT "accreditations_link_https" CHECK ("accreditations"."link" ~ '^https://'),
	CONSTRAINT "accreditations_since_format" CHECK ("accreditations"."since" ~ '^[0-9]{4}(-[0-9]{2}-[0-9]{2})?$')
);
--> statement-breakpoint
CREATE TABLE "review_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"review_count" integer NOT NULL,
	"link" text,
	"checked_on" date NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_scores_source_length" CHECK (char_length("review_scores"."source") between 1 and 80),
	CONSTRAINT "review_scores_rating_range" CHECK ("review_scores"."rating" between 0 and 5),
	CONSTRAINT "review_scores_count_not_negative" CHECK ("review_scores"."review_count" >= 0),
	CONSTRAINT "review_scores_link_https" CHECK ("review_scores"."link" ~ '^https://')
);
--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Shared public pages will show the firm's accreditations and review scores, so a change to
-- either drops the kept copies, as team and article changes do (migration 0007, ADR 012).
CREATE TRIGGER "accreditations_public_content_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accreditations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('public_content_changed');
--> statement-breakpoint
CREATE TRIGGER "review_scores_public_content_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_scores"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('public_content_changed');
