-- oldroad_notice (0014) was a SQL function: PostgreSQL parses, plans and looks up the column
-- defaults of a non-inlined SQL function's body at every call, and the notice triggers call it
-- for every row they see (a purchase: twice). In PL/pgSQL its INSERT is planned once per
-- connection. Same name, arguments and effect.
CREATE OR REPLACE FUNCTION oldroad_notice(topic text, id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_notices (topic, id) VALUES ($1, $2);
END $$;
