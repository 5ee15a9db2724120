-- 0021_hardening_ops (issue 19 §5): outfit pictures by an unguessable public id.
-- Written by hand (no drizzle-kit snapshot); see the migration notes in docs/ARCHITECTURE.md.
--
-- oldroad_public_id(): 18 random bytes as 24 base64url characters. gen_random_uuid() draws
-- from PostgreSQL's strong random source; only the bytes of a v4 uuid that are wholly random
-- are taken (bytes 1-6 and 10-16: byte 7 holds the version, byte 9 the variant).
CREATE FUNCTION oldroad_public_id() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT translate(encode(
    substring(uuid_send(gen_random_uuid()) FROM 1 FOR 6) ||
    substring(uuid_send(gen_random_uuid()) FROM 10 FOR 7) ||
    substring(uuid_send(gen_random_uuid()) FROM 1 FOR 5), 'base64'), '+/', '-_')
$$;
--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "public_id" text DEFAULT oldroad_public_id() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "outfits_public_id_idx" ON "outfits" USING btree ("public_id");
--> statement-breakpoint
-- Codes shared before this migration named outfits by their sequential id. Those already
-- written in a bio, comment, forum post, reply or mail keep working by number; every other
-- outfit is reachable only by its public id, so counting ids finds nothing new.
ALTER TABLE "outfits" ADD COLUMN "shared_by_number" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "outfits" SET "shared_by_number" = true
WHERE "id"::text IN (
  SELECT (regexp_matches(t, '\[outfit(?:large)?\]\s*(\d{1,10})\s*\[/outfit', 'gi'))[1]
  FROM (
    SELECT "bio" AS t FROM "profiles"
    UNION ALL SELECT "message" FROM "profile_comments"
    UNION ALL SELECT "message" FROM "forum_posts"
    UNION ALL SELECT "message" FROM "forum_replies"
    UNION ALL SELECT "message" FROM "mail"
  ) texts
  WHERE t ILIKE '%[outfit%'
);
--> statement-breakpoint
-- A submission's files by version (issue 19 §6): an edit writes its new picture under new
-- names (image.<version>.png, thumbnail.<version>.png) before its transaction commits, and the
-- row names that version, so a crash at any moment leaves the row naming files that hold what
-- it says. NULL: the files written before versions, image.png and thumbnail.png.
ALTER TABLE "creator_submissions" ADD COLUMN "files_version" text;
