CREATE TABLE "flow_players" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"high_score" integer DEFAULT 0 NOT NULL,
	"largest_combo" integer DEFAULT 0 NOT NULL,
	"multiplier" integer DEFAULT 1 NOT NULL,
	"multiplier_until" timestamp with time zone,
	"game_id" text,
	"game" jsonb,
	"pace_at" bigint DEFAULT 0 NOT NULL,
	"rejected_claims" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_players_multiplier_known" CHECK ("flow_players"."multiplier" IN (1, 2, 7))
);
--> statement-breakpoint
CREATE TABLE "cookie_games" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"saved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flow_players" ADD CONSTRAINT "flow_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_games" ADD CONSTRAINT "cookie_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;