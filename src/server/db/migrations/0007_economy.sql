CREATE SEQUENCE "public"."catalog_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "outfits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outfits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"worn" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skin_tone" integer NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outfits_name_length" CHECK (char_length("outfits"."name") BETWEEN 1 AND 26),
	CONSTRAINT "outfits_skin_tone_range" CHECK ("outfits"."skin_tone" BETWEEN 0 AND 22)
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "owners" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outfits_user_idx" ON "outfits" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_quantity_non_negative" CHECK ("items"."quantity" IS NULL OR "items"."quantity" >= 0);--> statement-breakpoint
-- Owners counted once from the rows already there; grantItems and checkout keep it from now on.
UPDATE "items" SET "owners" = (SELECT count(*) FROM "inventory" WHERE "inventory"."item_id" = "items"."id");
