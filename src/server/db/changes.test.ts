import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { announce } from './changes';

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

  it('a bulk write forgets everything rather than reading thousands of notices', async () => {
    const feed = t.ctx.changes!;
    let resets = 0;
    feed.onReset(() => resets++);
    await t.ctx.pool.query(`SELECT oldroad_notice('forum', 'bulk' || g) FROM generate_series(1, 6000) g`);
    await feed.caughtUp();
    expect(resets).toBe(1);
    expect(feed.live).toBe(true);
  });
});
