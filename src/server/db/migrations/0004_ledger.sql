CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_currency_known" CHECK ("ledger"."currency" IN ('coins', 'gems', 'honor')),
	CONSTRAINT "ledger_amount_non_zero" CHECK ("ledger"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "coins" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "gems" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_honor_non_negative" CHECK ("users"."honor" >= 0);--> statement-breakpoint
-- Balances made before the ledger existed become its opening rows, so every balance equals its ledger's sum.
INSERT INTO "ledger" ("user_id", "currency", "amount", "reason") SELECT "id", 'coins', "coins", 'grant' FROM "users" WHERE "coins" <> 0;--> statement-breakpoint
INSERT INTO "ledger" ("user_id", "currency", "amount", "reason") SELECT "id", 'gems', "gems", 'grant' FROM "users" WHERE "gems" <> 0;--> statement-breakpoint
INSERT INTO "ledger" ("user_id", "currency", "amount", "reason") SELECT "id", 'honor', "honor", 'grant' FROM "users" WHERE "honor" <> 0;
