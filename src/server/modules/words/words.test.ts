import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_TEXT } from '@common/roles';
import { SEED_WORDS } from '@common/words/seed';
import { WORD_MUTE_MINUTES_MAX, WORDS_TEXT } from '@common/words/rules';
import { useTestApp } from '../../test/app';
import { tablesInTheWay } from '../../db/backup/catalog';
import { auditLog } from '../audit/schema';
import { wordListOf } from './list';
import { wordFilter } from './schema';
import { makePlayer } from '../../test/players';

const t = useTestApp({ WORD_FILTER: 'Turnip, mangel-wurzel' });
const list = (key?: string) => t.call({ method: 'GET', url: '/api/admin/words', key });
const add = (key: string | undefined, body: unknown) => t.call({ method: 'POST', url: '/api/admin/words', key, payload: body as Record<string, unknown> });
const remove = (key: string | undefined, id: number | string) => t.call({ method: 'DELETE', url: `/api/admin/words/${id}`, key });
const wordFilterInTheWay = async () => {
  const client = await t.ctx.pool.connect();
  try {
    return (await tablesInTheWay(client)).includes('word_filter');
  } finally {
    client.release();
  }
};
const screenNow = async (text: string) => (await wordListOf(t.ctx).current()).hits(text).map((h) => [h.word, h.action]);

describe('the word list', () => {
  it('starts with the old fixed list, each censored, and shows the operator\'s WORD_FILTER words apart', async () => {
    const admin = await makePlayer(t, { username: 'WordAdmin', role: 'admin' });
    const res = await list(admin.key);
    expect(res.status).toBe(200);
    expect(res.body.words.map((w: { word: string }) => w.word).sort()).toEqual([...SEED_WORDS].sort());
    expect(res.body.words.every((w: { action: string; minutes: null; by: null }) => w.action === 'censor' && w.minutes === null && w.by === null)).toBe(true);
    expect(res.body.settingsWords).toEqual(['turnip', 'mangelwurzel']);
    // The seed is the migration's, not the world's: a restore may still load into this database's word_filter.
    expect(await wordFilterInTheWay()).toBe(false);
    // The settings' words are censored like the table's.
    expect(await screenNow('you turnip, you mangel-wurzel')).toEqual([
      ['turnip', 'censor'],
      ['mangelwurzel', 'censor'],
    ]);
  });

  it('is for admins only: moderators and players get 403, nobody signed in 401, and nothing changes', async () => {
    const mod = await makePlayer(t, { username: 'WordMod', role: 'moderator' });
    const player = await makePlayer(t, { username: 'WordPlayer', role: 'player' });
    for (const key of [mod.key, player.key]) {
      expect(await list(key)).toMatchObject({ status: 403, body: { success: false, message: ROLE_TEXT.adminsOnly } });
      expect(await add(key, { word: 'parsnip', action: 'censor' })).toMatchObject({ status: 403, body: { message: ROLE_TEXT.adminsOnly } });
      expect((await remove(key, 1)).status).toBe(403);
    }
    expect((await list()).status).toBe(401);
    expect((await add(undefined, { word: 'parsnip', action: 'censor' })).status).toBe(401);
    expect(await t.ctx.db.select().from(wordFilter).where(eq(wordFilter.word, 'parsnip'))).toEqual([]);
    expect((await t.ctx.db.select().from(wordFilter).where(eq(wordFilter.id, 1))).length).toBe(1);
  });

  it('adds, changes and removes entries, each audited with before and after, and screens with them at once', async () => {
    const admin = await makePlayer(t, { username: 'Editor', role: 'admin' });
    const added = await add(admin.key, { word: '  P.A.R.S.N.I.P ', action: 'censor' });
    expect(added).toMatchObject({ status: 200, body: { success: true, message: WORDS_TEXT.added('parsnip') } });
    // Padding in the word itself is dropped: "parsnip" written any way is one entry.
    const entry = (await add(admin.key, { word: 'parsnip', action: 'review' })).body;
    expect(entry).toMatchObject({ message: WORDS_TEXT.changed('parsnip'), word: { word: 'parsnip', action: 'review', minutes: null, by: 'Editor' } });
    expect(await screenNow('a P4RSN1P!')).toEqual([['parsnip', 'review']]);
    expect(await wordFilterInTheWay()).toBe(true);

    const muted = await add(admin.key, { word: 'PARSNIP', action: 'mute', minutes: 15 });
    expect(muted.body).toMatchObject({ message: WORDS_TEXT.changed('parsnip'), word: { id: entry.word.id, action: 'mute', minutes: 15 } });
    expect(await screenNow('parsnip')).toEqual([['parsnip', 'mute']]);
    expect((await add(admin.key, { word: 'parsnip', action: 'mute', minutes: 15 })).body.message).toBe(WORDS_TEXT.unchanged('parsnip'));

    expect(await remove(admin.key, entry.word.id)).toMatchObject({ status: 200, body: { message: WORDS_TEXT.removed('parsnip') } });
    expect(await screenNow('parsnip')).toEqual([]);
    expect((await remove(admin.key, entry.word.id)).body).toMatchObject({ success: false, message: WORDS_TEXT.notFound });

    const rows = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'word_filter'), eq(auditLog.targetId, String(entry.word.id))));
    const byAction = (a: string) => rows.filter((r) => r.action === a).map((r) => ({ actor: r.actorId, before: r.before, after: r.after }));
    expect(byAction('words.add')).toEqual([{ actor: admin.id, before: null, after: { word: 'parsnip', action: 'censor', minutes: null } }]);
    expect(byAction('words.change')).toEqual(
      expect.arrayContaining([
        { actor: admin.id, before: { word: 'parsnip', action: 'censor', minutes: null }, after: { word: 'parsnip', action: 'review', minutes: null } },
        { actor: admin.id, before: { word: 'parsnip', action: 'review', minutes: null }, after: { word: 'parsnip', action: 'mute', minutes: 15 } },
      ]),
    );
    expect(byAction('words.change')).toHaveLength(2);
    expect(byAction('words.remove')).toEqual([{ actor: admin.id, before: { word: 'parsnip', action: 'mute', minutes: 15 }, after: null }]);
  });

  it('refuses bad entries with a clear text and changes nothing', async () => {
    const admin = await makePlayer(t, { username: 'Strict', role: 'admin' });
    const before = (await list(admin.key)).body.words.length;
    const cases: [unknown, string][] = [
      [{ word: '', action: 'censor' }, WORDS_TEXT.wordMissing],
      [{ word: ' a ', action: 'censor' }, WORDS_TEXT.wordTooShort],
      [{ word: '@ -', action: 'censor' }, WORDS_TEXT.wordTooShort],
      [{ word: 'x'.repeat(41), action: 'censor' }, WORDS_TEXT.wordTooLong],
      [{ word: 'ß'.repeat(21), action: 'censor' }, WORDS_TEXT.wordTooLong],
      [{ word: 'swede', action: 'mute' }, WORDS_TEXT.minutesNeeded],
      [{ word: 'swede', action: 'mute', minutes: 0 }, WORDS_TEXT.minutesRange],
      [{ word: 'swede', action: 'mute', minutes: WORD_MUTE_MINUTES_MAX + 1 }, WORDS_TEXT.minutesRange],
      [{ word: 'swede', action: 'mute', minutes: 1.5 }, WORDS_TEXT.minutesRange],
    ];
    for (const [body, message] of cases) {
      const res = await add(admin.key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await add(admin.key, { word: 'swede', action: 'ban' })).status).toBe(400);
    expect((await remove(admin.key, 'abc')).status).toBe(400);
    expect((await list(admin.key)).body.words.length).toBe(before);
  });

  it('keeps minutes for mutes only', async () => {
    const admin = await makePlayer(t, { username: 'Minutes', role: 'admin' });
    const res = await add(admin.key, { word: 'kohlrabi', action: 'hide', minutes: 30 });
    expect(res.body.word).toMatchObject({ action: 'hide', minutes: null });
  });
});
