-- Forum search: trigram indexes for partial words in titles (pg_trgm). Both extensions ship with
-- PostgreSQL (the embedded server and CI) and are trusted, so a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
