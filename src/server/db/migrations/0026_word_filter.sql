-- 0026_word_filter (issue 21 §4): the word filter's list, managed by admins
-- (GET/POST/DELETE /api/admin/words). Written by hand; src/server/modules/words/schema.ts
-- matches it.
--
-- One row per entry: the word as the matcher keeps it (folded, swaps read as letters,
-- padding collapsed: src/common/words/rules.ts normalizeWord), what a hit does, and a mute's
-- minutes. Seeded with the fixed list the chat filtered before (src/common/words/seed.ts), each
-- `censor`. WORD_FILTER's words are not copied here: they stay the operator's setting, added as
-- `censor` entries by every process (README, "Word filter").
CREATE TABLE "word_filter" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"action" text NOT NULL,
	"minutes" integer,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_filter_word" CHECK (char_length("word") BETWEEN 1 AND 40),
	CONSTRAINT "word_filter_action" CHECK ("action" IN ('censor', 'hide', 'review', 'mute')),
	CONSTRAINT "word_filter_minutes" CHECK (("action" = 'mute') = ("minutes" IS NOT NULL) AND ("minutes" IS NULL OR "minutes" BETWEEN 1 AND 1440))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "word_filter_word_idx" ON "word_filter" ("word");
--> statement-breakpoint
INSERT INTO "word_filter" ("word", "action") VALUES
	('fuck', 'censor'), ('fucker', 'censor'), ('fucking', 'censor'), ('motherfucker', 'censor'), ('shit', 'censor'),
	('bullshit', 'censor'), ('cunt', 'censor'), ('bitch', 'censor'), ('asshole', 'censor'), ('nigger', 'censor'),
	('nigga', 'censor'), ('faggot', 'censor'), ('retard', 'censor'), ('whore', 'censor'), ('slut', 'censor');
--> statement-breakpoint
-- Every process keeps the list compiled in memory (src/server/modules/words/list.ts): any
-- change to it, by the app, `npm run admin` or psql, tells them all through a `words` notice
-- (db/changes.ts). One notice per statement: the list is re-read whole anyway.
CREATE FUNCTION "oldroad_notice_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM oldroad_notice('words', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "word_filter_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "word_filter" FOR EACH STATEMENT EXECUTE FUNCTION "oldroad_notice_words"();
