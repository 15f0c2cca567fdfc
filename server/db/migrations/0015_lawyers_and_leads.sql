CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lawyer_days_away" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_member_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_days_away_order" CHECK ("lawyer_days_away"."ends_on" >= "lawyer_days_away"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "booking_capacities" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "booking_capacities" CASCADE;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_confirmed_has_seat";--> statement-breakpoint
DROP INDEX "bookings_one_per_seat";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lawyer_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lead_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lead_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "takes_consultations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "meeting_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "consultation_hours" jsonb;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "video_room_url" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_days_away" ADD CONSTRAINT "lawyer_days_away_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_days_away" ADD CONSTRAINT "lawyer_days_away_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_one_live_per_member" ON "calendar_feeds" USING btree ("team_member_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "lawyer_days_away_member_idx" ON "lawyer_days_away" USING btree ("team_member_id","ends_on");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lawyer_id_team_members_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_lawyer_and_time" ON "bookings" USING btree ("lawyer_id","starts_at") WHERE "bookings"."status" = 'confirmed' and "bookings"."lawyer_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_lawyer_starts_idx" ON "bookings" USING btree ("lawyer_id","starts_at");--> statement-breakpoint
CREATE INDEX "quotes_lead_status_created_idx" ON "quotes" USING btree ("lead_status","created_at");--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "seat";--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_on_the_half_hour_grid" CHECK ("bookings"."ends_at" = "bookings"."starts_at" + interval '30 minutes' and extract(epoch from "bookings"."starts_at")::bigint % 1800 = 0);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_status_check" CHECK ("quotes"."lead_status" in ('new', 'contacted', 'instructed', 'not-proceeding'));--> statement-breakpoint
-- A lawyer's hours, meeting types and days away decide the free slots (ADR 033).
CREATE TRIGGER "team_members_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('availability_changed');
--> statement-breakpoint
CREATE TRIGGER "lawyer_days_away_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lawyer_days_away"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('availability_changed');
--> statement-breakpoint
-- Lawyers, not seats (ADR 033, superseding 007). A database made before this: everyone on the
-- public team takes consultations at their own office, by phone and by video, in the firm's
-- consultation hours. A new database gets the same from the seed.
UPDATE "team_members"
  SET "takes_consultations" = NOT "hidden",
      "meeting_types" = jsonb_build_array("office", 'phone', 'video');
--> statement-breakpoint
-- Every confirmed booking gets a suitable lawyer free at its time (the one with the fewest
-- bookings that week, ties broken by name), in the order they were made. One that none can
-- take stays unassigned, and if it is still to come an admin is given a to-do for it. Saturday
-- requests stay unassigned until they are confirmed.
DO $$
DECLARE
  b record;
  chosen uuid;
BEGIN
  FOR b IN
    SELECT "id", "practice_area", "meeting_type", "starts_at", "reference", "name"
    FROM "bookings" WHERE "status" = 'confirmed' ORDER BY "created_at", "id"
  LOOP
    SELECT tm."id" INTO chosen
    FROM "team_members" tm
    WHERE tm."takes_consultations"
      AND tm."practice_areas" ? b."practice_area"
      AND tm."meeting_types" ? b."meeting_type"
      AND NOT EXISTS (
        SELECT 1 FROM "bookings" o
        WHERE o."lawyer_id" = tm."id" AND o."status" = 'confirmed' AND o."starts_at" = b."starts_at"
      )
    ORDER BY (
      SELECT count(*) FROM "bookings" w
      WHERE w."lawyer_id" = tm."id" AND w."status" = 'confirmed'
        AND date_trunc('week', w."starts_at" AT TIME ZONE 'Europe/London')
          = date_trunc('week', b."starts_at" AT TIME ZONE 'Europe/London')
    ), tm."name", tm."id"
    LIMIT 1;
    IF chosen IS NOT NULL THEN
      UPDATE "bookings" SET "lawyer_id" = chosen WHERE "id" = b."id";
    ELSIF b."starts_at" > now() THEN
      INSERT INTO "staff_todos" ("kind", "booking_id", "summary")
      VALUES ('booking-without-lawyer', b."id",
        'Booking ' || b."reference" || ' (' || b."name" || ') has no lawyer: choose one who can take it.');
    END IF;
  END LOOP;
END $$;
