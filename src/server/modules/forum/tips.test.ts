import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIP_TEXT } from '@common/economy/tips';
import { FORUM_TEXT } from '@common/forum/texts';
import { CACHE_MODES, useTestApp } from '../../test/app';
import { ledgerSums } from '../ledger/service';
import { balances, moderate, writePost } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * Replies, tips and NSFW votes: locked posts, authors only, once per player, exact counters.
 * Run with the caches on (as a started server runs: change notices heard) and off.
 */
describe.each(CACHE_MODES)('forum replies, tips and votes with its caches $caches', ({ changes }) => {
  const t = useTestApp({}, { changes });
  let ann: TestPlayer, ben: TestPlayer, cat: TestPlayer;

  beforeAll(async () => {
    ann = await makePlayer(t, { username: 'Ann', gems: 20, coins: 10_000 });
    ben = await makePlayer(t, { username: 'Ben', gems: 20, coins: 10_000 });
    cat = await makePlayer(t, { username: 'Cat', gems: 5, coins: 10_000 });
  });

  const reply = (p: TestPlayer, postId: string, message: unknown) => t.call({ method: 'POST', url: `/api/forum/post/${postId}/reply`, key: p.key, payload: { message } });
  const tip = (p: TestPlayer, postId: string) => t.call({ method: 'GET', url: `/api/forum/post/${postId}/tip`, key: p.key });
  const tipReply = (p: TestPlayer, postId: string, replyId: string) => t.call({ method: 'GET', url: `/api/forum/post/${postId}/reply/${replyId}/tip`, key: p.key });
  const detail = (p: TestPlayer, postId: string, query = '') => t.call({ method: 'GET', url: `/api/forum/post/${postId}${query}`, key: p.key });
  const nsfw = (p: TestPlayer, postId: string) => t.call({ method: 'POST', url: `/api/forum/post/${postId}/nsfw`, key: p.key });

  describe('replies', () => {
    it('adds replies 15 to a page with totalReplies and hasReplied, and refuses an empty one', async () => {
      const id = await writePost(t, ann);
      expect(await reply(ben, id, '  ')).toMatchObject({ status: 400, body: { message: FORUM_TEXT.contentRequired } });
      for (let i = 1; i <= 17; i++) expect((await reply(i % 2 ? ben : cat, id, `Reply number ${i}`)).status).toBe(200);
      const page2 = await detail(ann, id, '?repliesPage=2');
      expect(page2.body).toMatchObject({ totalReplies: 17, replyCount: 17, repliesPage: 2, hasReplied: false });
      expect(page2.body.replies.map((r: { message: string }) => r.message)).toEqual(['Reply number 16', 'Reply number 17']);
      expect((await detail(ben, id)).body.hasReplied).toBe(true);
      expect((await detail(ben, id)).body.replies).toHaveLength(15);
    });

    it('refuses replies to a locked post and treats a hidden post as not found', async () => {
      const id = await writePost(t, ann);
      await moderate(t, id, { locked: true });
      expect(await reply(ben, id, 'Let me in')).toMatchObject({ status: 403, body: { success: false, message: FORUM_TEXT.locked } });
      await moderate(t, id, { locked: false, hidden: true });
      expect(await reply(ben, id, 'Hello?')).toMatchObject({ status: 404, body: { message: FORUM_TEXT.postNotFound } });
      const count = await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM forum_replies WHERE post_id = ${id}`);
      expect(count.rows[0]!.n).toBe(0);
    });

    it('lets only the reply’s author edit it', async () => {
      const id = await writePost(t, ann);
      const r = await reply(ben, id, 'First try');
      const edit = (p: TestPlayer, message: string) => t.call({ method: 'POST', url: `/api/forum/post/${id}/reply/${r.body.id}`, key: p.key, payload: { message } });
      expect(await edit(ann, 'Not yours')).toMatchObject({ status: 403, body: { message: FORUM_TEXT.notReplyAuthor } });
      expect(await edit(ben, '')).toMatchObject({ status: 400, body: { message: FORUM_TEXT.contentRequired } });
      expect(await edit(ben, 'Second try')).toMatchObject({ status: 200, body: { message: FORUM_TEXT.replyEdited } });
      const shown = (await detail(cat, id)).body.replies[0];
      expect(shown).toMatchObject({ message: 'Second try', isAuthor: false, hasTipped: false, author: { username: 'Ben' } });
      expect(shown.lastEdited).not.toBeNull();
    });
  });

  describe('tips', () => {
    it('moves 1,000 coins to the author once, answers the tipper’s balances, and refuses one’s own', async () => {
      const id = await writePost(t, ann);
      const [a0, b0] = [await balances(t, ann), await balances(t, ben)];
      expect(await tip(ann, id)).toMatchObject({ status: 403, body: { message: TIP_TEXT.yourself } });
      const ok = await tip(ben, id);
      expect(ok).toMatchObject({ status: 200, body: { success: true, message: FORUM_TEXT.postTipped('Ann'), tipsCount: 1, balances: { coins: b0.coins - 1000 } } });
      expect(await tip(ben, id)).toMatchObject({ status: 409, body: { message: FORUM_TEXT.alreadyTippedPost } });
      expect((await balances(t, ann)).coins).toBe(a0.coins + 1000);
      expect((await balances(t, ben)).coins).toBe(b0.coins - 1000);
      expect((await detail(ben, id)).body).toMatchObject({ tipsCount: 1, hasTipped: true });
    });

    it('charges once when one player tips the same post 10 times at once', async () => {
      const id = await writePost(t, ann);
      const [a0, c0] = [await balances(t, ann), await balances(t, cat)];
      const results = await Promise.all(Array.from({ length: 10 }, () => tip(cat, id)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      expect((await balances(t, cat)).coins).toBe(c0.coins - 1000);
      expect((await balances(t, ann)).coins).toBe(a0.coins + 1000);
    });

    it('20 players tipping at once give the author exactly 20,000 coins', async () => {
      const author = await makePlayer(t, { username: 'Star', gems: 1 });
      const id = await writePost(t, author);
      const fans = await Promise.all(Array.from({ length: 20 }, (_, i) => makePlayer(t, { username: `Fan${i}`, coins: 1000 })));
      const results = await Promise.all(fans.map((f) => tip(f, id)));
      expect(results.map((r) => r.status)).toEqual(fans.map(() => 200));
      expect((await balances(t, author)).coins).toBe(20_000);
      expect(await ledgerSums(t.ctx.db, author.id)).toMatchObject({ coins: 20_000 });
      for (const f of fans) expect((await balances(t, f)).coins).toBe(0);
      expect((await detail(author, id)).body.tipsCount).toBe(20);
    });

    it('refuses a tip without the coins and records nothing', async () => {
      const id = await writePost(t, ann);
      const broke = await makePlayer(t, { username: 'Broke', coins: 999 });
      expect(await tip(broke, id)).toMatchObject({ status: 402, body: { message: FORUM_TEXT.tipNeedsCoins(1000) } });
      expect(await tip(broke, id)).toMatchObject({ status: 402 });
      expect((await detail(ann, id)).body.tipsCount).toBe(0);
      expect((await balances(t, broke)).coins).toBe(999);
    });

    it('tips a reply with 500 coins, once, never one’s own', async () => {
      const id = await writePost(t, ann);
      const r = (await reply(ben, id, 'Tip me')).body.id as string;
      const b0 = await balances(t, ben);
      expect(await tipReply(ben, id, r)).toMatchObject({ status: 403, body: { message: TIP_TEXT.yourself } });
      expect(await tipReply(ann, id, r)).toMatchObject({ status: 200, body: { message: FORUM_TEXT.replyTipped('Ben'), tipsCount: 1 } });
      expect(await tipReply(ann, id, r)).toMatchObject({ status: 409, body: { message: FORUM_TEXT.alreadyTippedReply } });
      expect((await balances(t, ben)).coins).toBe(b0.coins + 500);
      expect((await detail(ann, id)).body.replies[0]).toMatchObject({ tipsCount: 1, hasTipped: true });
      expect((await detail(ann, id)).body).toMatchObject({ tipsCount: 0, hasTipped: false });
    });
  });

  describe('NSFW votes', () => {
    it('toggles the viewer’s vote and keeps the count exact under concurrency', async () => {
      const id = await writePost(t, ann);
      expect(await nsfw(ben, id)).toMatchObject({ status: 200, body: { message: FORUM_TEXT.markedNsfw, hasNSFWVoted: true, nsfwVotes: 1 } });
      expect((await detail(ben, id)).body).toMatchObject({ hasNSFWVoted: true, nsfwVotes: 1 });
      expect(await nsfw(ben, id)).toMatchObject({ status: 200, body: { message: FORUM_TEXT.markedSfw, hasNSFWVoted: false, nsfwVotes: 0 } });
      const voters = await Promise.all(Array.from({ length: 8 }, (_, i) => makePlayer(t, { username: `Voter${i}` })));
      // Each voter toggles 3 times at once: every one ends voted, whatever the interleaving.
      await Promise.all(voters.flatMap((v) => [nsfw(v, id), nsfw(v, id), nsfw(v, id)]));
      const rows = await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM forum_nsfw_votes WHERE post_id = ${id}`);
      expect(rows.rows[0]!.n).toBe(8);
      // Another reader's page shows it once reloaded (with the caches on: within a second).
      await expect.poll(async () => (await detail(ann, id)).body.nsfwVotes).toBe(8);
    });

    it('answers Post not found for a post that is not there', async () => {
      expect(await nsfw(ben, '00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404, body: { message: FORUM_TEXT.postNotFound } });
      expect(await tip(ben, 'nope')).toMatchObject({ status: 400, body: { message: 'id: must be a uuid' } });
    });
  });
});
