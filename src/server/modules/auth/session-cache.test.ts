import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Authenticated } from './sessions';
import { useTestApp } from '../../test/app';
import { makePlayer } from '../../test/players';
import { users } from '../users/schema';
import { findSession } from './sessions';

/**
 * Kept sessions and balances (migration 0028): every tip, purchase and FLOW grant changes a
 * player's balances. That alone no longer drops their kept session, which forum pages (showing
 * no balance) go on using; the store, which shows balances, reads the session again. Any other
 * change of the row still drops it for everyone.
 */
const t = useTestApp({}, { changes: true });

/** Resolves once this process has heard a `topic` notice about the player. */
const heard = (topic: 'user' | 'balance', userId: string) =>
  new Promise<void>((resolve) => {
    const off = t.ctx.changes!.on(topic, (id) => {
      if (id !== userId) return;
      off();
      resolve();
    });
  });

const topicsOf = async (userId: string, since: number) =>
  (
    await t.ctx.pool.query<{ topic: string }>("SELECT topic FROM change_notices WHERE id = $1 AND seq > $2 AND topic IN ('user', 'balance') ORDER BY seq", [
      userId,
      since,
    ])
  ).rows.map((r) => r.topic);

/**
 * The player's session once kept (answered at once, no promise). A new player's own rows send
 * notices of their own (their first clothes), and a session read while one is on its way is not kept.
 */
async function keptSession(key: string): Promise<Authenticated> {
  const cache = t.ctx.services.sessionCache!;
  let kept: Authenticated | null = null;
  await vi.waitFor(async () => {
    const found = cache.find(t.ctx, key, findSession);
    if (found instanceof Promise) await found;
    expect(found).not.toBeInstanceOf(Promise);
    kept = found as Authenticated;
  });
  return kept!;
}
const lastSeq = async () => Number((await t.ctx.pool.query<{ seq: string }>('SELECT coalesce(max(seq), 0) AS seq FROM change_notices')).rows[0]!.seq);

describe('a change of balances alone', () => {
  it('is a `balance` notice; a change of anything else with it is a `user` notice', async () => {
    const p = await makePlayer(t, { username: 'Noticed', coins: 100 });
    let since = await lastSeq();
    await t.ctx.db.update(users).set({ coins: 150, gems: 3, honor: 7 }).where(eq(users.id, p.id));
    expect(await topicsOf(p.id, since)).toEqual(['balance']);
    since = await lastSeq();
    await t.ctx.db.update(users).set({ coins: 200, badges: 1 }).where(eq(users.id, p.id));
    expect(await topicsOf(p.id, since)).toEqual(['user']);
  });

  it('keeps the session for pages that show no balance, and has pages that show them read it again', async () => {
    const p = await makePlayer(t, { username: 'Saver', coins: 100 });
    const cache = t.ctx.services.sessionCache!;
    const kept = await keptSession(p.key);
    expect(kept.user.coins).toBe(100);

    const notice = heard('balance', p.id);
    await t.ctx.db.update(users).set({ coins: sql`coins + 4900` }).where(eq(users.id, p.id));
    await notice;
    expect(cache.find(t.ctx, p.key, findSession, { balances: false })).toBe(kept);
    const fresh = cache.find(t.ctx, p.key, findSession, { balances: true });
    expect(fresh).toBeInstanceOf(Promise);
    expect((await fresh)?.user.coins).toBe(5000);
    // Kept again, with the new balances, for both.
    const again = cache.find(t.ctx, p.key, findSession, { balances: true });
    expect(again).not.toBeInstanceOf(Promise);
    expect((again as Authenticated).user.coins).toBe(5000);
  });

  it('does not keep a session past any other change of the row, for any page', async () => {
    const p = await makePlayer(t, { username: 'Promoted' });
    const cache = t.ctx.services.sessionCache!;
    await keptSession(p.key);
    const notice = heard('user', p.id);
    await t.ctx.db.update(users).set({ access: 1 }).where(eq(users.id, p.id));
    await notice;
    const again = cache.find(t.ctx, p.key, findSession, { balances: false });
    expect(again).toBeInstanceOf(Promise);
    expect((await again)?.user.access).toBe(1);
  });
});
