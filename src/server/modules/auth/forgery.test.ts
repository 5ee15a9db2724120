import { and, eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import { houseItemId } from '@common/avatar/customization';
import { API_TEXT } from '@common/texts';
import { useTestApp } from '../../test/app';
import { friendships } from '../friends/schema';
import { longText, writePost } from '../forum/testing';
import { grantItems, seedCatalog } from '../items/service';
import { mail } from '../mail/schema';
import { createPostBody, feedOutfit, jpegImage } from '../outfitsFeed/testing';
import { profiles } from '../profiles/schema';
import { blocks, users } from '../users/schema';
import { SESSION_COOKIE } from './sessions';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * Request forgery (issue 19 §1): a picture in a player's text, or a link on another site, makes
 * the viewer's browser ask this site with the viewer's cookie. The session key is therefore a
 * header: every GET action of the spec refuses a request that carries only the cookie (401),
 * and anything marked cross-site by the browser is refused before its route runs (403). The
 * cookie keeps two jobs: the session restore at a reload, and private pictures an <img> loads.
 */
const t = useTestApp();

let vera: TestPlayer;
let mallory: TestPlayer;
const hat = houseItemId(categoryByKey('hat').id, 0);
const ids = { post: '', reply: '', request: '', mail: '', outfit: 0, upload: '' };

beforeAll(async () => {
  await seedCatalog(t.ctx);
  vera = await makePlayer(t, { username: 'Vera', coins: 10_000, gems: 5 });
  mallory = await makePlayer(t, { username: 'Mallory', coins: 0, gems: 5 });
  // Verified, so a tip the victim really sends would go through (the refusals below are the guards').
  await t.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(or(eq(users.id, vera.id), eq(users.id, mallory.id)));
  ids.post = await writePost(t, mallory);
  const reply = await t.call({ method: 'POST', url: `/api/forum/post/${ids.post}/reply`, key: mallory.key, payload: { message: 'A reply worth a tip' } });
  ids.reply = reply.body.id;
  expect((await t.call({ method: 'POST', url: '/api/friend/Vera', key: mallory.key })).status).toBe(200);
  const [request] = await t.ctx.db.select({ id: mail.id }).from(mail).where(and(eq(mail.senderId, mallory.id), eq(mail.recipientId, vera.id)));
  ids.request = request!.id;
  ids.mail = (await t.call({ method: 'POST', url: '/api/mail/Vera', key: mallory.key, payload: { message: longText('A letter for you.') } })).body.id;
  await grantItems(t.ctx.db, vera.id, [hat]);
  ids.outfit = (await t.call({ method: 'POST', url: '/api/outfit', key: vera.key, payload: { name: 'Sunday' } })).body.id;
  // A pending feed upload of Vera's: a private picture only she (and moderators) may load.
  const outfit = await feedOutfit(t, vera.id, 'Plain');
  const body = createPostBody({ type: 'collage', layout: 'main-top', slots: [{ type: 'outfit', outfitId: outfit }, { type: 'upload', field: 'slot1' }, { type: 'outfit', outfitId: ids.outfit }], description: 'My own photo here', tags: '' }, [
    { field: 'slot1', filename: 'me.jpg', type: 'image/jpeg', data: await jpegImage(200, 100) },
  ]);
  const created = await t.call({ method: 'POST', url: '/api/outfits-feed/posts', key: vera.key, payload: body.payload, headers: body.headers });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  ids.upload = created.body.post.slots[1].preview;
});

/** Every GET action of the spec, aimed at Vera: what a forged picture would make her browser ask. */
const actions = () => [
  `/api/forum/post/${ids.post}/tip`,
  `/api/forum/post/${ids.post}/reply/${ids.reply}/tip`,
  `/api/friend/${ids.request}/accept`,
  '/api/profile/Mallory/match/1',
  `/api/inventory/${hat}/equip/1`,
  `/api/outfit/${ids.outfit}/wear`,
  `/api/mail/${ids.mail}/read`,
  `/api/mail/${ids.mail}/unread`,
  `/api/mail/${ids.mail}/save/1`,
  // Last: a block ends the friendship and the heart (and refuses a heart after it).
  '/api/profile/Mallory/block/1',
];

/** What Vera has that a forged request could change: money, friends, blocks, heart, mail, look. */
async function veraState() {
  const balances = await t.ctx.db.select({ id: users.id, coins: users.coins, gems: users.gems }).from(users).where(or(eq(users.id, vera.id), eq(users.id, mallory.id)));
  const [letter] = await t.ctx.db.select({ isRead: mail.isRead, saved: mail.savedByRecipient }).from(mail).where(eq(mail.id, ids.mail));
  const [request] = await t.ctx.db.select({ id: mail.id }).from(mail).where(eq(mail.id, ids.request));
  const [profile] = await t.ctx.db.select({ matchId: profiles.matchId }).from(profiles).where(eq(profiles.userId, vera.id));
  const look = (await t.call({ method: 'GET', url: '/api/profile/customization/Vera' })).body;
  return {
    balances: balances.sort((a, b) => a.id.localeCompare(b.id)),
    friends: (await t.ctx.db.select().from(friendships).where(eq(friendships.userId, vera.id))).length,
    blocks: (await t.ctx.db.select().from(blocks).where(eq(blocks.blockerId, vera.id))).length,
    heart: profile?.matchId ?? null,
    letter,
    requestWaiting: !!request,
    look,
  };
}

const cookie = () => ({ [SESSION_COOKIE]: vera.key });

describe('the session cookie does not act', () => {
  it('refuses every GET action that carries only the cookie (401), and nothing changes', async () => {
    const before = await veraState();
    for (const url of actions()) {
      const res = await t.call({ method: 'GET', url, cookies: cookie() });
      expect(res.status, url).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Not authenticated' });
    }
    expect(await veraState()).toEqual(before);
  });

  it('refuses requests that change state with only the cookie, the checkout and sign-out included', async () => {
    const before = await veraState();
    for (const [method, url, payload] of [
      ['POST', '/api/mail/Mallory', { message: 'forged' }],
      ['POST', `/api/forum/post/${ids.post}/reply`, { message: 'forged' }],
      ['POST', '/api/store/checkout', { items: [houseItemId(categoryByKey('hat').id, 1)] }],
      ['POST', '/api/profile/bio', { bio: 'forged' }],
      ['DELETE', `/api/mail/${ids.mail}`, undefined],
    ] as const) {
      const res = await t.call({ method, url, cookies: cookie(), ...(payload ? { payload } : {}) });
      expect(res.status, url).toBe(401);
    }
    await t.call({ method: 'POST', url: '/api/auth/logout', cookies: cookie() });
    expect((await t.call({ method: 'GET', url: '/api/auth/session', key: vera.key })).status).toBe(200);
    expect(await veraState()).toEqual(before);
  });
});

describe('requests another site makes are refused (Sec-Fetch-Site: cross-site)', () => {
  const crossSite = { 'sec-fetch-site': 'cross-site' };

  it('refuses every GET action with a clear 403, even with the session header, and nothing changes', async () => {
    const before = await veraState();
    for (const url of actions()) {
      const res = await t.call({ method: 'GET', url, key: vera.key, headers: crossSite, cookies: cookie() });
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ success: false, message: API_TEXT.crossSite });
      // Still an API answer: nothing may be built from it.
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(await veraState()).toEqual(before);
  });

  it('refuses state-changing requests and API reads, and the session restore too', async () => {
    for (const [method, url] of [
      ['POST', '/api/mail/Mallory'],
      ['POST', '/api/auth/logout'],
      ['DELETE', '/api/friend/Mallory'],
      ['GET', '/api/auth/session'],
      ['GET', '/api/mail'],
      ['GET', ids.upload],
    ] as const) {
      const res = await t.call({ method, url, key: vera.key, headers: crossSite, cookies: cookie(), ...(method === 'POST' ? { payload: { message: 'x' } } : {}) });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/auth/session', key: vera.key })).status).toBe(200);
  });

  it('lets through the OAuth callback (the provider sends the browser back), this site’s own requests, and requests without the header', async () => {
    const callback = await t.call({ method: 'GET', url: '/api/auth/oauth/google/callback?code=x&state=y', headers: crossSite });
    expect(callback.status).toBe(302);
    expect(String(callback.headers.location)).toMatch(/^\/login\?error=/);
    for (const site of ['same-origin', 'same-site', 'none']) {
      expect((await t.call({ method: 'GET', url: '/api/mail', key: vera.key, headers: { 'sec-fetch-site': site } })).status).toBe(200);
    }
    // A server (a payment provider's webhook, a tool) sends no Sec-Fetch-* headers at all.
    expect((await t.call({ method: 'GET', url: '/api/status' })).status).toBe(200);
    // Pictures outside the API may be shown by other sites.
    expect((await t.call({ method: 'GET', url: '/cdn/fallback/clothing.png', headers: crossSite })).status).toBe(200);
  });
});

describe('what the cookie is still for', () => {
  it('restores the session at a reload (GET /api/auth/session), and nothing else of the JSON API', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/session', cookies: cookie(), headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, serverSessionKey: vera.key, user: { username: 'Vera' } });
    expect((await t.call({ method: 'GET', url: '/api/mail', cookies: cookie() })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/mail', key: vera.key })).status).toBe(200);
  });

  it('loads a private picture in an <img> (a pending feed upload) by cookie, for its owner only', async () => {
    const own = await t.call({ method: 'GET', url: ids.upload, cookies: cookie() });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect((await t.call({ method: 'GET', url: ids.upload, cookies: { [SESSION_COOKIE]: mallory.key } })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: ids.upload })).status).toBe(404);
  });

  it('each GET action still works for this site’s own call, with the header (so the refusals above were the guards)', async () => {
    const all = actions();
    const call = async (url: string) => {
      const res = await t.call({ method: 'GET', url, key: vera.key, headers: { 'sec-fetch-site': 'same-origin' } });
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    };
    for (const url of all.slice(0, -1)) await call(url);
    const acted = await veraState();
    expect(acted.balances.find((b) => b.id === vera.id)!.coins).toBe(10_000 - 1000 - 500);
    expect(acted).toMatchObject({ friends: 1, blocks: 0, heart: mallory.id, letter: { isRead: false, saved: true }, requestWaiting: false });
    // The hat was equipped, then the outfit (saved bare) worn over it.
    expect(acted.look.hat ?? null).toBeNull();
    await call(all.at(-1)!);
    expect((await veraState()).blocks).toBe(1);
  });
});
