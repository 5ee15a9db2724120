import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSecondProcess, useTestApp } from '../../test/app';
import { credit } from '../ledger/service';
import { ORDER_FROM } from './cache';
import { viewerOf } from './policy';
import { listPosts, type ListOptions } from './list';
import { forumChanged } from './notices';
import { postDetail } from './posts';
import { longText, writePost } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * The forum's pages from memory (cache.ts): the same answers as the database gives, each
 * viewer's flags their own; every write seen at once by its writer's next request, by others
 * once the pages showing it reloaded (answered as they were meanwhile, for a second at most), and
 * by another process after the change notice; a change reloads only the pages that show it.
 */
// Runs with or without Redis: the pages live in each process's memory and change notices come
// from PostgreSQL; with REDIS_URL both processes also share it, as in production.
describe('forum pages kept in memory', () => {
  const t = useTestApp({}, { redis: true, changes: true });
  const second = useSecondProcess(t);
  let ann: TestPlayer, bob: TestPlayer, cy: TestPlayer, mod: TestPlayer;
  const access = new Map<string, number>();

  beforeAll(async () => {
    ann = await makePlayer(t, { username: 'Ann', gems: 50, coins: 10_000 });
    bob = await makePlayer(t, { username: 'Bob', gems: 50, coins: 10_000 });
    cy = await makePlayer(t, { username: 'Cy', gems: 50, coins: 10_000 });
    mod = await makePlayer(t, { username: 'Mod', gems: 50, coins: 10_000, role: 'moderator' });
    for (const p of [ann, bob, cy]) access.set(p.id, 0);
    access.set(mod.id, 1);
  });

  type Answer = { status: number; body: any };
  const get = async (app: FastifyInstance, p: TestPlayer, url: string): Promise<Answer> => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-session-key': p.key } });
    return { status: res.statusCode, body: res.json() };
  };
  const list = (p: TestPlayer, query = '', category = 'all', app = t.app) => get(app, p, `/api/forum/${category}?${query}`);
  const detail = (p: TestPlayer, id: string, query = '', app = t.app) => get(app, p, `/api/forum/post/${id}?${query}`);
  const inList = (a: Answer, id: string) => (a.body.posts as { id: string }[]).find((p) => p.id === id);
  const act = async (p: TestPlayer, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.call({ method, url, key: p.key, ...(payload ? { payload } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const viewer = (p: TestPlayer) => viewerOf({ id: p.id, access: access.get(p.id)! });
  const fromDatabase = async (p: TestPlayer, opts: Partial<ListOptions>) =>
    JSON.parse(JSON.stringify({ success: true, ...(await listPosts(t.ctx, viewer(p), { category: 'all', page: 1, limit: 35, sort: 'newest', ...opts })) }));

  /** Waits until this process has heard every notice committed so far. */
  const settled = () => t.ctx.changes!.caughtUp();

  /** The second process hears the notice a moment after the commit. */
  async function eventually(check: () => Promise<void>): Promise<void> {
    const until = Date.now() + 5_000;
    for (;;) {
      try {
        await check();
        return;
      } catch (err) {
        if (Date.now() > until) throw err;
        await new Promise((r) => setTimeout(r, 25));
      }
    }
  }

  it('answers lists and posts as the database does, each viewer with their own flags', async () => {
    const a = await writePost(t, ann, { title: 'Velvet dress for the festival', category: 'clothes' });
    const b = await writePost(t, bob, { title: 'Lanterns in the old town', category: 'general' });
    await writePost(t, cy, { title: 'Pinned rules of the road', category: 'general' });
    await act(bob, 'POST', `/api/forum/post/${a}/reply`, { message: 'Nice dress' });
    await act(cy, 'GET', `/api/forum/post/${a}/tip`);
    await act(ann, 'POST', `/api/forum/post/${b}/nsfw`);
    const reply = (await act(ann, 'POST', `/api/forum/post/${b}/reply`, { message: 'Lovely lanterns' })).id as string;
    await act(bob, 'GET', `/api/forum/post/${b}/reply/${reply}/tip`);

    const cases: Partial<ListOptions>[] = [
      {},
      { sort: 'oldest' },
      { sort: 'top' },
      { sort: 'replies', limit: 2 },
      { category: 'general' },
      { search: 'festival' },
      { search: 'lant' },
    ];
    for (const p of [ann, bob, cy, mod]) {
      for (const opts of cases) {
        const query = new URLSearchParams(Object.entries(opts).flatMap(([k, v]) => (k === 'category' ? [] : [[k, String(v)]]))).toString();
        const category = opts.category ?? 'all';
        // Twice: the first loads, the second comes from memory.
        for (let i = 0; i < 2; i++) expect((await list(p, query, category)).body).toEqual(await fromDatabase(p, opts));
      }
      for (const id of [a, b]) {
        const expected = JSON.parse(JSON.stringify(await postDetail(t.ctx, viewer(p), id, 1, 15)));
        for (let i = 0; i < 2; i++) expect((await detail(p, id)).body).toEqual(expected);
      }
    }
    // The flags are each viewer's own.
    expect(inList(await list(bob, 'sort=top'), a)).toMatchObject({ isAuthor: false, hasReplied: true, hasTipped: false });
    expect(inList(await list(cy, 'sort=top'), a)).toMatchObject({ isAuthor: false, hasReplied: false, hasTipped: true });
    expect(inList(await list(ann, 'sort=top'), a)).toMatchObject({ isAuthor: true, hasReplied: false, hasTipped: false });
    expect(inList(await list(ann), b)).toMatchObject({ hasNSFWVoted: true, hasReplied: true });
    expect(inList(await list(bob), b)).toMatchObject({ isAuthor: true, hasNSFWVoted: false, hasReplied: false });
    expect((await detail(bob, b)).body.replies[0]).toMatchObject({ id: reply, isAuthor: false, hasTipped: true });
    expect((await detail(ann, b)).body.replies[0]).toMatchObject({ id: reply, isAuthor: true, hasTipped: false });
  });

  it('answers from memory: a change nobody announces is not seen until its notice', async () => {
    const id = await writePost(t, ann, { title: 'Before the quiet change' });
    await settled();
    await eventually(async () => expect(inList(await list(bob), id)).toMatchObject({ title: 'Before the quiet change' }));
    // Triggers off for this transaction: no notice is recorded.
    const client = await t.ctx.pool.connect();
    try {
      await client.query(`BEGIN; SET LOCAL session_replication_role = replica`);
      await client.query(`UPDATE forum_posts SET title = 'After the quiet change' WHERE id = $1`, [id]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(inList(await list(bob), id)).toMatchObject({ title: 'Before the quiet change' });
    forumChanged(t.ctx, `p${id}`);
    expect(inList(await list(bob), id)).toMatchObject({ title: 'After the quiet change' });
  });

  it('shows every write at once to its writer, and to others of the same process once the page reloaded', async () => {
    const id = await writePost(t, ann, { title: 'Fresh post of the day', category: 'creativity' });
    expect((await list(ann, 'limit=1')).body.posts[0]).toMatchObject({ id, title: 'Fresh post of the day', isAuthor: true });
    expect((await list(ann, '', 'creativity')).body.posts[0]).toMatchObject({ id });
    await eventually(async () => expect((await list(bob, 'limit=1')).body.posts[0]).toMatchObject({ id, isAuthor: false }));
    await detail(bob, id);

    await act(bob, 'POST', `/api/forum/post/${id}/reply`, { message: 'First reply here' });
    expect(inList(await list(bob), id)).toMatchObject({ replyCount: 1, hasReplied: true });
    expect((await detail(bob, id)).body).toMatchObject({ totalReplies: 1, replies: [{ message: 'First reply here', isAuthor: true }] });
    await eventually(async () => expect(inList(await list(cy), id)).toMatchObject({ replyCount: 1, hasReplied: false }));
    await eventually(async () => expect((await detail(cy, id)).body).toMatchObject({ totalReplies: 1, replies: [{ message: 'First reply here', isAuthor: false }] }));
    const withReply = (await detail(cy, id)).body;

    await act(cy, 'GET', `/api/forum/post/${id}/tip`);
    expect(inList(await list(cy), id)).toMatchObject({ tipsCount: 1, hasTipped: true });
    await eventually(async () => expect(inList(await list(bob), id)).toMatchObject({ tipsCount: 1, hasTipped: false }));
    await eventually(async () => expect((await list(bob, 'sort=top&limit=1')).body.posts[0].id).toBe((await fromDatabase(bob, { sort: 'top', limit: 1 })).posts[0].id));

    await act(cy, 'GET', `/api/forum/post/${id}/reply/${withReply.replies[0].id}/tip`);
    expect((await detail(cy, id)).body.replies[0]).toMatchObject({ tipsCount: 1, hasTipped: true });
    await eventually(async () => expect((await detail(ann, id)).body.replies[0]).toMatchObject({ tipsCount: 1, hasTipped: false }));

    await act(bob, 'POST', `/api/forum/post/${id}/nsfw`);
    expect(inList(await list(bob), id)).toMatchObject({ nsfwVotes: 1, hasNSFWVoted: true });
    await eventually(async () => expect((await detail(cy, id)).body).toMatchObject({ nsfwVotes: 1, hasNSFWVoted: false }));

    // An edit (the author's, `p`): every list and the post's pages go at once, for everyone.
    await act(ann, 'POST', `/api/forum/post/${id}`, { message: longText('Edited words of the post.') });
    expect(inList(await list(bob), id)!).toMatchObject({ message: expect.stringContaining('Edited words'), lastEdited: expect.any(String) });
    expect((await detail(bob, id)).body.message).toContain('Edited words');

    const mine = (await act(ann, 'POST', `/api/forum/post/${id}/reply`, { message: 'Author reply' })).id as string;
    await act(ann, 'POST', `/api/forum/post/${id}/reply/${mine}`, { message: 'Author reply, edited' });
    expect((await detail(ann, id)).body.replies[1]).toMatchObject({ message: 'Author reply, edited', lastEdited: expect.any(String) });
    await eventually(async () => expect((await detail(bob, id)).body.replies[1]).toMatchObject({ message: 'Author reply, edited', isAuthor: false }));
  });

  it('shows moderators’ acts at once: pin, lock, move, hide, hide and delete a reply', async () => {
    const id = await writePost(t, bob, { title: 'A post to moderate now', category: 'general' });
    const reply = (await act(cy, 'POST', `/api/forum/post/${id}/reply`, { message: 'To be hidden' })).id as string;
    const mo = (path: string, payload: object = {}) => act(mod, 'POST', `/api/moderation/forum/post/${id}/${path}`, payload);
    await list(ann, 'sort=oldest');
    await list(ann, '', 'general');
    await detail(ann, id);

    await mo('pin', { pinned: true });
    expect((await list(ann, 'sort=oldest')).body.posts[0]).toMatchObject({ id, isPinned: true });
    await mo('lock', { locked: true });
    expect((await detail(ann, id)).body).toMatchObject({ isLocked: true });
    await mo('move', { category: 'clothes' });
    expect(inList(await list(ann, '', 'general'), id)).toBeUndefined();
    expect(inList(await list(ann, '', 'clothes'), id)).toMatchObject({ category: 'clothes' });

    await mo(`reply/${reply}/hide`, { hidden: true });
    expect((await detail(ann, id)).body).toMatchObject({ totalReplies: 0, replies: [] });
    expect((await detail(mod, id)).body).toMatchObject({ totalReplies: 1, replies: [{ id: reply, isHidden: true }] });
    expect(inList(await list(ann, '', 'clothes'), id)).toMatchObject({ replyCount: 0 });
    await mo(`reply/${reply}/delete`);
    expect((await detail(mod, id)).body).toMatchObject({ totalReplies: 0, replies: [] });

    await mo('hide', { hidden: true });
    expect(inList(await list(ann, '', 'clothes'), id)).toBeUndefined();
    expect((await detail(ann, id)).status).toBe(404);
    expect(inList(await list(mod, '', 'clothes'), id)).toMatchObject({ isHidden: true });
    await mo('delete');
    expect(inList(await list(mod, '', 'clothes'), id)).toBeUndefined();
  });

  it('shows an author’s new name colour and bio colour once their notices are heard; other player changes keep the pages', async () => {
    const id = await writePost(t, cy, { title: 'Colours of the author' });
    await settled();
    expect(inList(await list(bob), id)!).toMatchObject({ author: { username: 'Cy', customization: { nametagColor: null }, profile: { bioColor: null } } });
    // A balance change records a 'user' notice too: the pages stay (how Cy is shown did not change).
    await t.ctx.pool.query('UPDATE users SET coins = coins + 1 WHERE id = $1', [cy.id]);
    await settled();
    expect(inList(await list(bob), id)!).toMatchObject({ author: { customization: { nametagColor: null } } });
    await t.ctx.pool.query(`INSERT INTO customizations (user_id, nametag_color) VALUES ($1, '#123456') ON CONFLICT (user_id) DO UPDATE SET nametag_color = '#123456'`, [cy.id]);
    await t.ctx.pool.query(`INSERT INTO profiles (user_id, bio_color) VALUES ($1, '#654321') ON CONFLICT (user_id) DO UPDATE SET bio_color = '#654321'`, [cy.id]);
    await settled();
    await eventually(async () =>
      expect(inList(await list(bob), id)!).toMatchObject({ authorColor: '#123456', author: { customization: { nametagColor: '#123456' }, profile: { bioColor: '#654321' } } }),
    );
    expect((await detail(ann, id)).body).toMatchObject({ authorColor: '#123456' });
  });

  /** Database round trips `work` makes (the pages' loads; kept pages make none); `work` may ask how many so far. */
  async function roundTrips(work: (made: () => number) => Promise<unknown>): Promise<number> {
    const pool = t.ctx.pool;
    const original = pool.query.bind(pool);
    let made = 0;
    pool.query = ((...args: Parameters<typeof original>) => {
      made++;
      return original(...args);
    }) as typeof pool.query;
    try {
      await work(() => made);
    } finally {
      pool.query = original;
    }
    return made;
  }

  it('drops only the pages that show a change: a tip, a vote, a reply, a new post; honor and balances none', async () => {
    const shown = await writePost(t, ann, { title: 'A post on the oldroad page', category: 'oldroad' });
    const elsewhere = await writePost(t, bob, { title: 'A post on the creativity page', category: 'creativity' });
    await settled();
    // The reader is the moderator: no write below touches their own session.
    const oldroad = () => list(mod, '', 'oldroad');
    const creativity = () => list(mod, '', 'creativity');
    const other = () => detail(mod, elsewhere);
    const unmoved = async () => {
      expect(await roundTrips(creativity)).toBe(0);
      expect(await roundTrips(other)).toBe(0);
    };
    await oldroad();
    await creativity();
    await other();
    expect(await roundTrips(oldroad)).toBe(0);
    await unmoved();

    // FLOW honor and a balance change for both authors: their users rows change, no page shows them.
    await t.ctx.db.transaction((tx) => credit(tx, ann.id, 'honor', 5, 'flow_honor', 'test'));
    await t.ctx.pool.query('UPDATE users SET coins = coins + 1 WHERE id = $1', [bob.id]);
    await settled();
    expect(await roundTrips(oldroad)).toBe(0);
    await unmoved();

    const changes: [string, () => Promise<unknown>, object][] = [
      ['tip', () => act(cy, 'GET', `/api/forum/post/${shown}/tip`), { tipsCount: 1 }],
      ['vote', () => act(cy, 'POST', `/api/forum/post/${shown}/nsfw`), { nsfwVotes: 1 }],
      ['reply', () => act(cy, 'POST', `/api/forum/post/${shown}/reply`, { message: 'A reply that moves only its page' }), { replyCount: 1 }],
      ['new post', () => writePost(t, cy, { title: 'Another post on the oldroad page', category: 'oldroad' }), {}],
    ];
    for (const [what, change, after] of changes) {
      await change();
      await settled();
      // The page showing it reloads (answered as it was meanwhile, the reload at most RELOAD_GAP_MS
      // after the last); the others stay as they are.
      await roundTrips((made) =>
        eventually(async () => {
          expect(inList(await oldroad(), shown), what).toMatchObject(after);
          expect(made(), what).toBeGreaterThan(0);
        }),
      );
      await unmoved();
    }
  });

  it('shows writes made by another process once its notice arrives', async () => {
    const other = second.app;
    const before = (await list(bob, 'limit=3', 'all', other)).body;
    const id = await writePost(t, ann, { title: 'Written in the first process' });
    await eventually(async () => expect((await list(bob, 'limit=3', 'all', other)).body.posts[0]).toMatchObject({ id }));
    expect(before.posts[0].id).not.toBe(id);
    await detail(cy, id, '', other);
    await act(cy, 'POST', `/api/forum/post/${id}/reply`, { message: 'Reply from the first' });
    await act(cy, 'GET', `/api/forum/post/${id}/tip`);
    await eventually(async () => {
      expect((await detail(cy, id, '', other)).body).toMatchObject({ totalReplies: 1, tipsCount: 1, hasTipped: true, hasReplied: true });
      expect(inList(await list(cy, '', 'all', other), id)).toMatchObject({ replyCount: 1, tipsCount: 1, hasTipped: true, hasReplied: true });
    });
    expect(inList(await list(bob, '', 'all', other), id)).toMatchObject({ hasTipped: false, hasReplied: false });
    await act(mod, 'POST', `/api/moderation/forum/post/${id}/hide`, { hidden: true });
    await eventually(async () => expect(inList(await list(bob, '', 'all', other), id)).toBeUndefined());
  });

  it('sends a page gzipped to a browser that takes it from its first answer, a reloaded one too', async () => {
    const id = await writePost(t, ann, { title: 'A post before the pages are read gzipped' });
    await settled();
    // A reader with no flag of their own on the pages: answered the shared page (others get a copy with their flags set).
    const dee = await makePlayer(t, { username: 'Dee' });
    const gzipped = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-session-key': dee.key, 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      return res.headers['content-encoding'];
    };
    expect(await gzipped('/api/forum/all?limit=35')).toBe('gzip');
    expect(await gzipped(`/api/forum/post/${id}`)).toBe('gzip');
    // A change: the pages showing the post reload; whoever is answered the new page gets it gzipped.
    await act(cy, 'POST', `/api/forum/post/${id}/reply`, { message: 'A reply that reloads both pages' });
    await settled();
    await eventually(async () => expect(inList(await list(bob, 'limit=35'), id)).toMatchObject({ replyCount: 1 }));
    expect(await gzipped('/api/forum/all?limit=35')).toBe('gzip');
    await eventually(async () => expect((await detail(bob, id)).body.totalReplies).toBe(1));
    expect(await gzipped(`/api/forum/post/${id}`)).toBe('gzip');
  });

  it('cuts deep pages by number from the kept order, as the database would', async () => {
    const client = await t.ctx.pool.connect();
    try {
      await client.query(
        `INSERT INTO forum_posts (author_id, category, title, message, created_at, tips_count, reply_count)
         SELECT $1, CASE WHEN n % 2 = 0 THEN 'general' ELSE 'oldroad' END, 'Bulk post ' || n, 'A bulk message number ' || n || ' for the deep pages.',
                now() - n * interval '1 minute', n % 7, n % 5
         FROM generate_series(1, ${ORDER_FROM + 120}) n`,
        [cy.id],
      );
    } finally {
      client.release();
    }
    // The insert's notices arrive at the next poll; this process is told now.
    forumChanged(t.ctx, 'p');
    const page = Math.ceil(ORDER_FROM / 35) + 1;
    for (const sort of ['newest', 'top'] as const) {
      for (const p of [ann, mod]) {
        const expected = await fromDatabase(p, { sort, page });
        expect(expected.posts).toHaveLength(35);
        for (let i = 0; i < 2; i++) expect((await list(p, `sort=${sort}&page=${page}`)).body).toEqual(expected);
        // Its cursor leads on as the numbered page after it does.
        const next = (await list(p, `sort=${sort}&cursor=${encodeURIComponent(expected.nextCursor)}`)).body;
        expect(next.posts.map((x: { id: string }) => x.id)).toEqual((await fromDatabase(p, { sort, page: page + 1 })).posts.map((x: { id: string }) => x.id));
      }
    }
    const last = Math.ceil((ORDER_FROM + 140) / 35) + 1;
    expect((await list(ann, `page=${last}`)).body).toEqual(await fromDatabase(ann, { page: last }));
  });
});
