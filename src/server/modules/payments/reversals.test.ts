import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { feedback } from '../feedback/schema';
import { ledgerSums, spend } from '../ledger/service';
import { users } from '../users/schema';
import { paymentGrants, paymentSessions } from './schema';
import { checkout, deliver, event, payer, payTest } from './testing';

const t = useTestApp();

const row = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Buys a product on the test page; answers the PaymentIntent the grant is known by. */
async function buy(p: { id: string; key: string }, product: string): Promise<string> {
  const id = await checkout(t, p, product);
  expect((await payTest(t, p, id)).status).toBe(200);
  const [s] = await t.ctx.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return s!.paymentIntent!;
}

const refund = (pi: string, amountRefunded: number, id?: string) => event('charge.refunded', { id: `ch_${pi}`, object: 'charge', payment_intent: pi, amount_refunded: amountRefunded, refunded: true }, id);

describe('refunds and disputes take back what the payment granted', () => {
  it('a full refund takes the gems back, once, however often it is delivered', async () => {
    const p = await payer(t, 'Refundee', { gems: 25 });
    const pi = await buy(p, 'gems-625');
    expect((await row(p.id)).gems).toBe(650);
    const ev = refund(pi, 499);
    await Promise.all([deliver(t, ev), deliver(t, ev), deliver(t, refund(pi, 499))]);
    const u = await row(p.id);
    expect(u.gems).toBe(25);
    expect((await ledgerSums(t.ctx.db, p.id)).gems).toBe(25);
  });

  it('a partial refund takes back its share; the rest of the refund the rest', async () => {
    const p = await payer(t, 'Halfway', { gems: 0 });
    const pi = await buy(p, 'gems-1250');
    await deliver(t, refund(pi, 500));
    expect((await row(p.id)).gems).toBe(1250 - 625);
    await deliver(t, refund(pi, 999));
    expect((await row(p.id)).gems).toBe(0);
  });

  it('never takes a balance below 0: takes what is there and records the rest for moderators', async () => {
    const p = await payer(t, 'Spender', { gems: 0 });
    const pi = await buy(p, 'gems-2525');
    await spend(t.ctx.db, p.id, 'gems', 2000, 'post_fee');
    await deliver(t, event('charge.dispute.created', { id: 'dp_spender', object: 'dispute', payment_intent: pi, charge: 'ch_x', amount: 1999 }));
    const u = await row(p.id);
    expect(u.gems).toBe(0);
    expect((await ledgerSums(t.ctx.db, p.id)).gems).toBe(0);
    const notes = await t.ctx.db.select().from(feedback).where(eq(feedback.userId, p.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.kind).toBe('payment');
    expect(notes[0]!.message).toContain('2,000 gems');
    const [g] = await t.ctx.db.select().from(paymentGrants).where(eq(paymentGrants.paymentIntent, pi));
    expect(g!.reversedAt).not.toBeNull();
  });

  it('a refunded plan ends its membership; a refunded lifetime bundle its membership, badges and sale', async () => {
    const p = await payer(t, 'Lifer', { gems: 0 });
    const pi = await buy(p, 'lifetime-gold');
    let u = await row(p.id);
    expect(u.membership).toBe(3);
    expect(u.membershipEndsAt).toBeNull();
    expect(u.badges).not.toBe(0);
    const left = async () => (await t.call({ method: 'GET', url: '/api/payments/catalog', key: p.key })).body.products.find((x: { id: string }) => x.id === 'lifetime-gold').left;
    expect(await left()).toBe(12);
    await deliver(t, refund(pi, 14_999));
    u = await row(p.id);
    expect(u.membership).toBe(0);
    expect(u.badges).toBe(0);
    expect(await left()).toBe(13);

    const s = await payer(t, 'Planner');
    const spi = await buy(s, 'vip-monthly');
    expect((await row(s.id)).membership).toBe(2);
    await deliver(t, event('charge.dispute.created', { id: 'dp_planner', object: 'dispute', payment_intent: spi }));
    const su = await row(s.id);
    expect(su.membership).toBe(0);
    expect(su.gems).toBe(0);
    expect(su.coins).toBe(0);
  });

  it('a refunded boost leaves the goal and the leaderboard', async () => {
    const a = await payer(t, 'Booster');
    const b = await payer(t, 'Backer');
    const pa = await buy(a, 'boost');
    await buy(a, 'boost');
    await buy(b, 'boost');
    let cat = (await t.call({ method: 'GET', url: '/api/payments/catalog', key: a.key })).body;
    expect(cat.goal).toEqual({ target: 5000, current: 30 });
    expect(cat.leaderboard.slice(0, 2)).toEqual([
      { username: 'Booster', amount: 20 },
      { username: 'Backer', amount: 10 },
    ]);
    await deliver(t, refund(pa, 1000));
    cat = (await t.call({ method: 'GET', url: '/api/payments/catalog', key: a.key })).body;
    expect(cat.goal.current).toBe(20);
    expect(cat.leaderboard).toEqual([
      { username: 'Backer', amount: 10 },
      { username: 'Booster', amount: 10 },
    ]);
  });
});
