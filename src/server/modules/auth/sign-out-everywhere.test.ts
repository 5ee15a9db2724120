import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../db/changes';
import { REDIS_URL, useSecondProcess, useTestApp } from '../../test/app';
import { writePost } from '../forum/testing';
import { seedCatalog } from '../items/service';
import { createSession, hashKey } from './sessions';
import { passwordResets } from './schema';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * Sign-out and password reset end a session in every process at once (issue 19 §3): hot pages
 * (forum lists and posts, store pages) answer sessions kept in memory, and no process may
 * answer an ended session from there, not even for the one poll it takes to hear the change.
 * Two app processes on one database, as behind a load balancer: the sign-out's answer comes
 * only once the other process refuses the old key.
 */
describe.skipIf(!REDIS_URL)('sessions end in every process before the answer', () => {
  const t = useTestApp({}, { redis: true, changes: true });
  const second = useSecondProcess(t);
  let author: TestPlayer;
  let postId: string;

  beforeAll(async () => {
    await seedCatalog(t.ctx);
    author = await makePlayer(t, { username: 'Author', gems: 5 });
    postId = await writePost(t, author);
  });

  const hotPages = () => ['/api/forum/all', `/api/forum/post/${postId}`, '/api/store?page=1&limit=50'];
  const status = async (app: FastifyInstance, key: string, url: string) => (await app.inject({ method: 'GET', url, headers: { 'x-session-key': key } })).statusCode;

  /** A player signed in whose session both processes cache (each hot page asked twice). */
  async function signedInOnEveryProcess(username: string): Promise<TestPlayer> {
    const p = await makePlayer(t, { username });
    for (const app of [t.app, second.app]) {
      for (const url of hotPages()) {
        expect(await status(app, p.key, url)).toBe(200);
        expect(await status(app, p.key, url)).toBe(200);
      }
    }
    return p;
  }

  it('sign-out: the next request with the old key is 401 on every hot page of both processes', async () => {
    const p = await signedInOnEveryProcess('Leaver');
    const out = await t.call({ method: 'POST', url: '/api/auth/logout', key: p.key });
    expect(out.status).toBe(200);
    // No waiting, no polling: the answer above came only once nobody accepts the key.
    const after = await Promise.all(hotPages().flatMap((url) => [status(second.app, p.key, url), status(t.app, p.key, url)]));
    expect(after).toEqual(hotPages().flatMap(() => [401, 401]));
  });

  it('password reset: every session of the account is refused at once, in both processes', async () => {
    const p = await signedInOnEveryProcess('Forgetful');
    const other = await createSession(t.ctx, p.id);
    for (const url of hotPages()) expect(await status(second.app, other, url)).toBe(200);
    const token = 'a-reset-token-for-forgetful-0123456789';
    await t.ctx.db.insert(passwordResets).values({ tokenHash: hashKey(token), userId: p.id, expiresAt: new Date(Date.now() + 60_000) });
    const reset = await t.call({ method: 'POST', url: '/game-api/reset-password', payload: { token, password: 'a new password 9', confirmPassword: 'a new password 9' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const after = await Promise.all([p.key, other].flatMap((key) => hotPages().map((url) => status(second.app, key, url))));
    expect(after.every((s) => s === 401)).toBe(true);
  });

  it('a process whose polls stall stops answering from memory, so the sign-out does not wait for it forever', async () => {
    const p = await signedInOnEveryProcess('Stalled');
    // The second process's next poll hangs (its connection stays open, as a half-open one would).
    const client = (second.app.ctx.changes as unknown as { client: pg.Client }).client;
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => gate.then(() => query(...args));
    try {
      const out = await t.call({ method: 'POST', url: '/api/auth/logout', key: p.key });
      expect(out.status).toBe(200);
      for (const url of hotPages()) expect(await status(second.app, p.key, url)).toBe(401);
      expect((second.app.ctx.changes as ChangeFeed).serving).toBe(false);
    } finally {
      (client as unknown as { query: unknown }).query = query;
      release();
    }
    await expect.poll(() => (second.app.ctx.changes as ChangeFeed).serving).toBe(true);
    // Heard again: kept sessions are answered from memory once more, the ended one still refused.
    const q = await signedInOnEveryProcess('Returner');
    expect(await status(second.app, q.key, hotPages()[0]!)).toBe(200);
    expect(await status(second.app, p.key, hotPages()[0]!)).toBe(401);
  });
});
