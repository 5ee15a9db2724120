import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
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
