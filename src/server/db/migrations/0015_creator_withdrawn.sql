ALTER TABLE "creator_submissions" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_submissions" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
CREATE INDEX "creator_submissions_approved_idx" ON "creator_submissions" USING btree ("reviewed_at") WHERE "creator_submissions"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "creator_submissions" ADD CONSTRAINT "creator_submissions_withdrawn_approved" CHECK ("creator_submissions"."withdrawn_at" IS NULL OR "creator_submissions"."status" = 'approved');