CREATE TABLE "mail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"message" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_replied" boolean DEFAULT false NOT NULL,
	"saved_by_sender" boolean DEFAULT false NOT NULL,
	"saved_by_recipient" boolean DEFAULT false NOT NULL,
	"deleted_by_sender" boolean DEFAULT false NOT NULL,
	"deleted_by_recipient" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_type_known" CHECK ("mail"."type" IN (0, 1))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_recipient_idx" ON "mail" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_sender_idx" ON "mail" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_unread_idx" ON "mail" USING btree ("recipient_id") WHERE "mail"."is_read" = false AND "mail"."deleted_by_recipient" = false;