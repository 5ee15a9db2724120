import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_TEXT } from '@common/payments/texts';
import { useTestApp } from '../../test/app';
import { friendships } from '../friends/schema';
import { mail } from '../mail/schema';
import { users } from '../users/schema';
import { paymentGrants, subscriptions } from './schema';
import { checkout, deliver, event, payer, payTest } from './testing';

const t = useTestApp();

afterEach(() => vi.useRealTimers());

const row = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const session = (key: string) => t.call({ method: 'GET', url: '/api/auth/session', key });

/** Subscribes a player to a plan through the test page; answers the subscription id. */
async function subscribe(p: { id: string; key: string }, product: string): Promise<string> {
  const id = await checkout(t, p, product);
  expect((await payTest(t, p, id)).status).toBe(200);
  const [sub] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, p.id));
  return sub!.id;
}

describe('a plan', () => {
  it('makes the player a member until the period ends, with its gems and coins', async () => {
    const p = await payer(t, 'Subby', { gems: 25, coins: 5000 });
    const before = Date.now();
    await subscribe(p, 'resident-monthly');
    const u = await row(p.id);
    expect(u).toMatchObject({ membership: 1, gems: 125, coins: 80_000 });
    const end = u.membershipEndsAt!.getTime();
    expect(end).toBeGreaterThan(before + 27 * 86400_000);
    expect(end).toBeLessThan(before + 32 * 86400_000);
    expect((await session(p.key)).body.user.membership).toBe(1);
    const cat = await t.call({ method: 'GET', url: '/api/payments/catalog', key: p.key });
    expect(cat.body.membership).toMatchObject({ tier: 1, lifetime: false, subscription: { product: 'resident-monthly', cancelAtPeriodEnd: false } });
    // One subscription at a time.
    const second = await t.call({ method: 'POST', url: '/api/payments/checkout', key: p.key, payload: { product: 'vip-monthly' } });
    expect(second.status).toBe(409);
  });

  it('renews through invoice.paid once per invoice, moving the end and granting the month again', async () => {
    const p = await payer(t, 'Renewer', { gems: 0 });
    const subId = await subscribe(p, 'vip-monthly');
    const firstEnd = (await row(p.id)).membershipEndsAt!;
    // The first invoice was paid through the checkout: it grants nothing more.
    await deliver(t, event('invoice.paid', { id: 'in_first_renewer', object: 'invoice', billing_reason: 'subscription_create', subscription: subId, payment_intent: 'pi_first_renewer' }));
    expect((await row(p.id)).gems).toBe(500);
    const nextEnd = Math.floor(firstEnd.getTime() / 1000) + 30 * 86400;
    const renewal = event('invoice.paid', { id: 'in_renewal_1', object: 'invoice', billing_reason: 'subscription_cycle', parent: { subscription_details: { subscription: subId } }, lines: { data: [{ period: { end: nextEnd } }] } });
    await Promise.all([deliver(t, renewal), deliver(t, renewal), deliver(t, { ...renewal, id: 'evt_same_invoice_again' })]);
    const u = await row(p.id);
    expect(u.gems).toBe(1000);
    expect(u.coins).toBe(1_200_000);
    expect(u.membershipEndsAt!.getTime()).toBe(nextEnd * 1000);
    const grants = await t.ctx.db.select().from(paymentGrants).where(eq(paymentGrants.userId, p.id));
    expect(grants).toHaveLength(2);
    expect(grants.find((g) => g.sessionId)!.paymentIntent).toBeTruthy();
    const receipts = await t.ctx.db.select().from(mail).where(eq(mail.recipientId, p.id));
    expect(receipts.map((m) => m.message).join('\n')).toContain('renewed');
  });

  it('follows customer.subscription.updated and ends with customer.subscription.deleted', async () => {
    const p = await payer(t, 'Changer');
    const subId = await subscribe(p, 'gold-monthly');
    const end = Math.floor(Date.now() / 1000) + 20 * 86400;
    await deliver(t, event('customer.subscription.updated', { id: subId, object: 'subscription', status: 'active', cancel_at_period_end: true, metadata: { product: 'platinum-monthly' }, items: { data: [{ current_period_end: end }] } }));
    let u = await row(p.id);
    expect(u.membership).toBe(4);
    expect(u.membershipEndsAt!.getTime()).toBe(end * 1000);
    await deliver(t, event('customer.subscription.deleted', { id: subId, object: 'subscription', status: 'canceled' }));
    u = await row(p.id);
    expect(u.membership).toBe(0);
    expect((await session(p.key)).body.user.membership).toBe(0);
  });
});

describe('cancelling (POST /api/feedback "Cancel subscription")', () => {
  it('cancels at period end and answers when the membership ends; the membership lasts until then', async () => {
    const p = await payer(t, 'Quitter');
    await subscribe(p, 'resident-yearly');
    const end = (await row(p.id)).membershipEndsAt!;
    const res = await t.call({ method: 'POST', url: '/api/feedback', key: p.key, payload: { message: FEEDBACK_TEXT.cancelMessage } });
    expect(res.status).toBe(200);
    expect(res.body.membershipEndsAt).toBe(end.toISOString());
    expect(res.body.message).toContain(end.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));
    expect((await session(p.key)).body.user.membership).toBe(1);
    const [sub] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, p.id));
    expect(sub!.cancelAtPeriodEnd).toBe(true);
  });

  it('says so when there is nothing to cancel', async () => {
    const p = await payer(t, 'Nobody');
    const res = await t.call({ method: 'POST', url: '/api/feedback', key: p.key, payload: { message: FEEDBACK_TEXT.cancelMessage } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FEEDBACK_TEXT.noSubscription);
  });
});

describe('a membership ends on time', () => {
  it('shows the tier until its end and 0 after, everywhere, with no job run', async () => {
    const member = await payer(t, 'Fading');
    const friend = await payer(t, 'Watcher');
    await t.ctx.db.insert(friendships).values([
      { userId: member.id, friendId: friend.id },
      { userId: friend.id, friendId: member.id },
    ]);
    const soon = new Date(Date.now() + 3600_000);
    await t.ctx.db.update(users).set({ membership: 2, membershipEndsAt: soon }).where(eq(users.id, member.id));
    expect((await session(member.key)).body.user.membership).toBe(2);
    expect((await t.call({ method: 'GET', url: '/api/profile/Fading', key: friend.key })).body.membership).toBe(2);

    // The clock passes the end (set in the past: the database's clock and the server's agree).
    await t.ctx.db.update(users).set({ membershipEndsAt: new Date(Date.now() - 1000) }).where(eq(users.id, member.id));
    expect((await session(member.key)).body.user.membership).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/profile/Fading', key: friend.key })).body.membership).toBe(0);
    const friends = await t.call({ method: 'GET', url: '/api/friend/list', key: friend.key });
    expect(friends.body.find((f: { username: string }) => f.username === 'Fading').membership).toBe(0);
    // Members-only edits are refused once it ended.
    const colour = await t.call({ method: 'POST', url: '/api/customization/nameColor', key: member.key, payload: { nameColor: '#ff0000' } });
    expect(colour.status).toBe(403);
  });

  it('with a fake clock: the session shows 0 once the server clock passes the end', async () => {
    const p = await payer(t, 'Clocked');
    const end = new Date(Date.now() + 10 * 86400_000);
    await t.ctx.db.update(users).set({ membership: 3, membershipEndsAt: end }).where(eq(users.id, p.id));
    expect((await session(p.key)).body.user.membership).toBe(3);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(end.getTime() + 1);
    const { membershipOf } = await import('../users/membership');
    expect(membershipOf(await row(p.id))).toBe(0);
  });
});
