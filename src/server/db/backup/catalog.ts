import pg from 'pg';
import { HOUSE_CATALOG } from '../../art/catalog';
import { RATE_LIMITS_TABLE } from '../../http/limiter';
import { SEED_WORDS } from '@common/words/seed';

/**
 * What a backup copies and a restore loads, read from PostgreSQL's catalog rather than listed
 * by hand, so a table added by a later migration is backed up without anyone remembering to.
 */
export interface TableShape {
  name: string;
  /** Stored columns in order; generated ones (the forum's search vectors) are computed on load. */
  columns: string[];
  /** Null when its rows are kept; else why not. */
  withoutRows: string | null;
}

/** Logged tables whose rows are not worth keeping: counters that expire within the hour or day. */
const ROWLESS: Record<string, string> = {
  [RATE_LIMITS_TABLE]: 'rate-limit counters and lockouts, which expire on their own',
};

export const ident = (name: string) => pg.escapeIdentifier(name);

/** The app's tables (schema public), each with its stored columns and whether its rows are kept. */
export async function tablesOf(client: pg.ClientBase): Promise<TableShape[]> {
  const { rows } = await client.query<{ name: string; persistence: string; columns: string[] }>(`
    SELECT c.relname AS name, c.relpersistence AS persistence,
           array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    GROUP BY c.relname, c.relpersistence
    ORDER BY c.relname`);
  return rows.map((r) => ({
    name: r.name,
    columns: r.columns,
    // Unlogged tables (change_notices) hold what processes tell each other while they run;
    // PostgreSQL itself empties them after a crash.
    withoutRows: r.persistence === 'u' ? 'unlogged: notices between running processes' : (ROWLESS[r.name] ?? null),
  }));
}

/** Every sequence of schema public (identity columns' included) with its value. */
export async function sequencesOf(client: pg.ClientBase): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
  const { rows: names } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
  );
  const sequences = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text AS last_value, is_called FROM public.${ident(name)}`);
    sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return sequences;
}

/** drizzle's record of applied migrations, oldest first (none when it was never migrated). */
export async function appliedMigrations(client: pg.ClientBase): Promise<{ hash: string; createdAt: number }[]> {
  const { rows: exists } = await client.query<{ t: string | null }>(`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`);
  if (!exists[0]?.t) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`);
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/**
 * The tables holding rows a restore would overwrite: every table whose rows a backup keeps,
 * less the store's house catalog (items written from code at every start, which the restore
 * replaces with the backup's own) and the word filter's seed (written by migration 0026, as
 * it left them). None means a restore may load here.
 */
export async function tablesInTheWay(client: pg.ClientBase): Promise<string[]> {
  const houseIds = HOUSE_CATALOG.map((item) => item.id);
  const found: string[] = [];
  for (const table of await tablesOf(client)) {
    if (table.withoutRows) continue;
    const { rows } =
      table.name === 'items'
        ? await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM items WHERE NOT (id = ANY($1::int[]))) AS any`, [houseIds])
        : table.name === 'word_filter'
          ? await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM word_filter WHERE created_by IS NOT NULL OR action <> 'censor' OR NOT (word = ANY($1::text[]))) AS any`, [SEED_WORDS])
          : await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM public.${ident(table.name)}) AS any`);
    if (rows[0]!.any) found.push(table.name);
  }
  return found;
}
