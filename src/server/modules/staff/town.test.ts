import { describe, expect, it } from 'vitest';
import { STAFF_TEXT } from '@common/staff-tools';
import { syntheticLocation } from '@common/world/test-location';
import { worldToCollider } from '@common/world/map';
import { REDIS_URL } from '../../test/app';
import { nextEvent, uniquePrefix, useSecondTown, useTestTown, type TestTown } from '../../world/test-support';
import { makePlayer, type TestPlayer } from '../../test/players';

/** What staff tools do to players in town: a rename brings them back under the new name; an announcement reaches everyone, on every process. */
const location = { ...syntheticLocation(), SpawnPoints: [worldToCollider({ x: 960, y: 550 })] };

async function enter(town: TestTown, p: TestPlayer) {
  const client = town.connect({ sessionKey: p.key });
  await nextEvent(client, 'join_room');
  return client;
}

describe('staff tools in town (one process)', () => {
  const town = useTestTown({ location, changes: true });

  it("a rename closes the player's connection saying why, and their session comes back under the new name", async () => {
    const admin = await makePlayer(town.t, { username: 'TwAdmin', role: 'admin' });
    const p = await makePlayer(town.t, { username: 'Before' });
    const client = await enter(town, p);
    const told = nextEvent(client, 'notification_message', (n) => n.kind === 'renamed');
    const dropped = new Promise<string>((resolve) => client.on('disconnect', resolve));
    expect((await town.t.call({ method: 'POST', url: '/api/admin/username', key: admin.key, payload: { from: 'Before', to: 'After' } })).status).toBe(200);
    expect((await told).message).toBe(STAFF_TEXT.renamedInTown('After'));
    expect(await dropped).toBe('io server disconnect');
    const again = town.connect({ sessionKey: p.key });
    expect((await nextEvent(again, 'join_room')).self.user.username).toBe('After');
  });
});

describe.skipIf(!REDIS_URL)('announcements reach every process (two processes on one Redis)', () => {
  const redisPrefix = uniquePrefix();
  const one = useTestTown({ location, changes: true, redis: true, redisPrefix });
  const second = useSecondTown(one, { redisPrefix, location });

  it("an admin's announcement is shown to everyone online, wherever they are connected, and kept in the audit log", async () => {
    const two = second.town();
    const admin = await makePlayer(one.t, { username: 'AnAdmin', role: 'admin' });
    const a = await enter(one, await makePlayer(one.t, { username: 'AnOne' }));
    const b = await enter(two, await makePlayer(one.t, { username: 'AnTwo' }));
    const heard = [a, b].map((c) => nextEvent(c, 'notification_message', (n) => n.kind === 'announcement'));
    const res = await one.t.call({ method: 'POST', url: '/api/admin/announce', key: admin.key, payload: { message: 'The fountain show starts at 8 pm!' } });
    expect(res).toMatchObject({ status: 200, body: { online: 2, message: STAFF_TEXT.announced(2) } });
    for (const n of await Promise.all(heard)) expect(n).toEqual({ message: 'The fountain show starts at 8 pm!', kind: 'announcement' });
    const audit = await one.t.call({ method: 'GET', url: '/api/admin/audit?action=town.announce', key: admin.key });
    expect(audit.body.entries[0]).toMatchObject({ actor: { username: 'AnAdmin' }, after: { message: 'The fountain show starts at 8 pm!' } });
    const tooLong = await one.t.call({ method: 'POST', url: '/api/admin/announce', key: admin.key, payload: { message: 'x'.repeat(301) } });
    expect(tooLong).toMatchObject({ status: 400, body: { message: STAFF_TEXT.announcementTooLong } });
  });
});
