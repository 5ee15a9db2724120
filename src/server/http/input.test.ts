import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { NUL_TEXT } from './input';

const t = useTestApp();

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
