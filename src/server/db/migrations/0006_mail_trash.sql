ALTER TABLE "mail" ADD COLUMN "replied_by_sender" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "purged_by_sender" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "purged_by_recipient" boolean DEFAULT false NOT NULL;