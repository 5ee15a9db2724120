CREATE TABLE "feed_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_comments_text" CHECK (char_length("feed_comments"."text") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "feed_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"layout" text,
	"description" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"privacy" text DEFAULT 'everyone' NOT NULL,
	"status" text NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"tip_count" integer DEFAULT 0 NOT NULL,
	"tip_total" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_posts_type" CHECK ("feed_posts"."type" IN ('single', 'collage')),
	CONSTRAINT "feed_posts_layout" CHECK (("feed_posts"."type" = 'single' AND "feed_posts"."layout" IS NULL) OR ("feed_posts"."type" = 'collage' AND "feed_posts"."layout" IN ('main-left', 'main-right', 'main-top'))),
	CONSTRAINT "feed_posts_privacy" CHECK ("feed_posts"."privacy" IN ('everyone', 'friends', 'private')),
	CONSTRAINT "feed_posts_status" CHECK ("feed_posts"."status" IN ('pending', 'published', 'rejected')),
	CONSTRAINT "feed_posts_description" CHECK (char_length("feed_posts"."description") BETWEEN 10 AND 500),
	CONSTRAINT "feed_posts_counts" CHECK ("feed_posts"."comment_count" >= 0 AND "feed_posts"."tip_count" >= 0 AND "feed_posts"."tip_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feed_saves" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_saves_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "feed_slots" (
	"post_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"outfit_id" integer,
	"outfit_name" text,
	"upload_id" uuid,
	CONSTRAINT "feed_slots_post_id_position_pk" PRIMARY KEY("post_id","position"),
	CONSTRAINT "feed_slots_position" CHECK ("feed_slots"."position" BETWEEN 0 AND 2)
);
--> statement-breakpoint
CREATE TABLE "feed_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_tips_amount" CHECK ("feed_tips"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "feed_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_uploads_status" CHECK ("feed_uploads"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_saves" ADD CONSTRAINT "feed_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_saves" ADD CONSTRAINT "feed_saves_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_slots" ADD CONSTRAINT "feed_slots_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_slots" ADD CONSTRAINT "feed_slots_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_slots" ADD CONSTRAINT "feed_slots_upload_id_feed_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."feed_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tips" ADD CONSTRAINT "feed_tips_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tips" ADD CONSTRAINT "feed_tips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_uploads" ADD CONSTRAINT "feed_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_uploads" ADD CONSTRAINT "feed_uploads_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_comments_post_idx" ON "feed_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_posts_published_idx" ON "feed_posts" USING btree ("published_at","id") WHERE "feed_posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "feed_posts_user_idx" ON "feed_posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_saves_post_idx" ON "feed_saves" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "feed_tips_post_idx" ON "feed_tips" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "feed_uploads_pending_idx" ON "feed_uploads" USING btree ("created_at") WHERE "feed_uploads"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "feed_uploads_user_idx" ON "feed_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_uploads_post_idx" ON "feed_uploads" USING btree ("post_id");