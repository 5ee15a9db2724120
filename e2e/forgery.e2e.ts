import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, or } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import { houseItemId } from '@common/avatar/customization';
import { BBCODE_ERRORS } from '@common/bbcode';
import { MAIL_TYPE } from '@common/social/mail';
import { API_TEXT } from '@common/texts';
import { grantItems } from '../src/server/modules/items/service';
import { mail } from '../src/server/modules/mail/schema';
import { users } from '../src/server/modules/users/schema';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { signIn as signInAs } from './support/session';

/**
 * Request forgery in a real Chromium (issue 19 §1). Mallory stuffs her bio, a forum post with
 * its replies, and a mail to Vera with [img] and [three] aimed at every GET action of the spec
 * (tips, friend accept, block, heart, equip, wear, mail read/unread/save) and a few POSTs.
 * Vera reads them all; then she visits Mallory's own web page, whose pictures, link and form
 * aim at the same routes. Afterwards her coins, heart, friends, blocks, mail, worn items and
 * inventory are as they were (read through the API before and after), and she is still
 * signed in.
 */
const server = useServer();
const chromium = useBrowser();
const SLOW = 240_000;
const PASSWORD = 'forged pictures 7';
const keys: Record<string, string> = {};
const ids = { vera: '', mallory: '', post: '', reply: '', stuffedPost: '', request: '', letter: '', stuffedMail: '', outfit: 0 };
const hatOn = houseItemId(categoryByKey('hat').id, 0);
const hatOff = houseItemId(categoryByKey('hat').id, 1);

async function api<T = any>(username: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'x-session-key': keys[username]!, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Every GET action of the spec, aimed at Vera, and a few POST routes (an <img> asks them by GET). */
const targets = () => [
  `/api/forum/post/${ids.post}/tip`,
  `/api/forum/post/${ids.post}/reply/${ids.reply}/tip`,
  `/api/friend/${ids.request}/accept`,
  '/api/profile/Mallory/block/1',
  '/api/profile/Mallory/match/1',
  `/api/inventory/${hatOff}/equip/1`,
  `/api/inventory/${hatOn}/equip/0`,
  `/api/outfit/${ids.outfit}/wear`,
  `/api/mail/${ids.letter}/read`,
  `/api/mail/${ids.letter}/unread`,
  `/api/mail/${ids.letter}/save/1`,
  '/api/auth/logout',
  '/api/mail/Mallory',
  '/api/profile/bio',
  '/game-api/creator/submission',
];

/** Each target as pictures, a model and a link, plus the ways around a naive check (`short`: a picture and a model). */
function stuffed(paths: string[], short = false): string {
  const out: string[] = [];
  for (const p of paths) {
    if (short) out.push(`[img]${p}[/img][three]${p}[/three]`);
    else {
      out.push(`[img]${p}[/img][imgcenterfull]${p}[/imgcenterfull][three]${p}[/three]`);
      out.push(`[imglarge]${server.url}${p}[/imglarge][imgcentermedium]/cdn/%2e%2e${p}[/imgcentermedium]`);
      out.push(`[imagecenter]/emojis/..%2F..${p}[/imagecenter][imgcenterlarge]/CDN/../${p.slice(1).toUpperCase()}[/imgcenterlarge][url=${p}]a gift[/url]`);
    }
  }
  return out.join('\n');
}

beforeAll(async () => {
  for (const username of ['Vera', 'Mallory']) {
    const email = `${username.toLowerCase()}@forgery.test`;
    const post = (url: string, data: unknown) =>
      fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) }).then((r) => r.json());
    await post('/game-api/register', { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 });
    const login = (await post('/api/auth/login', { email, password: PASSWORD })) as { serverSessionKey: string; user: { _id: string } };
    keys[username] = login.serverSessionKey;
    ids[username === 'Vera' ? 'vera' : 'mallory'] = login.user._id;
  }
  const { db } = server.server.ctx;
  // Verified, so a tip Vera really sent would go through: any refusal below is the guards'.
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(or(eq(users.id, ids.vera), eq(users.id, ids.mallory)));

  // What the forged requests would take or change: Mallory's post and reply (tips), her friend
  // request, her plain letter, Vera's outfit and hats (one worn, one not).
  ids.post = (await api('Mallory', 'POST', '/api/forum/post', { title: 'Lanterns at dusk', category: 'general', message: 'Who brings lanterns to the fountain on Sunday evening? I have paper.' })).id;
  ids.reply = (await api('Mallory', 'POST', `/api/forum/post/${ids.post}/reply`, { message: 'I will bring candles too.' })).id;
  await api('Mallory', 'POST', '/api/friend/Vera');
  const [request] = await db
    .select({ id: mail.id })
    .from(mail)
    .where(and(eq(mail.senderId, ids.mallory), eq(mail.recipientId, ids.vera), eq(mail.type, MAIL_TYPE.friendRequest)));
  ids.request = request!.id;
  ids.letter = (await api('Mallory', 'POST', '/api/mail/Vera', { message: 'Just saying hello, neighbour.' })).id;
  await grantItems(db, ids.vera, [hatOn, hatOff]);
  ids.outfit = (await api('Vera', 'POST', '/api/outfit', { name: 'Bare head' })).id;
  await api('Vera', 'GET', `/api/inventory/${hatOn}/equip/1`);

  // The stuffing: her bio, a post with two replies, a mail.
  await api('Mallory', 'POST', '/api/profile/bio', { bio: `Welcome to my page!\n${stuffed(targets())}` });
  ids.stuffedPost = (await api('Mallory', 'POST', '/api/forum/post', { title: 'Free coins for everyone', category: 'general', message: `Look at these pictures!\n${stuffed(targets())}` })).id;
  await api('Mallory', 'POST', `/api/forum/post/${ids.stuffedPost}/reply`, { message: stuffed(targets().slice(0, 8)) });
  await api('Mallory', 'POST', `/api/forum/post/${ids.stuffedPost}/reply`, { message: stuffed(targets().slice(8)) });
  ids.stuffedMail = (await api('Mallory', 'POST', '/api/mail/Vera', { message: `Open me!\n${stuffed(targets().slice(0, 11), true)}` })).id;
});

/** Vera's belongings as the API shows them. */
async function veraHas() {
  const session = await api('Vera', 'GET', '/api/auth/session');
  const letters = await api<{ id: string; isRead: boolean; isSaved: boolean }[]>('Vera', 'GET', '/api/mail');
  return {
    coins: session.user.coins,
    gems: session.user.gems,
    blocked: session.user.blockedList,
    heart: (await api('Vera', 'GET', '/api/profile/Vera')).match,
    friends: await api('Vera', 'GET', '/api/friend/list'),
    mail: letters.filter((l) => l.id !== ids.stuffedMail).map((l) => ({ id: l.id, isRead: l.isRead, isSaved: l.isSaved })),
    look: await api('Vera', 'GET', '/api/profile/customization/Vera'),
    inventory: await api('Vera', 'GET', '/api/inventory'),
    outfits: await api('Vera', 'GET', '/api/outfit/list'),
    malloryCoins: (await api('Mallory', 'GET', '/api/auth/session')).user.coins,
  };
}

/** Vera's page without the town; her session comes back from the cookie, as at a reload. */
async function signIn(): Promise<Page> {
  const page = await chromium.newPage();
  page.setDefaultTimeout(30_000);
  keys.Vera = (await signInAs(page, server, { email: 'vera@forgery.test', password: PASSWORD })).key;
  return page;
}

const open = (page: Page, name: string, props?: Record<string, unknown>) =>
  page.evaluate(([n, p]) => window.__oldroadDialogs!.open(n as never, p as never), [name, props] as const);

/** Requests of the page for a target, or for a picture under the API: none is the app's own doing. */
function forgedRequests(page: Page): Request[] {
  const seen: Request[] = [];
  const aimed = new Set(targets().map((p) => p.toLowerCase()));
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname.toLowerCase();
    if (aimed.has(path) || (r.resourceType() === 'image' && /^\/(?:api|game-api)\//.test(path))) seen.push(r);
  });
  return seen;
}

/** Scrolls a rich text through, so any picture or model in it would be asked for. */
async function readThrough(page: Page, testId: string) {
  const body = page.getByTestId(testId).first();
  await body.waitFor();
  await body.evaluate(async (el) => {
    for (const child of Array.from(el.querySelectorAll('*'))) {
      child.scrollIntoView({ block: 'center' });
      await new Promise((r) => setTimeout(r, 0));
    }
  });
  // Nothing of this site but its pictures is drawn; each forged one is its error text instead.
  const sources = await body.evaluate((el) => [
    ...Array.from(el.querySelectorAll('img')).map((i) => new URL(i.src, location.href).pathname),
    ...Array.from(el.querySelectorAll('[data-bbcode-three]')).map((t) => new URL(t.getAttribute('data-bbcode-three')!, location.href).pathname),
  ]);
  for (const path of sources) expect(path).toMatch(/^\/(?:cdn|emojis|assets)\//);
  expect(await body.getByText(BBCODE_ERRORS.image).count()).toBeGreaterThan(0);
  expect(await body.getByText(BBCODE_ERRORS.three).count()).toBeGreaterThan(0);
}

describe('nothing a player looks at acts for them', () => {
  it('Vera reads a bio, a forum post with replies and a mail stuffed with pictures of actions: nothing of hers changes', { timeout: SLOW }, async () => {
    const page = await signIn();
    const forged = forgedRequests(page);
    const before = await veraHas();
    expect(before.look.hat).toBe(hatOn);

    // Mallory's About.
    await open(page, 'about', { username: 'Mallory' });
    await page.locator('[data-testid=about-dialog][data-username=Mallory]').waitFor();
    await readThrough(page, 'bio');

    // The stuffed post and its replies.
    await open(page, 'forums', { selectedPostId: ids.stuffedPost });
    await page.getByTestId('forum-post').waitFor();
    await readThrough(page, 'forum-post-message');
    await expect.poll(() => page.getByTestId('forum-reply').count()).toBe(2);
    for (const reply of await page.getByTestId('forum-reply').all()) {
      await reply.scrollIntoViewIfNeeded();
      expect(await reply.getByText(BBCODE_ERRORS.image).count()).toBeGreaterThan(0);
    }

    // The mail: opening it reads it (her own doing); nothing else of her mail changes.
    await open(page, 'email');
    await page.locator(`[data-testid=mail-card][data-mail-id="${ids.stuffedMail}"]`).click();
    await readThrough(page, 'mail-body');

    expect(forged.map((r) => r.url())).toEqual([]);
    expect(await veraHas()).toEqual(before);
    const stuffedMail = (await api<{ id: string; isRead: boolean; isSaved: boolean }[]>('Vera', 'GET', '/api/mail')).find((l) => l.id === ids.stuffedMail);
    expect(stuffedMail).toMatchObject({ isRead: true, isSaved: false });
    await page.context().close();
  });

  describe('another site’s page', () => {
    let evil: http.Server;
    let evilUrl = '';
    beforeAll(async () => {
      // Mallory's own site, on another host: pictures, a link and a form aimed at the town.
      const page = () => `<!doctype html><title>Free coins</title>
        ${targets()
          .map((p) => `<img src="${server.url}${p}" alt="">`)
          .join('\n')}
        <a id="gift" href="${server.url}/api/friend/${ids.request}/accept">Claim your gift</a>
        <form id="bio" method="post" action="${server.url}/api/profile/bio" enctype="text/plain"><input name='{"bio":"pwned","x":"' value='"}'></form>`;
      evil = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page()));
      await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
      evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => evil?.close(() => resolve())));

    it('its pictures, a link and a form aimed at the town are refused, and Vera stays signed in with nothing changed', { timeout: SLOW }, async () => {
      const page = await signIn();
      const before = await veraHas();
      // What the server receives from her browser, and answers (observed on its HTTP server).
      const received: { path: string; site?: string; cookie: boolean; status: number }[] = [];
      const observe = (req: http.IncomingMessage, res: http.ServerResponse) =>
        res.on('finish', () => {
          const path = (req.url ?? '').split('?')[0]!;
          if (/^\/(?:api|game-api)\//.test(path) && !req.headers['x-session-key']) {
            received.push({ path, site: req.headers['sec-fetch-site'] as string | undefined, cookie: String(req.headers.cookie ?? '').includes('oldroad_session'), status: res.statusCode });
          }
        });
      const httpServer = server.server.app.server;
      httpServer.on('request', observe);
      try {
        // Her browser loads the page and asks every picture on it: marked cross-site, without her
        // cookie (SameSite=Strict), refused before any route runs.
        await page.goto(evilUrl, { waitUntil: 'load' });
        await expect.poll(() => received.length).toBe(targets().length);
        expect(new Set(received.map((r) => r.path))).toEqual(new Set(targets()));
        for (const r of received) expect(r).toMatchObject({ site: 'cross-site', cookie: false, status: 403 });
      } finally {
        httpServer.off('request', observe);
      }

      // She follows the link: a top-level navigation from another site.
      const [followed] = await Promise.all([page.waitForNavigation(), page.locator('#gift').click()]);
      expect(followed!.status()).toBe(403);
      expect(JSON.parse(await page.locator('body').innerText())).toEqual({ success: false, message: API_TEXT.crossSite });

      // The form posts across sites.
      await page.goto(evilUrl);
      const [posted] = await Promise.all([page.waitForNavigation(), page.locator('#bio').evaluate((f: HTMLFormElement) => f.submit())]);
      expect(posted!.status()).toBe(403);

      expect(await veraHas()).toEqual(before);
      expect((await api('Vera', 'GET', '/api/profile/Vera')).bio).not.toContain('pwned');
      // Back in the town: her session is there, restored by the cookie.
      await page.goto(`${server.url}/?town=off`);
      await page.getByTestId('top-bar').waitFor();
      expect((await api('Vera', 'GET', '/api/auth/session')).user.username).toBe('Vera');
      await page.context().close();
    });
  });
});
