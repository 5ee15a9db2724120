import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SANCTION_TEXT } from '@common/moderation-sanctions';
import { CONNECT_ERRORS } from '@common/world/protocol';
import { syntheticLocation } from '@common/world/test-location';
import { worldToCollider } from '@common/world/map';
import { REDIS_URL, type TestApp } from '../../test/app';
import { nextEvent, refusal, uniquePrefix, useSecondTown, useTestTown, type TestTown, type TownClient } from '../../world/test-support';
import { users } from '../users/schema';
import { makePlayer, TEST_PASSWORD, type TestPlayer } from '../../test/players';

/**
 * Sanctions reach a player who is already in town and already signed in, at once: the route
 * answers once every process has heard (sessions), and the town re-reads the player's standing
 * on the change notice of their row (world/standing.ts), whichever process they are on.
 */
const location = { ...syntheticLocation(), SpawnPoints: [worldToCollider({ x: 960, y: 550 })] };

async function enter(town: TestTown, p: TestPlayer): Promise<TownClient> {
  const client = town.connect({ sessionKey: p.key });
  await nextEvent(client, 'join_room');
  return client;
}

const sanction = (t: TestApp, staff: TestPlayer, username: string, kind: string, hours?: number) =>
  t.call({ method: 'POST', url: '/api/moderation/sanction', key: staff.key, payload: { username, kind, ...(hours ? { hours } : {}), reason: 'Harassing newcomers' } });

/** What the town answers the next line: the player's own chat back, or the refusal it tells. */
async function say(client: TownClient, me: string, text: string): Promise<string> {
  const answer = Promise.race([
    nextEvent(client, 'chat', (m) => m.username === me).then((m) => `said: ${m.text}`),
    nextEvent(client, 'notification_message', (n) => !n.message.startsWith('A moderator')).then((n) => n.message),
  ]);
  client.emit('chat', { text });
  return answer;
}

describe('sanctions reach a player in town at once (one process)', () => {
  const town = useTestTown({ location, changes: true });

  it('a mute refuses the next line with its end, tells the player, and lifting it lets them speak', async () => {
    const t = town.t;
    const mod = await makePlayer(t, { username: 'LiveMod', role: 'moderator', password: TEST_PASSWORD });
    const p = await makePlayer(t, { username: 'LiveTalker', password: TEST_PASSWORD });
    const client = await enter(town, p);
    expect(await say(client, p.username, 'hello')).toBe('said: hello');
    const told = nextEvent(client, 'notification_message', (n) => n.message.startsWith('A moderator muted you until'));
    const res = await sanction(t, mod, p.username, 'mute', 1);
    expect(res.status).toBe(200);
    expect((await told).message).toBe(SANCTION_TEXT.mutedNow(res.body.standing.mutedUntil, 'Harassing newcomers'));
    expect(await say(client, p.username, 'can you hear me')).toMatch(/^You are muted until .+ \(60 minutes from now\)/);
    const lifted = nextEvent(client, 'notification_message', (n) => n.message === SANCTION_TEXT.muteLifted);
    await t.call({ method: 'DELETE', url: `/api/moderation/sanction/${res.body.sanction.id}`, key: mod.key, payload: {} });
    await lifted;
    expect(await say(client, p.username, 'back again')).toBe('said: back again');
  });

  it('a suspension closes the town connection with its reason and end, ends every session and refuses sign-in', async () => {
    const t = town.t;
    const mod = await makePlayer(t, { username: 'LiveMod2', role: 'moderator', password: TEST_PASSWORD });
    const p = await makePlayer(t, { username: 'LiveSuspended', password: TEST_PASSWORD });
    const client = await enter(town, p);
    const closing = nextEvent(client, 'notification_message', (n) => n.kind === 'signedOut');
    const dropped = new Promise<string>((resolve) => client.on('disconnect', resolve));
    const res = await sanction(t, mod, p.username, 'suspend', 48);
    expect(res.status).toBe(200);
    const text = SANCTION_TEXT.suspended(res.body.standing.suspendedUntil, 'Harassing newcomers');
    expect((await closing).message).toBe(text);
    expect(await dropped).toBe('io server disconnect');
    expect(await t.call({ method: 'GET', url: '/api/me/standing', key: p.key })).toMatchObject({ status: 401 });
    expect(await refusal(town.connect({ sessionKey: p.key }))).toBe(CONNECT_ERRORS.badKey);
    expect(await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: TEST_PASSWORD } })).toMatchObject({ status: 403, body: { message: text } });
  });

  it('any writer of the row counts: a suspension written straight into the database closes the connection too', async () => {
    const p = await makePlayer(town.t, { username: 'LiveByHand', password: TEST_PASSWORD });
    const client = await enter(town, p);
    const closing = nextEvent(client, 'notification_message', (n) => n.kind === 'signedOut');
    await town.t.ctx.db
      .update(users)
      .set({ suspendedUntil: sql`'infinity'::timestamptz`, suspensionReason: 'Set by the operator' })
      .where(eq(users.id, p.id));
    expect((await closing).message).toBe(SANCTION_TEXT.banned('Set by the operator'));
  });
});

describe.skipIf(!REDIS_URL)('sanctions reach every process (two processes on one Redis)', () => {
  const redisPrefix = uniquePrefix();
  const one = useTestTown({ location, changes: true, redis: true, redisPrefix });
  const second = useSecondTown(one, { redisPrefix, location });

  it('a mute made on process one refuses chat on process two once it heard the notice', async () => {
    const two = second.town();
    const mod = await makePlayer(one.t, { username: 'MultiMod', role: 'moderator', password: TEST_PASSWORD });
    const p = await makePlayer(one.t, { username: 'MultiTalker', password: TEST_PASSWORD });
    const client = await enter(two, p);
    expect(await say(client, p.username, 'first')).toBe('said: first');
    expect((await sanction(one.t, mod, p.username, 'mute', 2)).status).toBe(200);
    // Process two's next poll of change notices (every 50 ms) brings the row's change.
    await two.t.ctx.changes!.caughtUp();
    expect(await say(client, p.username, 'second')).toMatch(/^You are muted until .+ \(2 hours from now\)/);
  });

  it('a ban made on process one closes the connection on process two and ends the session it kept in memory, before the route answers', async () => {
    const two = second.town();
    const admin = await makePlayer(one.t, { username: 'MultiAdmin', role: 'admin', password: TEST_PASSWORD });
    const p = await makePlayer(one.t, { username: 'MultiBanned', password: TEST_PASSWORD });
    const client = await enter(two, p);
    // Process two keeps the session in memory for hot pages (the forum's lists).
    expect((await two.t.call({ method: 'GET', url: '/api/forum/all', key: p.key })).status).toBe(200);
    expect((await two.t.call({ method: 'GET', url: '/api/forum/all', key: p.key })).status).toBe(200);
    const closing = nextEvent(client, 'notification_message', (n) => n.kind === 'signedOut');
    expect((await sanction(one.t, admin, p.username, 'ban')).status).toBe(200);
    expect((await two.t.call({ method: 'GET', url: '/api/forum/all', key: p.key })).status).toBe(401);
    expect((await closing).message).toBe(SANCTION_TEXT.banned('Harassing newcomers'));
  });
});
