import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FLOOD_TEXT } from '@common/world/flood';
import { syntheticLocation } from '@common/world/test-location';
import { sanctions } from '../modules/sanctions/schema';
import { users } from '../modules/users/schema';
import { REDIS_URL } from '../test/app';
import { SOCKET_LIMITS } from './rate-limit';
import { nextEvent, uniquePrefix, useSecondTown, useTestTown } from './test-support';

const location = syntheticLocation();
const redisPrefix = uniquePrefix();

/**
 * Two app processes on one Redis: the flood ladder is counted in Redis, so a player who floods
 * on one process, reconnects to the other once the mute is over and floods again gets the
 * ladder's second step there, not a fresh 30 s.
 */
describe.skipIf(!REDIS_URL)('flood mutes across processes', () => {
  const one = useTestTown({ location, redis: true, redisPrefix });
  const second = useSecondTown(one, { redisPrefix, location });

  it('climbs one ladder whichever process the player floods on', async () => {
    const two = second.town();
    const flooder = await one.player('Hopper');
    const a = one.connect({ sessionKey: flooder.key });
    await nextEvent(a, 'join_room');
    const first = nextEvent(a, 'notification_message', (n) => n.message === FLOOD_TEXT.muted(30));
    for (let i = 0; i < SOCKET_LIMITS.chat.capacity + 1; i++) a.emit('chat', { text: `line ${i}` });
    await first;
    a.disconnect();

    // The first mute is over (its sanction ended): the player comes back on the other process.
    await one.t.ctx.db.update(sanctions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(sanctions.userId, flooder.id));
    await one.t.ctx.db.update(users).set({ mutedUntil: null }).where(eq(users.id, flooder.id));
    const b = two.connect({ sessionKey: flooder.key });
    await nextEvent(b, 'join_room');
    const again = nextEvent(b, 'notification_message', (n) => n.message.startsWith('You are sending messages too fast'));
    for (let i = 0; i < SOCKET_LIMITS.chat.capacity + 1; i++) b.emit('chat', { text: `again ${i}` });
    expect((await again).message).toBe(FLOOD_TEXT.muted(120));
    b.disconnect();
  });
});
