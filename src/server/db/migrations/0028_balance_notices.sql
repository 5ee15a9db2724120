-- A change of a player's balances alone (coins, gems, honor: every tip, purchase and FLOW grant)
-- sends a `balance` notice instead of a `user` one (0014). Only what shows balances listens for
-- it (the session cache's store pages: auth/session-cache.ts); sign-in state, standing, the
-- town and the store's viewers keep what they hold, where before every coin moved dropped the
-- player's kept session and had each of their next reads look it up again.
-- Any other column changing with them (or a delete) still sends `user`.
CREATE OR REPLACE FUNCTION oldroad_notice_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - ARRAY['coins', 'gems', 'honor']) = (to_jsonb(OLD) - ARRAY['coins', 'gems', 'honor']) THEN
    PERFORM oldroad_notice('balance', OLD.id::text);
  ELSE
    PERFORM oldroad_notice('user', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
