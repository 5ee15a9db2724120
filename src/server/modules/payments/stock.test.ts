import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_TEXT } from '@common/payments/texts';
import { useTestApp } from '../../test/app';
import { users } from '../users/schema';
import { paymentGrants, paymentSessions } from './schema';
import { completed, deliver, event, payer, payTest } from './testing';

const t = useTestApp();

const leftOf = async (key: string, product: string) =>
  (await t.call({ method: 'GET', url: '/api/payments/catalog', key })).body.products.find((x: { id: string }) => x.id === product).left as number;

describe('lifetime bundles never sell more than their limit', () => {
  it('twenty concurrent checkouts of a bundle limited to 3: three open, seventeen are sold out', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => payer(t, `Rush${i}`)));
    const answers = await Promise.all(players.map((p) => t.call({ method: 'POST', url: '/api/payments/checkout', key: p.key, payload: { product: 'lifetime-platinum' } })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === PAYMENTS_TEXT.soldOut)).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(17);
    expect(await leftOf(players[0]!.key, 'lifetime-platinum')).toBe(0);

    // All three pay (concurrently, twice each): three grants, three Platinum members, no more.
    const winners = players.filter((_, i) => answers[i]!.status === 200);
    await Promise.all(winners.flatMap((p, i) => [payTest(t, p, ok[i]!.body.sessionId), deliver(t, completed(ok[i]!.body.sessionId))]));
    const grants = await t.ctx.db.select().from(paymentGrants).where(eq(paymentGrants.product, 'lifetime-platinum'));
    expect(grants).toHaveLength(3);
    const members = await t.ctx.db.select().from(users).where(and(eq(users.membership, 4)));
    expect(members).toHaveLength(3);
  });

  it('an expired checkout gives its slot back, once', async () => {
    const a = await payer(t, 'Waiter');
    const res = await t.call({ method: 'POST', url: '/api/payments/checkout', key: a.key, payload: { product: 'lifetime-vip' } });
    expect(res.status).toBe(200);
    expect(await leftOf(a.key, 'lifetime-vip')).toBe(4);
    const expired = event('checkout.session.expired', { id: res.body.sessionId, object: 'checkout.session' });
    await Promise.all([deliver(t, expired), deliver(t, expired), deliver(t, event('checkout.session.expired', { id: res.body.sessionId }))]);
    expect(await leftOf(a.key, 'lifetime-vip')).toBe(5);
    // The expired checkout cannot be paid on the test page any more.
    expect((await payTest(t, a, res.body.sessionId)).status).toBe(409);
  });

  it('the test provider expires its own stale checkouts (no provider to send the event)', async () => {
    const a = await payer(t, 'Sleeper');
    const res = await t.call({ method: 'POST', url: '/api/payments/checkout', key: a.key, payload: { product: 'lifetime-gold' } });
    expect(await leftOf(a.key, 'lifetime-gold')).toBe(12);
    await t.ctx.db.update(paymentSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(paymentSessions.id, res.body.sessionId));
    expect(await leftOf(a.key, 'lifetime-gold')).toBe(13);
    const [s] = await t.ctx.db.select().from(paymentSessions).where(eq(paymentSessions.id, res.body.sessionId));
    expect(s!.status).toBe('expired');
  });
});
