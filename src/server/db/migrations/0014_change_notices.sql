-- Change notices (src/server/db/changes.ts): once a transaction commits, every app process
-- hears which players' sign-in and store view it changed, so those can be kept in memory.
-- Triggers catch every writer (the app, seeds, `npm run admin`, psql). PostgreSQL sends the
-- notices at commit, each distinct one once per transaction, and none on rollback.
CREATE OR REPLACE FUNCTION oldroad_notice_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('oldroad_changes', 'user:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oldroad_notice_user_owned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('oldroad_changes', 'user:' || OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('oldroad_changes', 'user:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notice AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION oldroad_notice_user_row();
--> statement-breakpoint
CREATE TRIGGER sessions_notice AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION oldroad_notice_user_owned();
--> statement-breakpoint
CREATE TRIGGER inventory_notice AFTER INSERT OR UPDATE OR DELETE ON inventory FOR EACH ROW EXECUTE FUNCTION oldroad_notice_user_owned();
--> statement-breakpoint
CREATE TRIGGER customizations_notice AFTER INSERT OR UPDATE OR DELETE ON customizations FOR EACH ROW EXECUTE FUNCTION oldroad_notice_user_owned();
