ALTER TABLE "outbox" ADD COLUMN "due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Mail already queued was due when it was queued, or at its first scheduled time if not tried yet.
UPDATE "outbox" SET "due_at" = CASE WHEN "attempts" = 0 AND "next_attempt_at" > "created_at" THEN "next_attempt_at" ELSE "created_at" END;--> statement-breakpoint
-- A reminder is due a day before its booking, tried or not.
UPDATE "outbox" SET "due_at" = "bookings"."starts_at" - interval '24 hours' FROM "bookings" WHERE "outbox"."guard" IS NOT NULL AND "bookings"."id"::text = "outbox"."guard"->>'bookingId';--> statement-breakpoint
-- Reminders of bookings cancelled or moved before this release no longer wait in the queue.
UPDATE "outbox" SET "status" = 'skipped' WHERE "status" = 'pending' AND "guard" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bookings" WHERE "bookings"."id"::text = "outbox"."guard"->>'bookingId' AND "bookings"."status" = 'confirmed' AND "bookings"."sequence" = ("outbox"."guard"->>'sequence')::int);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "figures" jsonb;
