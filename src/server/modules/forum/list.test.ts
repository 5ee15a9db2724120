import { beforeAll, describe, expect, it } from 'vitest';
import { FORUM_TEXT } from '@common/forum/texts';
import { CACHE_MODES, useTestApp } from '../../test/app';
import { forumPosts } from './schema';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * GET /api/forum/:category: sorts, pinned first, hidden posts, search, and keyset pages equal to numbered pages.
 * Run with the caches on (as a started server runs: change notices heard) and off.
 */
describe.each(CACHE_MODES)('the forum lists with its caches $caches', ({ changes }) => {
  const t = useTestApp({}, { changes });
  let ann: TestPlayer, mod: TestPlayer, writer: TestPlayer;

  type Seed = Partial<typeof forumPosts.$inferInsert> & { title: string };
  const base = new Date('2026-01-01T12:00:00Z').getTime();

  async function seed(rows: Seed[]): Promise<string[]> {
    const out = await t.ctx.db
      .insert(forumPosts)
      .values(rows.map((r, i) => ({ authorId: writer.id, category: 'general', message: `Message of ${r.title}`, createdAt: new Date(base + i * 60_000), ...r })))
      .returning({ id: forumPosts.id });
    // Written straight in the database: kept pages show them once their notices are heard.
    await t.settled();
    return out.map((r) => r.id);
  }

  type Post = { id: string; title: string };
  const list = async (p: TestPlayer, category: string, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    return t.call({ method: 'GET', url: `/api/forum/${category}${qs ? `?${qs}` : ''}`, key: p.key });
  };
  const titles = (body: { posts: Post[] }) => body.posts.map((p) => p.title);

  beforeAll(async () => {
    ann = await makePlayer(t, { username: 'Ann' });
    mod = await makePlayer(t, { username: 'Mia', role: 'moderator' });
    writer = await makePlayer(t, { username: 'Wes' });
    // Clothes: four posts with counters of their own, one pinned, one hidden.
    await seed([
      { title: 'Old hat', category: 'clothes', tipsCount: 5, replyCount: 1 },
      { title: 'Mid scarf', category: 'clothes', tipsCount: 1, replyCount: 9 },
      { title: 'New boots', category: 'clothes', tipsCount: 3, replyCount: 4 },
      { title: 'Pinned rules', category: 'clothes', isPinned: true },
      { title: 'Hidden spam', category: 'clothes', hiddenAt: new Date() },
      { title: 'Latest news', category: 'announcements' },
    ]);
  });

  describe('sorts and filters', () => {
    it('orders each sort with pinned posts first and leaves hidden posts out for players', async () => {
      const expectOrder = async (sort: string, order: string[]) => expect(titles((await list(ann, 'clothes', { sort })).body)).toEqual(order);
      await expectOrder('newest', ['Pinned rules', 'New boots', 'Mid scarf', 'Old hat']);
      await expectOrder('oldest', ['Pinned rules', 'Old hat', 'Mid scarf', 'New boots']);
      await expectOrder('top', ['Pinned rules', 'Old hat', 'New boots', 'Mid scarf']);
      await expectOrder('replies', ['Pinned rules', 'Mid scarf', 'New boots', 'Old hat']);
      const res = await list(ann, 'clothes');
      expect(res.body).toMatchObject({ success: true, hasMore: false, nextCursor: null });
      expect(res.body.posts[0]).toMatchObject({ isPinned: true, categoryLabel: 'Clothes', categoryIcon: 'shirt', isAuthor: false, hasTipped: false, hasReplied: false });
    });

    it('shows hidden posts to moderators, marked hidden', async () => {
      const res = await list(mod, 'clothes');
      expect(titles(res.body)).toContain('Hidden spam');
      expect(res.body.posts.find((p: Post) => p.title === 'Hidden spam')).toMatchObject({ isHidden: true });
    });

    it('lists every category under all, announcements included', async () => {
      const all = titles((await list(ann, 'all', { limit: 100 })).body);
      expect(all).toEqual(expect.arrayContaining(['Latest news', 'Old hat']));
      expect(titles((await list(ann, 'announcements')).body)).toEqual(['Latest news']);
      expect((await list(ann, 'creativity')).body).toEqual({ success: true, posts: [], hasMore: false, nextCursor: null });
    });

    it('refuses an unknown category, a long search and a foreign cursor', async () => {
      expect(await list(ann, 'gossip')).toMatchObject({ status: 400, body: { message: FORUM_TEXT.unknownCategory } });
      expect(await list(ann, 'all', { search: 'x'.repeat(27) })).toMatchObject({ status: 400, body: { message: FORUM_TEXT.searchTooLong } });
      const first = await list(ann, 'all', { limit: 2 });
      expect(first.body.nextCursor).toEqual(expect.any(String));
      expect(await list(ann, 'all', { limit: 2, sort: 'top', cursor: first.body.nextCursor })).toMatchObject({ status: 400, body: { message: FORUM_TEXT.badCursor } });
      expect(await list(ann, 'all', { cursor: 'garbage' })).toMatchObject({ status: 400, body: { message: FORUM_TEXT.badCursor } });
    });
  });

  describe('search', () => {
    beforeAll(async () => {
      await seed([
        { title: 'Giraffe costume contest', category: 'creativity', message: 'Show your long necks' },
        { title: 'Tall animals', category: 'creativity', message: 'A giraffe walked into the plaza wearing dresses' },
        { title: 'Unrelated chatter', category: 'creativity', message: 'Nothing to see here' },
      ]);
    });
    const search = async (text: string, category = 'all') => titles((await list(ann, category, { search: text })).body);

    it('finds full words in titles and messages, the title first', async () => {
      expect(await search('giraffe')).toEqual(['Giraffe costume contest', 'Tall animals']);
      expect(await search('dress')).toEqual(['Tall animals']);
    });

    it('finds parts of words in titles, and similar titles when nothing matches', async () => {
      expect(await search('gira')).toEqual(['Giraffe costume contest']);
      expect(await search('ostum')).toEqual(['Giraffe costume contest']);
      expect(await search('girafe')).toContain('Giraffe costume contest');
      expect(await search('zzzz')).toEqual([]);
    });

    it('searches within a category and pages search results by cursor', async () => {
      expect(await search('giraffe', 'clothes')).toEqual([]);
      const first = await list(ann, 'creativity', { search: 'giraffe', limit: 1 });
      expect(first.body).toMatchObject({ hasMore: true });
      const second = await list(ann, 'creativity', { search: 'giraffe', limit: 1, cursor: first.body.nextCursor });
      expect(titles(second.body)).toEqual(['Tall animals']);
      expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
    });
  });

  describe('keyset pages', () => {
    beforeAll(async () => {
      // 60 posts in 'oldroad', several sharing a timestamp and counters, three pinned.
      const rows: Seed[] = Array.from({ length: 60 }, (_, i) => ({
        title: `Page post ${i}`,
        category: 'oldroad',
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
        tipsCount: i % 4,
        replyCount: i % 5,
        isPinned: i % 20 === 7,
      }));
      await seed(rows);
    });

    for (const sort of ['newest', 'oldest', 'top', 'replies'] as const) {
      it(`gives the same posts by cursor as by page number (${sort})`, async () => {
        const byPage: string[] = [];
        for (let page = 1; ; page++) {
          const res = await list(ann, 'oldroad', { sort, limit: 7, page });
          byPage.push(...res.body.posts.map((p: Post) => p.id));
          if (!res.body.hasMore) break;
        }
        const byCursor: string[] = [];
        let cursor: string | null = null;
        do {
          const res = await list(ann, 'oldroad', { sort, limit: 7, ...(cursor ? { cursor } : {}) });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          byCursor.push(...res.body.posts.map((p: Post) => p.id));
          cursor = res.body.nextCursor;
          expect(res.body.hasMore).toBe(cursor !== null);
        } while (cursor);
        expect(byPage).toHaveLength(60);
        expect(new Set(byPage).size).toBe(60);
        expect(byCursor).toEqual(byPage);
      });
    }

    it('says hasMore exactly at the end', async () => {
      expect((await list(ann, 'oldroad', { limit: 30, page: 2 })).body).toMatchObject({ hasMore: false });
      expect((await list(ann, 'oldroad', { limit: 30, page: 2 })).body.posts).toHaveLength(30);
      expect((await list(ann, 'oldroad', { limit: 29, page: 2 })).body).toMatchObject({ hasMore: true });
      expect((await list(ann, 'oldroad', { page: 3, limit: 30 })).body).toMatchObject({ posts: [], hasMore: false });
    });
  });
});
