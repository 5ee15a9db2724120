import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ECONOMY_TEXT } from '@common/economy/currency';
import { FORUM_TEXT } from '@common/forum/texts';
import { CACHE_MODES, useTestApp } from '../../test/app';
import { balances, longText, moderate, writePost } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * Writing and reading posts: the spec's validation texts, the gem fee, edits, quick-info.
 * Run with the caches on (as a started server runs: change notices heard) and off.
 */
describe.each(CACHE_MODES)('forum posts with its caches $caches', ({ changes }) => {
  const t = useTestApp({}, { changes });
  let ann: TestPlayer, ben: TestPlayer, mod: TestPlayer;

  beforeAll(async () => {
    ann = await makePlayer(t, { username: 'Ann', gems: 10, coins: 0 });
    ben = await makePlayer(t, { username: 'Ben', gems: 10 });
    mod = await makePlayer(t, { username: 'Mia', gems: 10, role: 'moderator' });
  });

  const create = (p: TestPlayer, payload: unknown, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/forum/post', key: p.key, payload: payload as object, headers });
  const postsBy = async (p: TestPlayer) =>
    (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM forum_posts WHERE author_id = ${p.id}`)).rows[0]!.n;
  const valid = { title: 'Best hats in town', category: 'clothes', message: longText('Which hats do you like best this season?') };

  describe('POST /api/forum/post', () => {
    it('refuses bad input with the spec’s texts, in its order, and charges nothing', async () => {
      const before = await balances(t, ann);
      const cases: [unknown, string][] = [
        [{}, FORUM_TEXT.titleRequired],
        [{ ...valid, title: '   ' }, FORUM_TEXT.titleRequired],
        [{ ...valid, category: '' }, FORUM_TEXT.categoryRequired],
        [{ ...valid, message: '' }, FORUM_TEXT.contentRequired],
        [{ title: 'abcd', category: 'general' }, FORUM_TEXT.contentRequired],
        [{ ...valid, title: 'abcd' }, FORUM_TEXT.titleLength],
        [{ ...valid, title: 'x'.repeat(101) }, FORUM_TEXT.titleLength],
        [{ ...valid, message: 'x'.repeat(49) }, FORUM_TEXT.contentLength],
        [{ ...valid, message: 'x'.repeat(10_001) }, FORUM_TEXT.contentLength],
        [{ ...valid, category: 'gossip' }, FORUM_TEXT.unknownCategory],
        [{ ...valid, category: 'all' }, FORUM_TEXT.allIsFilter],
        [{ ...valid, category: 'announcements' }, FORUM_TEXT.announcementsOnly],
      ];
      for (const [payload, message] of cases) {
        const res = await create(ann, payload);
        expect(res.body, JSON.stringify(payload).slice(0, 80)).toMatchObject({ success: false, message });
        expect(res.status).toBe(message === FORUM_TEXT.announcementsOnly ? 403 : 400);
      }
      expect(await postsBy(ann)).toBe(0);
      expect(await balances(t, ann)).toEqual(before);
      expect('Title must be between 5 and 100 characters').toBe(FORUM_TEXT.titleLength);
      expect('Content must be between 50 and 10,000 characters').toBe(FORUM_TEXT.contentLength);
    });

    it('accepts the limits exactly and charges 1 gem per post', async () => {
      const before = await balances(t, ann);
      const res = await create(ann, { title: 'x'.repeat(5), category: 'oldroad', message: 'y'.repeat(50) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: FORUM_TEXT.posted, balances: { gems: before.gems - 1 } });
      const long = await create(ann, { title: 'x'.repeat(100), category: 'creativity', message: 'y'.repeat(10_000) });
      expect(long.status).toBe(200);
      expect((await balances(t, ann)).gems).toBe(before.gems - 2);
    });

    it('lets moderators post announcements', async () => {
      const res = await create(mod, { ...valid, category: 'announcements' });
      expect(res.status).toBe(200);
    });

    it('with no gem refuses with the ledger’s text and posts nothing', async () => {
      const poor = await makePlayer(t, { username: 'Poor', gems: 0 });
      const res = await create(poor, valid);
      expect(res).toMatchObject({ status: 402, body: { success: false, message: ECONOMY_TEXT.insufficientFunds } });
      expect(await postsBy(poor)).toBe(0);
    });

    it('20 posts at once with 5 gems make exactly 5 posts and leave 0 gems', async () => {
      const five = await makePlayer(t, { username: 'Five', gems: 5 });
      const results = await Promise.all(Array.from({ length: 20 }, () => create(five, valid)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(results.filter((r) => r.status === 402)).toHaveLength(15);
      expect(await postsBy(five)).toBe(5);
      expect((await balances(t, five)).gems).toBe(0);
    });

    it('a retried submit with the same Idempotency-Key posts and charges once', async () => {
      const retry = await makePlayer(t, { username: 'Retry', gems: 3 });
      const headers = { 'idempotency-key': 'post-once-1' };
      const answers = await Promise.all([create(retry, valid, headers), create(retry, valid, headers), create(retry, valid, headers)]);
      for (const a of answers) expect(a.status).toBe(200);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await postsBy(retry)).toBe(1);
      expect((await balances(t, retry)).gems).toBe(2);
    });

    it('flags a post with a filtered word as NSFW automatically', async () => {
      const id = await writePost(t, ben, { title: 'Oh shit my hat', message: longText('It blew away in the wind.') });
      const clean = await writePost(t, ben, { title: 'Nice shoes today' });
      const info = (id: string) => t.call({ method: 'GET', url: `/api/forum/post/${id}/quick-info`, key: ann.key });
      expect((await info(id)).body.automaticallyNSFW).toBe(true);
      expect((await info(clean)).body.automaticallyNSFW).toBe(false);
    });
  });

  describe('rate limits', () => {
    it('allows 30 posts a minute and refuses the 31st with its text, charging nothing for it', async () => {
      const busy = await makePlayer(t, { username: 'Busy', gems: 40 });
      for (let i = 0; i < 30; i++) expect((await create(busy, valid)).status).toBe(200);
      expect(await create(busy, valid)).toMatchObject({ status: 429, body: { success: false, message: FORUM_TEXT.postsTooFast } });
      expect(await postsBy(busy)).toBe(30);
      expect((await balances(t, busy)).gems).toBe(10);
    });

    it('allows 60 replies a minute and refuses the 61st with its text, storing nothing for it', async () => {
      const id = await writePost(t, ben, { title: 'Chatty thread' });
      const chatty = await makePlayer(t, { username: 'Chatty' });
      const reply = (n: number) => t.call({ method: 'POST', url: `/api/forum/post/${id}/reply`, key: chatty.key, payload: { message: `Reply number ${n}` } });
      for (let i = 0; i < 60; i++) expect((await reply(i)).status).toBe(200);
      expect(await reply(60)).toMatchObject({ status: 429, body: { success: false, message: FORUM_TEXT.repliesTooFast } });
      const detail = await t.call({ method: 'GET', url: `/api/forum/post/${id}`, key: ann.key });
      expect(detail.body.totalReplies).toBe(60);
    });

    it('allows 60 edits a minute and refuses the 61st, leaving the post as it was', async () => {
      const editor = await makePlayer(t, { username: 'Editor', gems: 1 });
      const id = await writePost(t, editor, { title: 'Edited a lot' });
      const edit = (n: number) => t.call({ method: 'POST', url: `/api/forum/post/${id}`, key: editor.key, payload: { message: longText(`Edit number ${n} of this post.`) } });
      for (let i = 0; i < 60; i++) expect((await edit(i)).status).toBe(200);
      expect(await edit(60)).toMatchObject({ status: 429, body: { success: false, message: FORUM_TEXT.editsTooFast } });
      const detail = await t.call({ method: 'GET', url: `/api/forum/post/${id}`, key: ann.key });
      expect(detail.body.message).toContain('Edit number 59 of this post.');
    });
  });

  describe('reading a post', () => {
    it('answers quick-info with the card’s fields and the detail with the whole message', async () => {
      const message = `[b]Bold[/b] start. ${'word '.repeat(80)}end`;
      const id = await writePost(t, ben, { title: 'Card fields', category: 'clothes', message });
      const q = await t.call({ method: 'GET', url: `/api/forum/post/${id}/quick-info`, key: ann.key });
      expect(q.status).toBe(200);
      expect(q.body).toMatchObject({
        success: true,
        id,
        title: 'Card fields',
        category: 'clothes',
        categoryLabel: 'Clothes',
        categoryIcon: 'shirt',
        isPinned: false,
        isLocked: false,
        isHidden: false,
        tipsCount: 0,
        replyCount: 0,
        totalReplies: 0,
        nsfwVotes: 0,
        isAuthor: false,
        author: { username: 'Ben', membership: 0, badges: 0, profile: { bioColor: null }, customization: { nametagColor: null } },
      });
      expect(q.body.message.endsWith('...')).toBe(true);
      expect(q.body.message.length).toBe(253);
      const d = await t.call({ method: 'GET', url: `/api/forum/post/${id}`, key: ben.key });
      expect(d.body).toMatchObject({ success: true, message, isAuthor: true, totalReplies: 0, replies: [], repliesPage: 1, repliesLimit: 15, lastEdited: null });
    });

    it('answers Post not found for a missing id and a hidden post (moderators still see it), and refuses a non-uuid', async () => {
      const id = await writePost(t, ben);
      await moderate(t, id, { hidden: true });
      for (const path of [`/api/forum/post/${id}`, `/api/forum/post/${id}/quick-info`, '/api/forum/post/00000000-0000-4000-8000-000000000000']) {
        expect(await t.call({ method: 'GET', url: path, key: ann.key })).toMatchObject({ status: 404, body: { success: false, message: FORUM_TEXT.postNotFound } });
      }
      // A malformed id is refused by the route's contract (issue 19 §5), before any query.
      expect(await t.call({ method: 'GET', url: '/api/forum/post/123', key: ann.key })).toMatchObject({ status: 400, body: { success: false, message: 'id: must be a uuid' } });
      const seen = await t.call({ method: 'GET', url: `/api/forum/post/${id}`, key: mod.key });
      expect(seen.body).toMatchObject({ success: true, isHidden: true });
    });
  });

  describe('POST /api/forum/post/:id (edit)', () => {
    it('lets only the author edit, with the same rules, and sets lastEdited', async () => {
      const id = await writePost(t, ben);
      const edit = (p: TestPlayer, message: unknown) => t.call({ method: 'POST', url: `/api/forum/post/${id}`, key: p.key, payload: { message } });
      expect(await edit(ann, longText('Hijacked!'))).toMatchObject({ status: 403, body: { message: FORUM_TEXT.notPostAuthor } });
      expect(await edit(mod, longText('Moderators move and hide; they do not rewrite.'))).toMatchObject({ status: 403 });
      expect(await edit(ben, 'short')).toMatchObject({ status: 400, body: { message: FORUM_TEXT.contentLength } });
      expect(await edit(ben, '')).toMatchObject({ status: 400, body: { message: FORUM_TEXT.contentRequired } });
      const ok = await edit(ben, longText('A better message after all.'));
      expect(ok).toMatchObject({ status: 200, body: { success: true, message: FORUM_TEXT.postEdited } });
      const d = await t.call({ method: 'GET', url: `/api/forum/post/${id}`, key: ann.key });
      expect(d.body.message).toBe(longText('A better message after all.'));
      expect(d.body.lastEdited).toBe(ok.body.lastEdited);
    });
  });
});
