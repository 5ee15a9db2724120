import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { announce, CHANGES_APPLICATION, ChangeFeed, untilEveryProcessHeard } from './changes';

/** The change feed itself: every committed notice heard once, in any commit order; none rolled back. */
const t = useTestApp({}, { changes: true });

function collect(topic: 'forum' | 'user' | 'catalog') {
  const heard: string[] = [];
  t.ctx.changes!.on(topic, (id) => heard.push(id));
  return heard;
}

describe('change notices', () => {
  it('hears a notice committed after a later one, once each, and none of a rolled back transaction', async () => {
    const heard = collect('forum');
    const early = await t.ctx.pool.connect();
    const rolledBack = await t.ctx.pool.connect();
    try {
      // `early` writes first but commits last: its notice must not be skipped by the polls between.
      await early.query('BEGIN');
      await announce(early, 'forum', 'early');
      await rolledBack.query('BEGIN');
      await announce(rolledBack, 'forum', 'never');
      await announce(t.ctx.pool, 'forum', 'late');
      await expect.poll(() => heard).toContain('late');
      await t.ctx.changes!.caughtUp();
      await t.ctx.changes!.caughtUp();
      expect(heard).not.toContain('early');
      await early.query('COMMIT');
      await rolledBack.query('ROLLBACK');
      await expect.poll(() => heard).toContain('early');
      await t.ctx.changes!.caughtUp();
      await t.ctx.changes!.caughtUp();
      expect(heard.filter((id) => id === 'early' || id === 'late').sort()).toEqual(['early', 'late']);
      expect(heard).not.toContain('never');
    } finally {
      early.release();
      rolledBack.release();
    }
  });

  it('a load begun before a notice about what it read is not kept', async () => {
    const feed = t.ctx.changes!;
    const seq = feed.seq;
    expect(feed.changedSince('user', 'someone', seq)).toBe(false);
    await announce(t.ctx.pool, 'user', 'someone');
    await feed.caughtUp();
    expect(feed.changedSince('user', 'someone', seq)).toBe(true);
    expect(feed.changedSince('user', 'someone else', seq)).toBe(false);
    expect(feed.changedSince('user', 'someone', feed.seq)).toBe(false);
  });

  it('says on its connection how far it has heard, and a waiter returns only once every process heard a change', async () => {
    // Before the bulk write below, whose thousands of rows a poll may read again (and forget
    // everything instead of delivering) while some other transaction holds the horizon back.
    // A second listener on the same database, as another app process would have.
    const other = new ChangeFeed(t.databaseUrl, pino({ level: 'silent' }));
    await other.start();
    try {
      const heardHere: string[] = [];
      const heardThere: string[] = [];
      t.ctx.changes!.on('user', (id) => heardHere.push(id));
      other.on('user', (id) => heardThere.push(id));
      await other.caughtUp();
      await other.caughtUp();
      const names = await t.ctx.pool.query<{ name: string }>(
        `SELECT application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE '${CHANGES_APPLICATION}%'`,
      );
      expect(names.rows).toHaveLength(2);
      for (const { name } of names.rows) expect(name).toMatch(/^oldroad-changes \d+$/);

      await announce(t.ctx.pool, 'user', 'signed-out');
      await untilEveryProcessHeard(t.ctx.pool);
      // Heard by both, at the moment the waiter returned: no poll is left to wait for.
      expect(heardHere).toContain('signed-out');
      expect(heardThere).toContain('signed-out');
    } finally {
      await other.stop();
    }
  });

  it('a bulk write forgets everything rather than reading thousands of notices', async () => {
    const feed = t.ctx.changes!;
    let resets = 0;
    let bulkHeard = 0;
    feed.onReset(() => resets++);
    feed.on('forum', (id) => void (id.startsWith('bulk') && bulkHeard++));
    await t.ctx.pool.query(`SELECT oldroad_notice('forum', 'bulk' || g) FROM generate_series(1, 6000) g`);
    await feed.caughtUp();
    // At least the bulk's reset (a poll late on a busy machine also resets), and none of its notices read.
    expect(resets).toBeGreaterThanOrEqual(1);
    expect(bulkHeard).toBe(0);
    expect(feed.live).toBe(true);
  });

});
