-- Sanctions and staff tools (issue 21 §3, §5). Written by hand (no drizzle-kit snapshot).
--
-- A sanction is a row here; what it means right now is kept on the users row (muted_until,
-- suspended_until, suspension_reason), written by src/server/modules/sanctions in the same
-- transaction, so standing stays a pure function of the row every request already reads and
-- every process hears the change through the users trigger's change notice (migration 0014).
-- A ban is a suspension until 'infinity'. created_by null: the system (word filter, flood control).
CREATE TABLE "sanctions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "reason" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ends_at" timestamp with time zone,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  -- The report case it settled (no foreign key here: the reports table comes in 0025).
  "case_id" uuid,
  "lifted_at" timestamp with time zone,
  "lifted_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "lift_reason" text,
  -- A warning: when the player acknowledged its notice (shown at the next sign-in until then).
  "seen_at" timestamp with time zone,
  CONSTRAINT "sanctions_kind_known" CHECK ("kind" IN ('warn', 'mute', 'suspend', 'ban')),
  CONSTRAINT "sanctions_end_by_kind" CHECK (("kind" IN ('mute', 'suspend')) = ("ends_at" IS NOT NULL)),
  CONSTRAINT "sanctions_lift_complete" CHECK ("lifted_by" IS NULL OR "lifted_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "sanctions_user_idx" ON "sanctions" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "sanctions_case_idx" ON "sanctions" ("case_id") WHERE "case_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "muted_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;
--> statement-breakpoint
-- An admin's username change: the old name stays reserved for its owner until reserved_until
-- (registration, finishing an account and other renames refuse it), and staff see the history.
CREATE TABLE "username_changes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "old_username" text NOT NULL,
  "new_username" text NOT NULL,
  "changed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "reason" text,
  "reserved_until" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "username_changes_old_idx" ON "username_changes" (lower("old_username"), "reserved_until");
--> statement-breakpoint
CREATE INDEX "username_changes_user_idx" ON "username_changes" ("user_id", "created_at");
--> statement-breakpoint
-- Where accounts signed up and signed in from (sessions keep theirs only while they live):
-- staff look for accounts sharing an address. `address` is the counted form (auth/address.ts:
-- IPv4 as is, IPv6 by its /64), `ip` the last full address seen.
CREATE TABLE "account_addresses" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "address" text NOT NULL,
  "ip" text NOT NULL,
  "signed_up" boolean DEFAULT false NOT NULL,
  "sign_ins" integer DEFAULT 0 NOT NULL,
  "first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "account_addresses_pk" PRIMARY KEY ("user_id", "address")
);
--> statement-breakpoint
CREATE INDEX "account_addresses_address_idx" ON "account_addresses" ("address");
--> statement-breakpoint
-- The sessions alive now already say where their players signed in from (IPv4 ones as they are).
INSERT INTO "account_addresses" ("user_id", "address", "ip", "sign_ins", "first_seen_at", "last_seen_at")
SELECT "user_id", regexp_replace("ip", '^::ffff:', ''), max("ip"), count(*), min("created_at"), max("created_at")
FROM "sessions"
WHERE "ip" IS NOT NULL AND regexp_replace("ip", '^::ffff:', '') ~ '^[0-9.]+$'
GROUP BY "user_id", regexp_replace("ip", '^::ffff:', '')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The player lookup reads a player's latest public chat lines and feed comments.
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" ("sender_id", "created_at");
--> statement-breakpoint
CREATE INDEX "feed_comments_user_idx" ON "feed_comments" ("user_id", "created_at");
