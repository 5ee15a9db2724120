-- Accounts hardening (issue 19, section 2): when a player's email address was verified. Until
-- it is, coins and gems never leave the account for another player (the tip policies).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
