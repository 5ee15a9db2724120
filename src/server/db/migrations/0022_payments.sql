-- 0022_payments (issue 20): card payments granted exactly once, membership with an end, feedback.
-- Written by hand; src/server/modules/payments/schema.ts, feedback/schema.ts and users/schema.ts match it.

-- A membership lasts until this moment (NULL: no end, e.g. lifetime). What a player has is
-- decided when read: the tier while now() < membership_ends_at, 0 after (no job ends it).
ALTER TABLE "users" ADD COLUMN "membership_ends_at" timestamp with time zone;
--> statement-breakpoint

-- Checkout sessions the app created (Stripe's, or the built-in test provider's): what a completed
-- session grants is decided from this row (player, product, price), never from the event.
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"product" text NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"url" text NOT NULL,
	"payment_intent" text,
	"subscription_id" text,
	"customer_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sessions_status_known" CHECK ("status" IN ('open', 'complete', 'expired'))
);
--> statement-breakpoint
CREATE INDEX "payment_sessions_user_idx" ON "payment_sessions" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "payment_sessions_open_idx" ON "payment_sessions" ("expires_at") WHERE "status" = 'open';
--> statement-breakpoint

-- Every provider event handled, by its id: a replay or a concurrent twin finds its row and does nothing.
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint

-- What each payment granted (one row per checkout session, one per renewal invoice), so a refund
-- or dispute takes back exactly that, and the boost goal and leaderboard add up paid boosts.
CREATE TABLE "payment_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"product" text NOT NULL,
	"session_id" text REFERENCES "payment_sessions"("id"),
	"invoice_id" text,
	"payment_intent" text,
	"amount_cents" integer NOT NULL,
	"gems" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"tier" integer DEFAULT 0 NOT NULL,
	"badges" integer DEFAULT 0 NOT NULL,
	"taken_back_gems" integer DEFAULT 0 NOT NULL,
	"taken_back_coins" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_grants_session_idx" ON "payment_grants" ("session_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_grants_invoice_idx" ON "payment_grants" ("invoice_id");
--> statement-breakpoint
CREATE INDEX "payment_grants_intent_idx" ON "payment_grants" ("payment_intent");
--> statement-breakpoint
CREATE INDEX "payment_grants_product_idx" ON "payment_grants" ("product", "user_id");
--> statement-breakpoint

-- A player's subscription at the provider, as its events last described it.
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"product" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" ("user_id");
--> statement-breakpoint

-- Lifetime bundles taken (reserved by an open checkout, or sold); a conditional update against
-- the catalog's limit takes a slot, so no concurrency sells more than the limit.
CREATE TABLE "lifetime_stock" (
	"product" text PRIMARY KEY NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lifetime_stock_taken_non_negative" CHECK ("taken" >= 0)
);
--> statement-breakpoint

-- Messages for staff: players' feedback, and the payments' notes (what a refund could not take back).
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"kind" text DEFAULT 'feedback' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_kind_known" CHECK ("kind" IN ('feedback', 'payment'))
);
--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" ("created_at", "id");
