import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { syntheticLocation } from '@common/world/test-location';
import { worldToCollider } from '@common/world/map';
import { users } from '../modules/users/schema';
import type { TestPlayer } from '../test/players';
import { nextEvent, useTestTown, type TestTown, type TownClient } from './test-support';

/**
 * A membership that starts or ends while its player is in town shows at once to everyone there
 * (the crown and the coloured name: the player's `membership`), also one that ends by the clock
 * with no write at all (decision 0034), and a player arriving later sees it as it is now.
 */
const location = { ...syntheticLocation(), SpawnPoints: [worldToCollider({ x: 960, y: 550 })] };
const town: TestTown = useTestTown({ location, changes: true });

async function enter(p: TestPlayer): Promise<TownClient> {
  const client = town.connect({ sessionKey: p.key });
  await nextEvent(client, 'join_room');
  return client;
}

const setMembership = (p: TestPlayer, membership: number, membershipEndsAt: Date | null) =>
  town.t.ctx.db.update(users).set({ membership, membershipEndsAt }).where(eq(users.username, p.username));

describe('a membership changing during a visit', () => {
  it('shows its crown to everyone in town when it starts, and takes it away when its end passes', async () => {
    const member = await town.player('Crowned');
    const watcher = await town.player('Watcher');
    await enter(member);
    const eyes = await enter(watcher);

    const crowned = nextEvent(eyes, 'user_updated', (u) => u.username === 'Crowned');
    const ends = new Date(Date.now() + 2500);
    await setMembership(member, 1, ends);
    expect((await crowned).user.membership).toBe(1);

    // A newcomer finds it in the town's list.
    const late = await town.player('Latecomer');
    const lateClient = town.connect({ sessionKey: late.key });
    const joined = await nextEvent(lateClient, 'join_room');
    expect(joined.players.find((p) => p.user.username === 'Crowned')?.user.membership).toBe(1);

    // Nothing is written when it ends: the town looks again as the end passes.
    const ended = await nextEvent(eyes, 'user_updated', (u) => u.username === 'Crowned', 10_000);
    expect(ended.user.membership).toBe(0);
    expect(Date.now()).toBeGreaterThanOrEqual(ends.getTime());
  });

  it('says nothing when a write leaves the membership as it was', async () => {
    const member = await town.player('Steady');
    const watcher = await town.player('Onlooker');
    await enter(member);
    const eyes = await enter(watcher);
    await setMembership(member, 2, null);
    expect((await nextEvent(eyes, 'user_updated', (u) => u.username === 'Steady')).user.membership).toBe(2);
    const updates: string[] = [];
    eyes.on('user_updated', (u) => updates.push(u.username));
    // Another change of the row (its notice too) shows nothing new in town.
    await town.t.ctx.db.update(users).set({ badges: 1 }).where(eq(users.username, 'Steady'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(updates).toEqual([]);
  });
});
