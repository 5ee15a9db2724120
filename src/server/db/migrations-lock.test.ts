import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, dropDatabase, runId, withDatabase } from '../test/database';
import { connectDatabase, connectionsAllowed, MIGRATIONS_DIR, poolSizeFor, POOL_MAX_DEFAULT, runMigrations } from './client';

const log = pino({ level: 'silent' });
const made: string[] = [];
afterAll(async () => {
  for (const name of made) await dropDatabase(inject('dbAdminUrl'), name);
});

async function freshDatabase(): Promise<string> {
  const name = `oldroad_mig_${runId()}`;
  await adminQuery(inject('dbAdminUrl'), `CREATE DATABASE "${name}"`);
  made.push(name);
  return withDatabase(inject('dbAdminUrl'), name);
}

describe('migrations started together', () => {
  it('run once each, under the advisory lock, however many processes start at once on a fresh database', async () => {
    const url = await freshDatabase();
    const processes = Array.from({ length: 5 }, () => connectDatabase(url, log, 2));
    try {
      const results = await Promise.allSettled(processes.map((p) => runMigrations(p.db)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(Array(5).fill('ok'));
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await processes[0]!.pool.query<{ n: number; distinct: number }>('SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
      // The schema is whole: the last tables of the journal are there.
      const tables = await processes[0]!.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename IN ('users', 'outfits', 'forum_posts')`);
      expect(tables.rows[0]!.n).toBe(3);
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
  });
});

describe('pool sizes', () => {
  it('fit the server when DB_POOL_MAX is unset, and follow it when set', async () => {
    const url = inject('dbAdminUrl');
    const allowed = await connectionsAllowed(url);
    const size = await poolSizeFor(url, undefined, log);
    expect(size).toBeLessThanOrEqual(POOL_MAX_DEFAULT);
    // Four processes of two pools and a change-notice connection each fit in what the server allows.
    expect(4 * (2 * size + 1)).toBeLessThanOrEqual(allowed);
    expect(await poolSizeFor(url, 7, log)).toBe(7);
  });
});
