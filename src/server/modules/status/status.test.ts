import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sendSystemMail, SYSTEM_SENDER_ID } from '../mail/system';
import { users } from '../users/schema';

const t = useTestApp();

describe('GET /api/status', () => {
  it('answers success with live and total player counts', async () => {
    const before = await t.call({ method: 'GET', url: '/api/status' });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ success: true, onlinePlayerCount: 0, playerCount: 0 });
    await t.ctx.db.insert(users).values([{ username: 'one', email: 'one@x.test' }, { username: 'two', email: 'two@x.test' }]);
    const after = await t.call({ method: 'GET', url: '/api/status' });
    expect(after.body.playerCount).toBe(2);
  });

  it('does not count the system sender as a player', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/status' })).body.playerCount as number;
    const [one] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'one'));
    // The product's first mail makes its system account (a users row with no name).
    await t.ctx.db.transaction((tx) => sendSystemMail(tx, one!.id, 'Welcome'));
    expect((await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, SYSTEM_SENDER_ID))).length).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/status' })).body).toEqual({ success: true, onlinePlayerCount: 0, playerCount: before });
  });

  it('answers JSON 404 for an unknown endpoint', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nope' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false });
  });
});

describe('GET /api/site', () => {
  it('lists no social links when none is configured', async () => {
    const res = await t.call({ method: 'GET', url: '/api/site' });
    expect(res.body).toEqual({ success: true, socialLinks: [] });
  });
});

const configured = useTestApp({ SOCIAL_COMMUNITY_URL: 'https://chat.example.org/oldroad', SOCIAL_NETWORK_URL: 'https://social.example.org/@oldroad' });

describe('GET /api/site with links configured', () => {
  it('lists the configured links, labelled, and leaves the others out', async () => {
    const res = await configured.call({ method: 'GET', url: '/api/site' });
    expect(res.body.socialLinks).toEqual([
      { kind: 'community', label: 'Chat community', url: 'https://chat.example.org/oldroad' },
      { kind: 'network', label: 'Social network', url: 'https://social.example.org/@oldroad' },
    ]);
  });
});
