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
/** A transaction (or the database itself, for a change that stands alone). */
export type Tx = DbTransaction | Db;
export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * The same database over a pool of its own whose connections plan each named statement once
   * (see connectDatabase): for hot statements of a fixed text run outside a transaction (the
   * checkout, the session lookup), which then never wait for a connection behind transactions.
   */
  planned: Db;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// bigint columns (counts) as numbers: every count here fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export function connectDatabase(url: string, log: Pick<Logger, 'error'>, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // Named statements made outside a transaction (executeNamed on `planned`) run on connections
  // of their own that plan each of them once (see executeNamed); opened only when one is made.
  // As many as the main pool: a checkout's time is mostly its commit's flush, shared by the commits of
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
  return {
    db: drizzle(pool, { schema }),
    pool,
    planned: drizzle(planned, { schema }),
    close: async () => void (await Promise.all([pool.end(), planned.end()])),
  };
}

/** What an app's context takes of a database (AppConnections): its handles over both pools. */
export function databaseHandles(database: Database): Pick<Database, 'db' | 'pool' | 'planned'> {
  return { db: database.db, pool: database.pool, planned: database.planned };
}

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

/** The advisory lock key migrations run under ('oldroad' 'migr' as two int4 halves). */
export const MIGRATION_LOCK: readonly [number, number] = [0x6f6c6472, 0x6d696772];

/**
 * Applies the migrations not applied yet, under a PostgreSQL advisory lock held on a
 * connection of its own: processes started together (several app processes on one
 * DATABASE_URL, a process and `npm run admin`) take turns, so each migration runs once and
 * nobody reads a schema half made. The lock goes with its connection if the process dies.
 */
export async function runMigrations(db: Db, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const lock = new pg.Client(pool.options);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Each pool's size when DB_POOL_MAX is unset and the server allows it. */
export const POOL_MAX_DEFAULT = 20;
/** App processes a default pool size leaves room for on one server (with REDIS_URL). */
export const PROCESSES_PLANNED = 4;

/**
 * Connections of each of a process's two pools: DB_POOL_MAX when set, else what lets
 * PROCESSES_PLANNED processes share the server (at most POOL_MAX_DEFAULT). A process holds up
 * to twice that plus one (the change-notice poller); the log says so at start, and warns when
 * the server allows fewer.
 */
export async function poolSizeFor(url: string, configured: number | undefined, log: Pick<Logger, 'info' | 'warn'>): Promise<number> {
  const allowed = await connectionsAllowed(url);
  const size = configured ?? Math.max(2, Math.min(POOL_MAX_DEFAULT, Math.floor((allowed / PROCESSES_PLANNED - 1) / 2)));
  const perProcess = 2 * size + 1;
  if (perProcess > allowed) {
    log.warn({ poolMax: size, perProcess, allowed }, `DB_POOL_MAX=${size} lets this process open ${perProcess} connections, more than the ${allowed} the database server allows: lower DB_POOL_MAX`);
  } else {
    log.info({ poolMax: size, perProcess, allowed }, 'database connections');
  }
  return size;
}

/** Connections the server gives ordinary roles: max_connections less the reserved ones. */
export async function connectionsAllowed(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ max: string; superuser: string; reserved: string | null }>(
      `SELECT current_setting('max_connections') AS max, current_setting('superuser_reserved_connections') AS superuser,
              current_setting('reserved_connections', true) AS reserved`,
    );
    const r = rows[0]!;
    return Number(r.max) - Number(r.superuser) - Number(r.reserved ?? 0);
  } finally {
    await client.end();
  }
}

const dialect = new PgDialect();

/**
 * Runs `query` as a named statement on the connection `on` uses: a transaction's own
 * connection, or, given the planned database (Database.planned, the context's `planned`), a
 * pool whose connections use one generic plan for each named statement
 * (plan_cache_mode=force_generic_plan). Drizzle's execute sends every call unnamed, parsed
 * and planned again; PostgreSQL keeps a named one parsed per connection, but plans it anew
 * for each call as long as it estimates its custom plans cheaper than a generic one, which it does for any `= ANY($1)`: for the checkout, planning was a third of
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
  const client = (on as unknown as { session?: { client?: pg.ClientBase | pg.Pool } }).session?.client;
  if (!client) throw new Error('executeNamed: no node-postgres client behind this database');
  const result = await client.query<T>({ name, text, values });
  return result.rows;
}
