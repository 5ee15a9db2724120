import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEXT } from '@common/payments/texts';
import { useTestApp } from '../../test/app';
import { mail } from '../mail/schema';
import { users } from '../users/schema';
import { paymentGrants, subscriptions } from './schema';
import { RENEW_AHEAD_MS, renewTestSubscriptions } from './test-renewals';
import { checkout, payer, payTest } from './testing';

const t = useTestApp();

const row = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const subOf = async (userId: string) => (await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;

/** Subscribes through the test page, then moves the period's end to `endsIn` ms from now (as if a month went by). */
async function subscribedUntil(username: string, product: string, endsIn: number) {
  const p = await payer(t, username);
  const id = await checkout(t, p, product);
  expect((await payTest(t, p, id)).status).toBe(200);
  const end = new Date(Date.now() + endsIn);
  const sub = await subOf(p.id);
  await t.ctx.db.update(subscriptions).set({ currentPeriodEnd: end }).where(eq(subscriptions.id, sub.id));
  await t.ctx.db.update(users).set({ membershipEndsAt: end }).where(eq(users.id, p.id));
  return { ...p, subId: sub.id, end };
}

describe('the test provider renews its subscriptions as Stripe does', () => {
  it('renews a period about to end once, however many sweeps run at once: the month granted again, a receipt, the end a month on', async () => {
    const p = await subscribedUntil('Keeper', 'resident-monthly', RENEW_AHEAD_MS / 2);
    const before = await row(p.id);
    await Promise.all([renewTestSubscriptions(t.ctx), renewTestSubscriptions(t.ctx), renewTestSubscriptions(t.ctx)]);
    const after = await row(p.id);
    expect(after.gems - before.gems).toBe(100);
    expect(after.coins - before.coins).toBe(75_000);
    expect(after.membership).toBe(1);
    const days = (after.membershipEndsAt!.getTime() - p.end.getTime()) / 86400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect((await subOf(p.id)).currentPeriodEnd.getTime()).toBe(after.membershipEndsAt!.getTime());
    expect(await t.ctx.db.select().from(paymentGrants).where(eq(paymentGrants.userId, p.id))).toHaveLength(2);
    const receipts = await t.ctx.db.select().from(mail).where(eq(mail.recipientId, p.id));
    expect(receipts.filter((m) => m.message.includes('renewed'))).toHaveLength(1);
    // The next sweep finds nothing due: the new period is a month away.
    await renewTestSubscriptions(t.ctx);
    expect((await row(p.id)).gems).toBe(after.gems);
  });

  it('leaves a period that is not near its end alone', async () => {
    const p = await subscribedUntil('Early', 'vip-monthly', 10 * RENEW_AHEAD_MS);
    const before = await row(p.id);
    await renewTestSubscriptions(t.ctx);
    expect(await row(p.id)).toMatchObject({ gems: before.gems, coins: before.coins, membershipEndsAt: before.membershipEndsAt });
  });

  it('ends a subscription cancelled at period end once its end has passed, granting nothing', async () => {
    const p = await subscribedUntil('Leaver', 'gold-monthly', RENEW_AHEAD_MS / 2);
    const cancelled = await t.call({ method: 'POST', url: '/api/feedback', key: p.key, payload: { message: FEEDBACK_TEXT.cancelMessage } });
    expect(cancelled.status).toBe(200);
    const before = await row(p.id);
    // Before its end: still a member, nothing sent.
    await renewTestSubscriptions(t.ctx);
    expect((await subOf(p.id)).status).toBe('active');
    // After it: the subscription is over and nothing more was granted.
    await renewTestSubscriptions(t.ctx, new Date(p.end.getTime() + 1000));
    expect((await subOf(p.id)).status).toBe('canceled');
    const after = await row(p.id);
    expect(after).toMatchObject({ gems: before.gems, coins: before.coins, membership: 0 });
  });

  it('renews the others when one cannot be (a plan taken out of the catalog), and tries that one again next time', async () => {
    const broken = await subscribedUntil('Retired', 'resident-monthly', RENEW_AHEAD_MS / 4);
    await t.ctx.db.update(subscriptions).set({ product: 'retired-plan' }).where(eq(subscriptions.id, broken.subId));
    const p = await subscribedUntil('Steady', 'resident-monthly', RENEW_AHEAD_MS / 2);
    const before = await row(p.id);
    expect(await renewTestSubscriptions(t.ctx)).toBe(1);
    expect((await row(p.id)).gems - before.gems).toBe(100);
    expect((await subOf(broken.id)).currentPeriodEnd.getTime()).toBe(broken.end.getTime());
    await t.ctx.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.id, broken.subId));
  });

  it("never touches a Stripe subscription (Stripe's own servers renew those)", async () => {
    const p = await subscribedUntil('Striped', 'resident-monthly', RENEW_AHEAD_MS / 2);
    await t.ctx.db.update(subscriptions).set({ provider: 'stripe' }).where(eq(subscriptions.id, p.subId));
    const before = await row(p.id);
    await renewTestSubscriptions(t.ctx);
    expect((await row(p.id)).gems).toBe(before.gems);
  });
});
