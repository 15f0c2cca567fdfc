-- Public pages and free slots are kept in memory (ADR 012). Every committed change to what they
-- are made from announces itself on a channel (server/db/change-channels.ts), so each server
-- process can drop its copies at once, whoever made the change (the admin screens, a script,
-- plain SQL). NOTIFY is transactional: a rolled-back change announces nothing.
-- The trigger's one argument is the channel.
CREATE FUNCTION "notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "team_members_public_content_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('public_content_changed');
--> statement-breakpoint
CREATE TRIGGER "articles_public_content_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('public_content_changed');
--> statement-breakpoint
CREATE TRIGGER "article_slug_redirects_public_content_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_slug_redirects"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('public_content_changed');
--> statement-breakpoint
CREATE TRIGGER "bookings_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('availability_changed');
--> statement-breakpoint
CREATE TRIGGER "booking_blocks_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('availability_changed');
--> statement-breakpoint
CREATE TRIGGER "booking_capacities_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_capacities"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('availability_changed');
--> statement-breakpoint
CREATE TRIGGER "booking_settings_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('availability_changed');
