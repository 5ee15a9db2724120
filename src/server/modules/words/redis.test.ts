import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REDACTION_MARKER } from '@common/world/chat';
import { REDIS_URL, useSecondProcess, useTestApp } from '../../test/app';
import { profiles } from '../profiles/schema';
import { wordListOf } from './list';
import { makePlayer } from '../../test/players';

/**
 * Two app processes on one database and Redis, each keeping the word list compiled in memory
 * and hearing change notices (as started servers do): a change an admin makes on one is
 * screened with on the other once it has heard the notice, with no restart and no re-read on
 * a timer (notices are live, so the kept list would otherwise be used as it is).
 */
describe.skipIf(!REDIS_URL)('the word list across processes', () => {
  const first = useTestApp({}, { redis: true, changes: true });
  const second = useSecondProcess(first);

  it('a word added or removed on one process is screened with, or no longer, on the other', async () => {
    const admin = await makePlayer(first, { username: 'ListAdmin', role: 'admin' });
    const player = await makePlayer(first, { username: 'Grower' });
    const other = second.app.ctx;
    const bioOnSecond = async (bio: string) => {
      const res = await second.app.inject({ method: 'POST', url: '/api/profile/bio', headers: { 'x-session-key': player.key }, payload: { bio } });
      expect(res.statusCode).toBe(200);
      return (await first.ctx.db.select({ bio: profiles.bio }).from(profiles).where(eq(profiles.userId, player.id)))[0]!.bio;
    };

    // The second process has compiled the list and keeps it while notices are heard.
    expect(await bioOnSecond('I grow rutabaga')).toBe('I grow rutabaga');
    expect(other.changes!.live).toBe(true);
    const kept = wordListOf(other).current();
    expect(kept).toBe(wordListOf(other).current());

    const added = await first.call({ method: 'POST', url: '/api/admin/words', key: admin.key, payload: { word: 'rutabaga', action: 'censor' } });
    expect(added.status).toBe(200);
    await other.changes!.caughtUp();
    expect(await bioOnSecond('I grow rutabaga')).toBe(`I grow ${REDACTION_MARKER}`);

    expect((await first.call({ method: 'DELETE', url: `/api/admin/words/${added.body.word.id}`, key: admin.key })).status).toBe(200);
    await other.changes!.caughtUp();
    expect(await bioOnSecond('I grow rutabaga again')).toBe('I grow rutabaga again');
  });

  it('a change written straight into the table (psql, a script) reaches both processes through its trigger', async () => {
    await first.ctx.db.execute(sql`INSERT INTO word_filter (word, action) VALUES ('mangelwurzel', 'censor')`);
    await Promise.all([first.ctx.changes!.caughtUp(), second.app.ctx.changes!.caughtUp()]);
    for (const ctx of [first.ctx, second.app.ctx]) {
      const words = await wordListOf(ctx).current();
      expect(words.hits('a mangel-wurzel').map((h) => h.word)).toEqual(['mangelwurzel']);
    }
  });
});
