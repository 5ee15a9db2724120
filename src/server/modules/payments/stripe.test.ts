import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_TEXT } from '@common/payments/texts';
import { useTestApp } from '../../test/app';
import { users } from '../users/schema';
import { paymentGrants, subscriptions } from './schema';
import { completed, deliver, event, payer } from './testing';

/**
 * The Stripe-backed path against a local HTTP server standing in for Stripe's API (the SDK's
 * host, port and protocol settings): what the app asks of Stripe, and what it does with the
 * answers and with Stripe-signed events.
 */
interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  auth: string | undefined;
}
const seen: Seen[] = [];
const PERIOD_END = Math.floor(Date.UTC(2031, 0, 15) / 1000);
let next = 0;

const fakeStripe = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const path = (req.url ?? '').split('?')[0]!;
    seen.push({ method: req.method ?? '', path, form: new URLSearchParams(body), auth: req.headers.authorization });
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++next}` });
      res.end(JSON.stringify(json));
    };
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_fake_${++next}`;
      return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, mode: new URLSearchParams(body).get('mode') });
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && sub) return send(200, { id: sub[1], object: 'subscription', status: 'active', cancel_at_period_end: true, items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: PERIOD_END }] } });
    const inv = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && inv) return send(200, { id: inv[1], object: 'invoice', payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: `pi_of_${inv[1]}` } }] } });
    send(404, { error: { type: 'invalid_request_error', message: `No such route ${req.method} ${path}` } });
  });
});

const overrides: Record<string, string> = { STRIPE_SECRET_KEY: 'sk_test_fake_key', STRIPE_WEBHOOK_SECRET: 'whsec_fake_stripe_secret' };
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
  overrides.STRIPE_API_URL = `http://127.0.0.1:${(fakeStripe.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fakeStripe.close(() => resolve())));

const t = useTestApp(overrides);

describe('with STRIPE_SECRET_KEY the same code talks to Stripe', () => {
  it('creates a Checkout Session for the product at its catalog price and sends the player to it', async () => {
    const p = await payer(t, 'Striper', { gems: 25 });
    const res = await t.call({ method: 'POST', url: '/api/payments/checkout', key: p.key, payload: { product: 'gems-3765' } });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`https://checkout.stripe.test/c/pay/${res.body.sessionId}`);
    const call = seen.find((s) => s.path === '/v1/checkout/sessions')!;
    expect(call.auth).toBe('Bearer sk_test_fake_key');
    expect(call.form.get('mode')).toBe('payment');
    expect(call.form.get('client_reference_id')).toBe(p.id);
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('2999');
    expect(call.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call.form.get('success_url')).toContain('session_id={CHECKOUT_SESSION_ID}');
    // The test payment page does not exist with a real provider.
    expect((await t.call({ method: 'GET', url: `/api/payments/test/${res.body.sessionId}`, key: p.key })).status).toBe(404);

    // Stripe's signed event grants what the stored session says.
    expect((await deliver(t, completed(res.body.sessionId))).status).toBe(200);
    const [u] = await t.ctx.db.select().from(users).where(eq(users.id, p.id));
    expect(u!.gems).toBe(25 + 3765);
    // Signed with another secret (the test provider's default, say): refused.
    expect((await deliver(t, completed(res.body.sessionId), { secret: 'whsec_other' })).status).toBe(400);
  });

  it('subscribes monthly, learns the payment behind the first invoice, and cancels at period end through Stripe', async () => {
    const p = await payer(t, 'Monthly');
    const res = await t.call({ method: 'POST', url: '/api/payments/checkout', key: p.key, payload: { product: 'platinum-yearly' } });
    const call = seen.filter((s) => s.path === '/v1/checkout/sessions').at(-1)!;
    expect(call.form.get('mode')).toBe('subscription');
    expect(call.form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe(String(2999 * 11));
    await deliver(t, completed(res.body.sessionId, { mode: 'subscription', subscription: 'sub_fake_1', invoice: 'in_fake_1', payment_intent: null, customer: 'cus_1' }));
    const [g] = await t.ctx.db.select().from(paymentGrants).where(eq(paymentGrants.sessionId, res.body.sessionId));
    expect(g!.paymentIntent).toBe('pi_of_in_fake_1');
    expect(seen.some((s) => s.method === 'GET' && s.path === '/v1/invoices/in_fake_1')).toBe(true);

    const cancel = await t.call({ method: 'POST', url: '/api/feedback', key: p.key, payload: { message: FEEDBACK_TEXT.cancelMessage } });
    expect(cancel.status).toBe(200);
    expect(cancel.body.membershipEndsAt).toBe(new Date(PERIOD_END * 1000).toISOString());
    const upd = seen.find((s) => s.path === '/v1/subscriptions/sub_fake_1')!;
    expect(upd.form.get('cancel_at_period_end')).toBe('true');
    const [sub] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_fake_1'));
    expect(sub!.cancelAtPeriodEnd).toBe(true);
    const [u] = await t.ctx.db.select().from(users).where(eq(users.id, p.id));
    expect(u!.membership).toBe(4);
    expect(u!.membershipEndsAt!.getTime()).toBe(PERIOD_END * 1000);

    // Stripe's renewal in the current API's shape (subscription under parent) grants the year's gems again.
    await deliver(t, event('invoice.paid', { id: 'in_fake_2', object: 'invoice', billing_reason: 'subscription_cycle', parent: { subscription_details: { subscription: 'sub_fake_1' } } }));
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, p.id));
    expect(after!.gems).toBe(4500 * 12 * 2);
  });

  it('answers a clear error when Stripe fails, and gives a reserved lifetime slot back', async () => {
    const p = await payer(t, 'Unlucky');
    const { providerOf } = await import('./provider');
    const provider = providerOf(t.ctx);
    const create = provider.createCheckout;
    provider.createCheckout = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.call({ method: 'POST', url: '/api/payments/checkout', key: p.key, payload: { product: 'lifetime-platinum' } });
      expect(res.status).toBe(502);
      const cat = await t.call({ method: 'GET', url: '/api/payments/catalog', key: p.key });
      expect(cat.body.products.find((x: { id: string }) => x.id === 'lifetime-platinum').left).toBe(3);
      expect(cat.body.mode).toBe('stripe');
    } finally {
      provider.createCheckout = create;
    }
  });
});
