import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app';
import { writePost } from '../forum/testing';
import { users } from '../users/schema';
import { makePlayer } from '../../test/players';

/**
 * A membership ends by the clock: no write, so no change notice. Pages kept in memory (the
 * forum's, the session cache) must not show its crown past the end.
 */
describe('a membership that ends by the clock leaves the kept pages', () => {
  const t = useTestApp({}, { changes: true });
  afterEach(() => vi.useRealTimers());

  /** Moves the end into the past without a change notice, as the mere passing of time would. */
  async function endSilently(userId: string): Promise<void> {
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE users SET membership_ends_at = now() - interval '1 second' WHERE id = ${userId}`);
    });
  }

  it('forum list and post pages drop the crown once the end passes', async () => {
    const member = await makePlayer(t, { username: 'Crowned', gems: 10 });
    const reader = await makePlayer(t, { username: 'Reader' });
    const end = new Date(Date.now() + 3600_000);
    await t.ctx.db.update(users).set({ membership: 2, membershipEndsAt: end }).where(eq(users.id, member.id));
    await t.ctx.changes!.caughtUp();
    const id = await writePost(t, member);
    await t.ctx.changes!.caughtUp();
    const list = async () => (await t.call({ method: 'GET', url: '/api/forum/all', key: reader.key })).body.posts.find((p: { id: string }) => p.id === id).author.membership;
    const detail = async () => (await t.call({ method: 'GET', url: `/api/forum/post/${id}`, key: reader.key })).body.author.membership;
    expect(await list()).toBe(2);
    expect(await detail()).toBe(2);

    await endSilently(member.id);
    // Kept: nothing told the cache (this shows the pages come from memory).
    expect(await list()).toBe(2);
    expect(await detail()).toBe(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(end.getTime() + 1000);
    expect(await list()).toBe(0);
    expect(await detail()).toBe(0);
  });

  it("the session (kept for read-only routes) shows 0 once the end passes", async () => {
    const p = await makePlayer(t, { username: 'Sessioned' });
    const end = new Date(Date.now() + 3600_000);
    await t.ctx.db.update(users).set({ membership: 1, membershipEndsAt: end }).where(eq(users.id, p.id));
    await t.ctx.changes!.caughtUp();
    const membership = async () => (await t.call({ method: 'GET', url: '/api/auth/session', key: p.key })).body.user.membership;
    expect(await membership()).toBe(1);
    await endSilently(p.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(end.getTime() + 1000);
    expect(await membership()).toBe(0);
  });
});
