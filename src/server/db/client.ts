import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** What `db.transaction(...)` hands its callback. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// bigint columns (counts) as numbers: every count here fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export function connectDatabase(url: string, log: Pick<Logger, 'error'>, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // Named statements made outside a transaction (executeNamed) run on connections of their own
  // that plan each of them once (see executeNamed); opened only when one is made. As many as
  // the main pool: a checkout's time is mostly its commit's flush, shared by the commits of
  // every connection waiting at once (fewer connections made fewer checkouts per second).
  // Their statements are written for index lookups, and a plan made once is kept for the
  // connection's life: one made while a table was nearly empty (idempotency_keys on a new
  // database) scanned it whole at every checkout as it grew, and checkouts per second fell by
  // a third within a minute. enable_seqscan=off keeps each plan on its indexes.
  const planned = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    options: '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off',
  });
  // An idle client losing its connection (database restart) must not crash the process.
  for (const p of [pool, planned]) p.on('error', (err) => log.error({ err }, 'database pool error'));
  const db = drizzle(pool, { schema });
  plannedPools.set(db, planned);
  return { db, pool, close: async () => void (await Promise.all([pool.end(), planned.end()])) };
}

/** Each database's pool for named statements outside transactions (see executeNamed). */
const plannedPools = new WeakMap<Db, pg.Pool>();

/**
 * Independent reads, at once on the database's pool, or one after another in a transaction:
 * its one connection takes one query at a time (pg queues the others, deprecated, and pg 9
 * refuses them).
 */
export async function readAll<T extends unknown[]>(on: Db | DbTransaction, ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  if (!(on instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

const dialect = new PgDialect();

/**
 * Runs `query` as a named statement on the connection `on` uses (a transaction's own
 * connection), or, given the database itself, on a pool whose connections use one generic plan
 * for each named statement (plan_cache_mode=force_generic_plan). Drizzle's execute sends every
 * call unnamed, parsed and planned again; PostgreSQL keeps a named one parsed per connection,
 * but plans it anew for each call as long as it estimates its custom plans cheaper than a
 * generic one, which it does for any `= ANY($1)`: for the checkout, planning was a third of
 * its time. The setting is on connections of their own because on the main pool it would
 * also make drizzle's unnamed statements generic. For hot statements of a fixed text (the
 * name must always go with the same text) whose plan does not depend on their values.
 */
export async function executeNamed<T extends object>(on: Db | DbTransaction, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runNamed<T>(on, name, text, params);
}

/**
 * executeNamed for a statement written once with sql.placeholder('name') for its values: its
 * text is rendered here, once, and each call only fills the values in (drizzle renders a
 * large statement anew on every call otherwise).
 */
export function namedStatement<T extends object, V extends Record<string, unknown>>(name: string, query: SQL): (on: Db | DbTransaction, values: V) => Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (on, values) => runNamed<T>(on, name, text, fillPlaceholders(params, values));
}

async function runNamed<T extends object>(on: Db | DbTransaction, name: string, text: string, values: unknown[]): Promise<T[]> {
  // drizzle's node-postgres session keeps its pg client (a transaction's PoolClient, or the pool).
  const client = plannedPools.get(on as Db) ?? (on as unknown as { session?: { client?: pg.ClientBase | pg.Pool } }).session?.client;
  if (!client) throw new Error('executeNamed: no node-postgres client behind this database');
  const result = await client.query<T>({ name, text, values });
  return result.rows;
}
