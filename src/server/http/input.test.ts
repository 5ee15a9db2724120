import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../modules/auth/sessions';
import { openAccount } from '../modules/ledger/service';
import { users } from '../modules/users/schema';
import { useTestApp } from '../test/app';
import { NUL_TEXT } from './input';

const t = useTestApp();
let key = '';
beforeAll(async () => {
  const [u] = await t.ctx.db.insert(users).values({ username: 'Nully', email: 'nully@x.test', isMale: true }).returning();
  await openAccount(t.ctx.db, u!.id, { coins: 5000, gems: 25 });
  key = await createSession(t.ctx, u!.id);
});

/** A multipart form of text fields only. */
const form = (fields: Record<string, string>) => {
  const boundary = 'oldroadBoundary19';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('NUL characters in form fields', () => {
  it('are refused with the same 400 in a creator submission and in a feed post', async () => {
    const submission = await t.call({ method: 'POST', url: '/game-api/creator/submission', key, ...form({ name: 'Bad\u0000name', gender: 'male', category: '10' }) });
    expect(submission).toMatchObject({ status: 400, body: { success: false, message: NUL_TEXT } });
    const post = JSON.stringify({ type: 'single', slots: [{ type: 'outfit', outfitId: 1 }], description: 'A description\u0000 long enough', tags: '' });
    const feed = await t.call({ method: 'POST', url: '/api/outfits-feed/posts', key, ...form({ post }) });
    expect(feed).toMatchObject({ status: 400, body: { success: false, message: NUL_TEXT } });
  });
});

describe('NUL characters', () => {
  it.each([
    ['the JSON body', { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'a\u0000@x.test', password: 'whatever1' } }],
    ['a key of the JSON body', { method: 'POST' as const, url: '/api/auth/login', payload: { ['e\u0000']: 1, email: 'a@x.test', password: 'whatever1' } }],
    ['the query', { method: 'GET' as const, url: '/api/status?x=%00' }],
    ['a path parameter', { method: 'GET' as const, url: '/api/forum/post/%00/quick-info' }],
  ])('in %s are refused with a clear 400, before the session or the database', async (_where, req) => {
    const res = await t.call(req);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: NUL_TEXT });
  });
});

describe('a bodyless request with a JSON content type', () => {
  it('is read as an empty object, not refused', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/logout', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    // A body that says nothing useful still gets the route's own validation message.
    const login = await t.call({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(login.status).toBe(400);
    expect(login.body.message).not.toMatch(/Body cannot be empty/);
  });

  it('broken JSON is still refused as such', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });
});
