import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../seed/demo';
import { REDIS_URL } from '../../test/app';
import { createSession } from '../../modules/auth/sessions';
import { users } from '../../modules/users/schema';
import { nextEvent, uniquePrefix, useSecondTown, useTestTown } from '../test-support';
import { startResidents } from './index';
import { allInTown, FAST_RESIDENTS, residentsUntil } from './testing';

const redisPrefix = uniquePrefix();

/**
 * Two app processes on one Redis (REDIS_URL): each resident is driven by exactly one of them
 * (a lease in Redis), and when that process stops, the other takes its residents over.
 */
describe.skipIf(!REDIS_URL)('residents across app processes', () => {
  const one = useTestTown({ redis: true, redisPrefix });
  const second = useSecondTown(one, { redisPrefix });

  beforeAll(async () => {
    await seedDemoWorld(one.t.ctx);
  });
  const keyOf = async (username: string) => {
    const [row] = await one.t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return createSession(one.t.ctx, row!.id);
  };

  it('are each driven by one process, and taken over when it stops', { timeout: 60_000 }, async () => {
    const two = second.town();
    const first = await startResidents(one.t.ctx, { redisPrefix, settings: FAST_RESIDENTS });
    const other = await startResidents(two.t.ctx, { redisPrefix, settings: FAST_RESIDENTS });
    try {
      const connected = async () => {
        const sockets = [...(await one.world.io.local.fetchSockets()), ...(await two.world.io.local.fetchSockets())];
        return sockets.map((s) => s.data.username).sort();
      };
      const inTown = () => [...Object.entries(first.states()), ...Object.entries(other.states())].filter(([, s]) => s === 'in-town').map(([n]) => n);
      // Both have checked their leases a few times: every resident is in town, once.
      for (let i = 0; i < 5; i++) await Promise.all([first.nextCheck(), other.nextCheck()]);
      await expect.poll(() => inTown().sort(), { timeout: 30_000 }).toEqual(['Ava', 'Bruno', 'Dario', 'Esme']);
      // One connection each, across both processes.
      expect(await connected()).toEqual(['Ava', 'Bruno', 'Dario', 'Esme']);

      await first.stop();
      await residentsUntil(other, allInTown);
      await expect.poll(connected).toEqual(['Ava', 'Bruno', 'Dario', 'Esme']);

      // A person signs in as Ava on the first process while the second drives her: she steps
      // aside there, and the person takes over her avatar where it stood.
      const stood = (await one.world.presence.list()).find((p) => p.user.username === 'Ava')!.state;
      const person = one.connect({ sessionKey: await keyOf('Ava') });
      const joined = await nextEvent(person, 'join_room');
      expect(Math.hypot(joined.self.state.x - stood.x, joined.self.state.y - stood.y)).toBeLessThan(150);
      await residentsUntil(other, (s) => s.Ava === 'away');
      for (let i = 0; i < 5; i++) await other.nextCheck();
      expect(person.connected).toBe(true);
      person.disconnect();
      await residentsUntil(other, allInTown);
      expect((await one.world.io.local.fetchSockets()).length).toBe(0);
    } finally {
      await first.stop();
      await other.stop();
    }
  });
});
