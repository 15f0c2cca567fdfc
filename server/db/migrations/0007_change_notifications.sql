-- Public pages that read these tables are kept in memory (ADR 012). Every
-- committed change to them announces itself on one channel, so each server process can drop
-- its copies at once, whoever made the change (the admin screens, a script, plain SQL).
-- NOTIFY is transactional: a rolled-back change announces nothing.
CREATE FUNCTION "notify_public_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "team_members_public_content_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "articles_public_content_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "article_slug_redirects_public_content_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_slug_redirects"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content_changed"();
--> statement-breakpoint
-- Free slots shown to visitors are kept in memory too (ADR 012): anything they are worked out
-- from announces its changes on a second channel.
CREATE FUNCTION "notify_availability_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('availability_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_availability_changed"();
--> statement-breakpoint
CREATE TRIGGER "booking_blocks_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_availability_changed"();
--> statement-breakpoint
CREATE TRIGGER "booking_capacities_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_capacities"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_availability_changed"();
--> statement-breakpoint
CREATE TRIGGER "booking_settings_availability_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_availability_changed"();
