-- 0025_reports (issue 21 §1-2): players' reports with the server's evidence, one case per
-- reported target, and the moderators' decisions. Written by hand; src/server/modules/reports/
-- schema.ts and chat/schema.ts match it.

-- A case: everything reported about one target while it is undecided (open or claimed), with
-- the server's copy of the evidence taken when it opened. Closed cases keep their decision.
CREATE TABLE "report_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reported_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'open' NOT NULL,
	"claimed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"claimed_at" timestamp with time zone,
	"resolution_action" text,
	"resolution_hours" integer,
	"resolution_reason" text,
	"resolved_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"resolved_at" timestamp with time zone,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_cases_target_type" CHECK ("target_type" IN ('player', 'chat', 'whisper', 'mail', 'forumPost', 'forumReply', 'comment', 'feedPost', 'feedComment', 'item')),
	CONSTRAINT "report_cases_status" CHECK ("status" IN ('open', 'claimed', 'closed')),
	CONSTRAINT "report_cases_action" CHECK ("resolution_action" IS NULL OR "resolution_action" IN ('dismiss', 'hide', 'warn', 'mute', 'suspend', 'ban')),
	CONSTRAINT "report_cases_closed" CHECK (("status" = 'closed') = ("resolution_action" IS NOT NULL AND "resolved_at" IS NOT NULL))
);
--> statement-breakpoint
-- One undecided case per target: a report joins it, and two first reports at once make one
-- case (INSERT ... ON CONFLICT on this index).
CREATE UNIQUE INDEX "report_cases_open_target" ON "report_cases" ("target_type", "target_id") WHERE "status" <> 'closed';
--> statement-breakpoint
CREATE INDEX "report_cases_status_idx" ON "report_cases" ("status", "created_at");
--> statement-breakpoint
CREATE INDEX "report_cases_reported_idx" ON "report_cases" ("reported_user_id", "created_at");
--> statement-breakpoint

-- One report of a case: who (NULL: the system, i.e. the word filter), why, their note.
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL REFERENCES "report_cases"("id") ON DELETE CASCADE,
	"reporter_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason" CHECK ("reason" IN ('harassment', 'hate', 'sexual content', 'spam', 'scam', 'cheating', 'impersonation', 'other')),
	CONSTRAINT "reports_note" CHECK ("note" IS NULL OR char_length("note") <= 500)
);
--> statement-breakpoint
-- A player reports a case once (the score counts each reporter once).
CREATE UNIQUE INDEX "reports_once" ON "reports" ("case_id", "reporter_id") WHERE "reporter_id" IS NOT NULL;
--> statement-breakpoint
-- The reporter score reads a reporter's past reports.
CREATE INDEX "reports_reporter_idx" ON "reports" ("reporter_id");
--> statement-breakpoint

-- A chat line a moderator hid from a case: gone from the public history.
ALTER TABLE "chat_messages" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint

-- A sanction decided from a case names it (0024 made the column; the case table is made here).
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "report_cases"("id") ON DELETE SET NULL;
