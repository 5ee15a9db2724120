import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { friendships } from '../modules/friends/schema';
import { users } from '../modules/users/schema';
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
    const fees = await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger WHERE reason = 'post_fee'`);
    expect(fees.rows[0]!.n).toBe(4);
  });
});
