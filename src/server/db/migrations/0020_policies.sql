-- Policies (issue 19 §4): a creator submission's revision. Every owner edit bumps it; a
-- moderator's approval or rejection names the revision they saw, and a decision on an older
-- one is refused, so an image swapped after the moderator opened it is never approved unseen.
ALTER TABLE "creator_submissions" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_submissions" ADD CONSTRAINT "creator_submissions_revision_positive" CHECK ("creator_submissions"."revision" >= 1);
