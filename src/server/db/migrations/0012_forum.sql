CREATE TABLE "forum_nsfw_votes" (
	"post_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_nsfw_votes_post_id_voter_id_pk" PRIMARY KEY("post_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited" timestamp with time zone,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"automatically_nsfw" boolean DEFAULT false NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"tips_count" integer DEFAULT 0 NOT NULL,
	"nsfw_votes" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, regexp_replace(message, '\[/?[A-Za-z*][^\]]{0,100}\]', ' ', 'g')), 'B')) STORED NOT NULL,
	CONSTRAINT "forum_posts_counters" CHECK ("forum_posts"."reply_count" >= 0 AND "forum_posts"."tips_count" >= 0 AND "forum_posts"."nsfw_votes" >= 0),
	CONSTRAINT "forum_posts_category" CHECK ("forum_posts"."category" <> 'all')
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"tips_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "forum_replies_tips" CHECK ("forum_replies"."tips_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipper_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"reply_id" uuid,
	"recipient_id" uuid,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_nsfw_votes" ADD CONSTRAINT "forum_nsfw_votes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_nsfw_votes" ADD CONSTRAINT "forum_nsfw_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_tips" ADD CONSTRAINT "forum_tips_tipper_id_users_id_fk" FOREIGN KEY ("tipper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_tips" ADD CONSTRAINT "forum_tips_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_tips" ADD CONSTRAINT "forum_tips_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_tips" ADD CONSTRAINT "forum_tips_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_nsfw_votes_voter_idx" ON "forum_nsfw_votes" USING btree ("voter_id");--> statement-breakpoint
CREATE INDEX "forum_posts_new_idx" ON "forum_posts" USING btree ("is_pinned","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_top_idx" ON "forum_posts" USING btree ("is_pinned","tips_count","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_replies_idx" ON "forum_posts" USING btree ("is_pinned","reply_count","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_cat_new_idx" ON "forum_posts" USING btree ("category","is_pinned","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_cat_top_idx" ON "forum_posts" USING btree ("category","is_pinned","tips_count","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_cat_replies_idx" ON "forum_posts" USING btree ("category","is_pinned","reply_count","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_author_idx" ON "forum_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_search_idx" ON "forum_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "forum_posts_title_trgm_idx" ON "forum_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forum_replies_post_idx" ON "forum_replies" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_replies_author_idx" ON "forum_replies" USING btree ("author_id","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_tips_post_once" ON "forum_tips" USING btree ("post_id","tipper_id") WHERE "forum_tips"."reply_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_tips_reply_once" ON "forum_tips" USING btree ("reply_id","tipper_id") WHERE "forum_tips"."reply_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "forum_tips_tipper_idx" ON "forum_tips" USING btree ("tipper_id");