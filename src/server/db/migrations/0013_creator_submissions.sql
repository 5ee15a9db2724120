CREATE TABLE "creator_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submitter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"category" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"item_id" integer,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_submissions_status_known" CHECK ("creator_submissions"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "creator_submissions_gender_known" CHECK ("creator_submissions"."gender" IN ('male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "creator_submissions" ADD CONSTRAINT "creator_submissions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_submissions" ADD CONSTRAINT "creator_submissions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_submissions" ADD CONSTRAINT "creator_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_submissions_submitter_idx" ON "creator_submissions" USING btree ("submitter_id","created_at");--> statement-breakpoint
CREATE INDEX "creator_submissions_pending_idx" ON "creator_submissions" USING btree ("created_at") WHERE "creator_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "creator_submissions_item_idx" ON "creator_submissions" USING btree ("item_id");