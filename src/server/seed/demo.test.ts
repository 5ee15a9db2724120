import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { customizations } from '../modules/customization/schema';
import { friendships } from '../modules/friends/schema';
import { dressDemoPlayers } from '../modules/items/demo-outfits';
import { seedCatalog } from '../modules/items/service';
import { balancesOf, ledgerSums } from '../modules/ledger/service';
import { outfits } from '../modules/outfits/schema';
import { feedPosts } from '../modules/outfitsFeed/schema';
import { users } from '../modules/users/schema';
import { DEMO_SKIN_TONES } from './demo-outfits-feed';
import { DEMO_PASSWORD, DEMO_PLAYERS, demoEmail, seedDemoWorld } from './demo';

const t = useTestApp();

describe('demo world', () => {
  it('creates the demo players once, with friendships, and each can sign in with the demo password', async () => {
    await seedDemoWorld(t.ctx);
    await seedDemoWorld(t.ctx);
    expect((await t.ctx.db.select({ n: count() }).from(users))[0]!.n).toBe(DEMO_PLAYERS.length);
    expect((await t.ctx.db.select({ n: count() }).from(friendships))[0]!.n).toBeGreaterThan(0);

    for (const player of DEMO_PLAYERS) {
      const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: demoEmail(player.username), password: DEMO_PASSWORD } });
      expect(res.status, player.username).toBe(200);
      expect(res.body.user).toMatchObject({ username: player.username, access: player.access, membership: player.membership, badges: player.badges, coins: player.coins, gems: player.gems });
    }
  });

  it('makes Finn a moderator and Cleo an admin; everyone else plays', () => {
    const roles = Object.fromEntries(DEMO_PLAYERS.map((p) => [p.username, p.access]));
    expect(roles).toEqual({ Ava: 0, Bruno: 0, Cleo: 2, Dario: 0, Esme: 0, Finn: 1 });
  });

  it('gives Ava unread mail for the top bar badge, and a second seed sends none again', async () => {
    const key = (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: demoEmail('Ava'), password: DEMO_PASSWORD } })).body.serverSessionKey;
    const res = await t.call({ method: 'GET', url: '/api/mail/unread/count', key });
    expect(res.body).toEqual({ success: true, count: 3 });
    await seedDemoWorld(t.ctx);
    expect((await t.call({ method: 'GET', url: '/api/mail/unread/count', key })).body.count).toBe(3);
  });

  it('opens the forums with a few threads: the announcement pinned first, each post paid for, balances as advertised', async () => {
    const key = (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: demoEmail('Bruno'), password: DEMO_PASSWORD } })).body.serverSessionKey;
    const list = await t.call({ method: 'GET', url: '/api/forum/all', key });
    expect(list.status).toBe(200);
    expect(list.body.posts).toHaveLength(4);
    expect(list.body.posts[0]).toMatchObject({ title: 'Welcome to the Old Road Town forums', isPinned: true, category: 'announcements' });
    expect(list.body.posts.find((p: { title: string }) => p.title.startsWith('Show us')).replyCount).toBe(3);
    const fees = await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger WHERE reason = 'post_fee' AND ref IN (SELECT id::text FROM forum_posts)`);
    expect(fees.rows[0]!.n).toBe(4);
  });

  it('fills the outfits Feed: posts by five players with comments and tips, paid through the ledger, the books balanced', async () => {
    const login = async (name: string) => (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: demoEmail(name), password: DEMO_PASSWORD } })).body.serverSessionKey as string;
    const feedOf = async (key: string) => (await t.call({ method: 'GET', url: '/api/outfits-feed/posts', key })).body;
    const bruno = await feedOf(await login('Bruno'));
    expect(bruno.posts.length).toBeGreaterThanOrEqual(4);
    const creators = new Set(bruno.posts.map((p: { creator: { name: string } }) => p.creator.name));
    expect(creators.size).toBe(bruno.posts.length);
    expect(bruno.posts.some((p: { type: string }) => p.type === 'collage')).toBe(true);
    expect(bruno.posts.every((p: { slots: { type: string; preview: string }[] }) => p.slots.length > 0 && p.slots.every((s) => s.type === 'outfit' && s.preview.startsWith('/cdn/outfit/')))).toBe(true);
    expect(bruno.posts.reduce((n: number, p: { commentCount: number }) => n + p.commentCount, 0)).toBeGreaterThan(5);
    expect(bruno.posts.some((p: { tipCount: number; previewComments: unknown[] }) => p.tipCount > 0 && p.previewComments.length > 0)).toBe(true);
    // Finn's post is for his friends: Ava sees it, Bruno does not.
    const ava = await feedOf(await login('Ava'));
    expect(ava.posts.length).toBe(bruno.posts.length + 1);
    expect(ava.posts.find((p: { creator: { name: string } }) => p.creator.name === 'Finn')).toMatchObject({ privacy: 'friends' });

    // A second seed writes nothing again.
    const before = (await t.ctx.db.select({ n: count() }).from(feedPosts))[0]!.n;
    await seedDemoWorld(t.ctx);
    expect((await t.ctx.db.select({ n: count() }).from(feedPosts))[0]!.n).toBe(before);

    // Every post's gem and every tip went through the ledger; each balance is the sum of its rows and the one advertised.
    const rows = await t.ctx.db.execute<{ reason: string; n: number }>(sql`SELECT reason, count(*)::int AS n FROM ledger WHERE ref IN (SELECT id::text FROM feed_posts) GROUP BY reason ORDER BY reason`);
    expect(rows.rows).toEqual([
      { reason: 'post_fee', n: before },
      { reason: 'tip', n: 2 * ava.posts.reduce((n: number, p: { tipCount: number }) => n + p.tipCount, 0) },
    ]);
    const ids = await t.ctx.db.select({ id: users.id, username: users.username }).from(users);
    const balances = await balancesOf(t.ctx, ids.map((u) => u.id));
    for (const u of ids) {
      expect(await ledgerSums(t.ctx.db, u.id), u.username!).toEqual(balances.get(u.id));
      const advertised = DEMO_PLAYERS.find((p) => p.username === u.username)!;
      expect(balances.get(u.id), u.username!).toEqual({ coins: advertised.coins, gems: advertised.gems, honor: advertised.honor });
    }
  });

  it('saves the posted outfits in each poster’s own skin tone', async () => {
    await seedCatalog(t.ctx);
    await dressDemoPlayers(t.ctx);
    const rows = await t.ctx.db
      .select({ username: users.username, outfitTone: outfits.skinTone, lookTone: customizations.skinTone })
      .from(outfits)
      .innerJoin(users, eq(users.id, outfits.userId))
      .innerJoin(customizations, eq(customizations.userId, users.id));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) {
      expect(r.outfitTone, r.username!).toBe(r.lookTone);
      expect(DEMO_SKIN_TONES[r.username!]).toBe(r.lookTone);
    }
  });

  it('verifies the demo players’ emails, those seeded before verification existed too, and nobody else', async () => {
    await t.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.username, 'Bruno'));
    const [bystander] = await t.ctx.db.insert(users).values({ username: 'Bystander', email: 'bystander@demo.oldroad' }).returning();
    await seedDemoWorld(t.ctx);
    const rows = await t.ctx.db.select({ username: users.username, at: users.emailVerifiedAt }).from(users);
    for (const p of DEMO_PLAYERS) expect(rows.find((r) => r.username === p.username)!.at, p.username).toBeInstanceOf(Date);
    expect(rows.find((r) => r.username === 'Bystander')!.at).toBeNull();
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: demoEmail('Bruno'), password: DEMO_PASSWORD } });
    expect(login.body.user.emailVerified).toBe(true);
    await t.ctx.db.delete(users).where(eq(users.id, bystander!.id));
  });
});
