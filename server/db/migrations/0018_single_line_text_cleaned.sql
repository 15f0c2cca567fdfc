-- Issue 47: single lines of text hold no control characters (C0, C1) and no bidirectional
-- embedding, override or isolate marks (app/shared/text/hidden-characters.ts). Rows saved
-- before the rule are cleaned here: a line break or tab becomes a space, the rest are removed.
-- The firm's details document matters most: read back through the stricter schema, a stored
-- name with a CR/LF would fail it, and the site would fall back to the sample firm's details.
-- Every string in that document is a single line (its offices' too), so all of them are cleaned.
SET check_function_bodies = false;
--> statement-breakpoint
CREATE FUNCTION pg_temp.single_line(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(t, '[\r\n\t]+', ' ', 'g'),
    '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]', '', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.single_line_json(j jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE jsonb_typeof(j)
    WHEN 'string' THEN to_jsonb(pg_temp.single_line(j #>> '{}'))
    WHEN 'object' THEN coalesce(
      (SELECT jsonb_object_agg(k, pg_temp.single_line_json(v)) FROM jsonb_each(j) AS e(k, v)),
      '{}'::jsonb)
    WHEN 'array' THEN coalesce(
      (SELECT jsonb_agg(pg_temp.single_line_json(v) ORDER BY i)
         FROM jsonb_array_elements(j) WITH ORDINALITY AS a(v, i)),
      '[]'::jsonb)
    ELSE j
  END
$$;
--> statement-breakpoint
UPDATE "firm_settings" SET "value" = pg_temp.single_line_json("value")
  WHERE "key" = 'details' AND "value" IS DISTINCT FROM pg_temp.single_line_json("value");
--> statement-breakpoint
UPDATE "team_members" SET
  "name" = pg_temp.single_line("name"),
  "role" = pg_temp.single_line("role"),
  "video_room_url" = nullif(pg_temp.single_line("video_room_url"), '')
  WHERE "name" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'
     OR "role" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'
     OR "video_room_url" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]';
--> statement-breakpoint
UPDATE "users" SET "name" = pg_temp.single_line("name")
  WHERE "name" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]';
--> statement-breakpoint
DROP FUNCTION pg_temp.single_line_json(jsonb);
--> statement-breakpoint
DROP FUNCTION pg_temp.single_line(text);
--> statement-breakpoint
SET check_function_bodies = true;
