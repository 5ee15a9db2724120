import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_TEXT } from '@common/payments/texts';
import { useTestApp } from '../../test/app';
import { ledger } from '../ledger/schema';
import { ledgerSums } from '../ledger/service';
import { mail } from '../mail/schema';
import { SYSTEM_SENDER_ID } from '../mail/system';
import { users } from '../users/schema';
import { paymentEvents, paymentGrants } from './schema';
import { checkout, completed, deliver, event, payer, payTest } from './testing';

const t = useTestApp();

const gemsOf = async (id: string) => (await t.ctx.db.select({ gems: users.gems }).from(users).where(eq(users.id, id)))[0]!.gems;

describe('the webhook verifies signatures', () => {
  it('refuses a forged, a stale and a missing signature with 400 and grants nothing', async () => {
    const p = await payer(t, 'Forger', { gems: 25 });
    const session = await checkout(t, p, 'gems-625');
    const ev = completed(session);
    const forged = await deliver(t, ev, { secret: 'whsec_not_the_apps_secret' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(PAYMENTS_TEXT.badSignature);
    const stale = await deliver(t, ev, { timestamp: Math.floor(Date.now() / 1000) - 60 * 60 });
    expect(stale.status).toBe(400);
    const none = await t.call({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(ev) });
    expect(none.status).toBe(400);
    // A correct signature over other bytes (the body changed on the way) is refused too.
    const good = await deliver(t, ev);
    expect(good.status).toBe(200);
    expect(await gemsOf(p.id)).toBe(25 + 625);
  });

  it('refuses an event signed for another body', async () => {
    const p = await payer(t, 'Swapper', { gems: 0 });
    const session = await checkout(t, p, 'gems-375');
    const ev = completed(session);
    const Stripe = (await import('stripe')).default;
    const { webhookSecret } = await import('./secret');
    const header = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify({ ...ev, id: 'evt_other' }), secret: webhookSecret(t.ctx.config) });
    const res = await deliver(t, ev, { header });
    expect(res.status).toBe(400);
    expect(await gemsOf(p.id)).toBe(0);
  });
});

describe('a completed checkout grants exactly once', () => {
  it('ten concurrent deliveries of one event grant once', async () => {
    const p = await payer(t, 'Tenfold', { gems: 25 });
    const session = await checkout(t, p, 'gems-1250');
    const ev = completed(session);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(t, ev)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await gemsOf(p.id)).toBe(25 + 1250);
    expect((await ledgerSums(t.ctx.db, p.id)).gems).toBe(25 + 1250);
    const rows = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, ev.id));
    expect(rows).toHaveLength(1);
  });

  it('two different events for one session grant once, even when they arrive together', async () => {
    const p = await payer(t, 'Twice', { gems: 0 });
    const session = await checkout(t, p, 'gems-2525');
    const first = completed(session);
    const second = event('checkout.session.async_payment_succeeded', { id: session, object: 'checkout.session', payment_status: 'paid' });
    const third = completed(session);
    await Promise.all([deliver(t, first), deliver(t, second), deliver(t, third)]);
    expect(await gemsOf(p.id)).toBe(2525);
    const grants = await t.ctx.db.select().from(paymentGrants).where(eq(paymentGrants.sessionId, session));
    expect(grants).toHaveLength(1);
  });

  it('grants what the stored session says, whatever the event claims', async () => {
    const p = await payer(t, 'Claimer', { gems: 0 });
    const other = await payer(t, 'Bystander', { gems: 0 });
    const session = await checkout(t, p, 'gems-375');
    await deliver(t, completed(session, { amount_total: 999999, metadata: { product: 'gems-12550' }, client_reference_id: other.id }));
    expect(await gemsOf(p.id)).toBe(375);
    expect(await gemsOf(other.id)).toBe(0);
  });

  it('ignores a completed session the app never created', async () => {
    const res = await deliver(t, completed('cs_test_made_up'));
    expect(res.status).toBe(200);
    const [{ n }] = (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM payment_grants WHERE session_id = 'cs_test_made_up'`)).rows as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('the built-in test provider', () => {
  it('pays with 4242, declines 4000 0000 0000 0002, and mails a receipt from Oldroad', async () => {
    const p = await payer(t, 'Tester', { gems: 25 });
    const res = await t.call({ method: 'POST', url: '/api/payments/checkout', key: p.key, payload: { product: 'gems-625' } });
    expect(res.status).toBe(200);
    expect(res.body.url).toContain(`/pay/test?session=${encodeURIComponent(res.body.sessionId)}`);
    const id = res.body.sessionId as string;
    const page = await t.call({ method: 'GET', url: `/api/payments/test/${id}`, key: p.key });
    expect(page.body.product).toMatchObject({ id: 'gems-625', priceCents: 499, gems: 625 });

    const declined = await t.call({ method: 'POST', url: `/api/payments/test/${id}/pay`, key: p.key, payload: { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' } });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(PAYMENTS_TEXT.cardDeclined);
    const wrong = await t.call({ method: 'POST', url: `/api/payments/test/${id}/pay`, key: p.key, payload: { number: '1234 5678 9012 3456', expiry: '12/40', cvc: '123' } });
    expect(wrong.status).toBe(400);
    const expired = await t.call({ method: 'POST', url: `/api/payments/test/${id}/pay`, key: p.key, payload: { number: '4242424242424242', expiry: '01/20', cvc: '123' } });
    expect(expired.body.message).toBe(PAYMENTS_TEXT.expiryInvalid);
    expect(await gemsOf(p.id)).toBe(25);

    const paid = await payTest(t, p, id);
    expect(paid.status).toBe(200);
    expect(paid.body.url).toMatch(/\/\?payment=success&session_id=cs_test_/);
    expect(await gemsOf(p.id)).toBe(650);
    const again = await payTest(t, p, id);
    expect(again.status).toBe(409);
    expect(await gemsOf(p.id)).toBe(650);

    const status = await t.call({ method: 'GET', url: `/api/payments/checkout/${id}`, key: p.key });
    expect(status.body).toMatchObject({ status: 'complete', product: 'gems-625', balances: { gems: 650 } });
    const receipts = await t.ctx.db.select().from(mail).where(eq(mail.recipientId, p.id));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.senderId).toBe(SYSTEM_SENDER_ID);
    expect(receipts[0]!.message).toContain('625 gems');
    expect(receipts[0]!.message).toContain('$4.99');
    const rows = await t.ctx.db.select().from(ledger).where(eq(ledger.userId, p.id));
    expect(rows.map((r) => r.reason)).toContain('payment');
  });

  it("keeps a player's checkout from everyone else", async () => {
    const owner = await payer(t, 'Owner');
    const thief = await payer(t, 'Thief');
    const id = await checkout(t, owner, 'gems-375');
    expect((await t.call({ method: 'GET', url: `/api/payments/test/${id}`, key: thief.key })).status).toBe(404);
    expect((await payTest(t, thief, id)).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/payments/checkout/${id}`, key: thief.key })).status).toBe(404);
    expect(await gemsOf(owner.id)).toBe(0);
    expect(await gemsOf(thief.id)).toBe(0);
  });

  it('refuses an unknown product and a visitor', async () => {
    const p = await payer(t, 'Picky');
    const bad = await t.call({ method: 'POST', url: '/api/payments/checkout', key: p.key, payload: { product: 'gems-1000000' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PAYMENTS_TEXT.unknownProduct);
    expect((await t.call({ method: 'POST', url: '/api/payments/checkout', payload: { product: 'gems-375' } })).status).toBe(401);
  });

  it('answers an open checkout again instead of opening another, and caps open checkouts', async () => {
    const p = await payer(t, 'Clicker');
    const a = await checkout(t, p, 'gems-375');
    expect(await checkout(t, p, 'gems-375')).toBe(a);
    for (const product of ['gems-625', 'gems-1250', 'gems-2525', 'gems-3765']) await checkout(t, p, product);
    const sixth = await t.call({ method: 'POST', url: '/api/payments/checkout', key: p.key, payload: { product: 'gems-12550' } });
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe(PAYMENTS_TEXT.tooManyOpen);
  });
});
