-- Change notices (src/server/db/changes.ts): every app process learns, within a poll, which
-- players' sign-in and store view rows a committed transaction changed, so it can keep those
-- in memory. Triggers catch every writer (the app, seeds, `npm run admin`, psql).
-- A table, not NOTIFY: PostgreSQL serializes the commits of transactions that NOTIFY (a
-- database-wide lock held through the commit's flush), which would put every purchase in
-- one line. Unlogged: notices are of no use after a crash (every process starts over then).
CREATE UNLOGGED TABLE change_notices (
  seq bigserial PRIMARY KEY,
  tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
  topic text NOT NULL,
  id text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX change_notices_tx_idx ON change_notices (tx);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oldroad_notice(topic text, id text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO change_notices (topic, id) VALUES (topic, id);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oldroad_notice_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM oldroad_notice('user', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oldroad_notice_user_owned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM oldroad_notice('user', OLD.user_id::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM oldroad_notice('user', NEW.user_id::text);
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
