-- A refusal raised from inside one statement (the checkout, src/server/modules/store/checkout.ts,
-- and the ledger's in-statement posting, src/server/modules/ledger/statement.ts). A checkout is
-- a single statement in its own implicit transaction: when a race shows up only once it has
-- written part of its work (the last copy sold meanwhile, a twin checkout's item, a balance
-- that would fall below 0), raising aborts the statement, so everything it wrote is undone.
-- SQLSTATE OR402 means insufficient funds, OR409 a conflict; the message is the reason
-- ('sold_out', 'owned', 'funds') and the detail what it is about (an item's name, a player).
-- Volatile: never folded into a plan, so it runs only on the branch that reaches it.
CREATE OR REPLACE FUNCTION oldroad_refuse(reason text, detail text) RETURNS int LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING
    ERRCODE = CASE WHEN reason = 'funds' THEN 'OR402' ELSE 'OR409' END,
    MESSAGE = reason,
    DETAIL = coalesce(detail, '');
END $$;
