-- One e-mail address holds at most one confirmed consultation at a given time (issue 27 item
-- 10). Duplicates already stored are resolved first: the earliest made is kept, each later one
-- is cancelled (its SEQUENCE raised, so any reminder queued for it is skipped, never sent) and
-- recorded in the audit log. Nobody is e-mailed: the client still holds the booking they were
-- first told about.
WITH ranked AS (
  SELECT "id", row_number() OVER (
    PARTITION BY lower("email"), "starts_at" ORDER BY "created_at", "id"
  ) AS "n"
  FROM "bookings"
  WHERE "status" = 'confirmed'
), cancelled AS (
  UPDATE "bookings" AS b
  SET "status" = 'cancelled',
    "cancel_reason" = 'A second booking at the same time for the same e-mail address',
    "cancelled_at" = now(),
    "updated_at" = now(),
    "sequence" = b."sequence" + 1
  FROM ranked
  WHERE b."id" = ranked."id" AND ranked."n" > 1
  RETURNING b."id", b."reference", b."starts_at"
)
INSERT INTO "audit_log" ("actor_name", "action", "entity_type", "entity_id", "summary", "details")
SELECT 'System', 'booking.cancel', 'booking', "id"::text,
  'Cancelled ' || "reference" || ': a second booking at the same time for the same e-mail address',
  jsonb_build_object('reason', 'duplicate', 'migration', '0012', 'startsAt', "starts_at")
FROM cancelled;
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_email_and_time" ON "bookings" USING btree (lower("email"),"starts_at") WHERE "bookings"."status" = 'confirmed';
