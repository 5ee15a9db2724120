import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { readAll, type Db, type DbTransaction } from './client';

const t = useTestApp();

/** Two reads through readAll, noting when each starts and ends. */
async function twoReads(on: Db | DbTransaction) {
  const events: string[] = [];
  const read = (name: string, seconds: number) => async () => {
    events.push(`${name} starts`);
    const rows = await on.execute<{ n: number }>(sql`SELECT ${seconds}::int AS n, pg_sleep(${seconds / 2})`);
    events.push(`${name} ends`);
    return rows.rows[0]!.n;
  };
  const results = await readAll(on, read('slow', 1), read('quick', 0));
  return { results, events };
}

describe('readAll', () => {
  it('reads at once on the pool, each result in its place', async () => {
    const { results, events } = await twoReads(t.ctx.db);
    expect(results).toEqual([1, 0]);
    expect(events).toEqual(['slow starts', 'quick starts', 'quick ends', 'slow ends']);
  });

  it('reads one after another in a transaction, whose connection takes one query at a time', async () => {
    const { results, events } = await t.ctx.db.transaction((tx) => twoReads(tx));
    expect(results).toEqual([1, 0]);
    expect(events).toEqual(['slow starts', 'slow ends', 'quick starts', 'quick ends']);
  });
});
