import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { users } from '../users/schema';
import type { LedgerReason } from './service';
import { ledger } from './schema';

/**
 * The ledger's part of a statement that does more than pay: the checkout takes the items and
 * pays for them in one round trip (store/checkout.ts). Where post() (service.ts) runs in a
 * caller's transaction, these are CTEs to write into one statement that is its own
 * transaction. Only when `gate` is true, they apply each player's entries to their balances
 * and write one ledger row per non-zero entry; a balance that would fall below 0 aborts the
 * whole statement (oldroad_refuse, SQLSTATE OR402: migration 0017), so none of it is written.
 *
 * `entries` is a query of (user_id uuid, currency text, amount int, reason text), one row per
 * entry (a player with only zero entries still gets their balances back). The balances after
 * are in `ledger_paid` (id, coins, gems, honor). `ref` is the ledger rows' ref, or a
 * placeholder for it (see namedStatement).
 *
 * The below-0 check is in the SET, not in a WHERE: PostgreSQL computes the new value from the
 * row as it is when the update takes it, whereas a WHERE is first tested against the
 * statement's snapshot, which a transfer committed meanwhile has made stale. The caller must
 * already have locked every player's row in id order, as post() updates them (a checkout
 * racing a tip between the same players never deadlocks).
 */
export function ledgerPosting(entries: SQL, gate: SQL, ref: string | null | Placeholder): SQL {
  const next = (column: 'coins' | 'gems' | 'honor') =>
    sql.raw(`${column} = CASE WHEN u.${column} + d.${column} >= 0 THEN u.${column} + d.${column} ELSE oldroad_refuse('funds', u.id::text) END`);
  return sql`ledger_entries AS (${entries}
  ), ledger_deltas AS (
    SELECT user_id,
      coalesce(sum(amount) FILTER (WHERE currency = 'coins'), 0)::int AS coins,
      coalesce(sum(amount) FILTER (WHERE currency = 'gems'), 0)::int AS gems,
      coalesce(sum(amount) FILTER (WHERE currency = 'honor'), 0)::int AS honor
    FROM ledger_entries GROUP BY user_id
  ), ledger_paid AS (
    UPDATE ${users} u SET ${next('coins')}, ${next('gems')}, ${next('honor')}
    FROM ledger_deltas d WHERE u.id = d.user_id AND ${gate}
    RETURNING u.id, u.coins, u.gems, u.honor
  ), ledger_written AS (
    INSERT INTO ${ledger} (user_id, currency, amount, reason, ref)
    SELECT user_id, currency, amount, reason, ${ref}::text FROM ledger_entries WHERE amount <> 0 AND ${gate}
  )`;
}

/** A reason as the text an `entries` query selects. */
export const reasonSql = (reason: LedgerReason): SQL => sql.raw(`'${reason}'::text`);
