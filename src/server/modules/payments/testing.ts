import Stripe from 'stripe';
import type { TestApp } from '../../test/app';
import { createSession } from '../auth/sessions';
import { openAccount } from '../ledger/service';
import { users } from '../users/schema';
import { webhookSecret } from './secret';
import { testId } from './test-provider';

/** A player with a session and opening balances, for the payments tests. */
export async function payer(t: TestApp, username: string, start: { coins?: number; gems?: number } = {}): Promise<{ id: string; key: string; username: string }> {
  const [u] = await t.ctx.db.insert(users).values({ username, email: `${username.toLowerCase()}@example.test` }).returning();
  await openAccount(t.ctx.db, u!.id, { coins: start.coins ?? 0, gems: start.gems ?? 0 });
  return { id: u!.id, key: await createSession(t.ctx, u!.id), username };
}

/** A Stripe-format event around `object`. */
export function event(type: string, object: Record<string, unknown>, id = testId('evt')): { id: string; type: string; object: 'event'; data: { object: Record<string, unknown> } } {
  return { id, type, object: 'event', data: { object } };
}

/** Delivers an event to the webhook signed with the app's secret (or `secret`), at `timestamp` (seconds). */
export function deliver(t: TestApp, ev: object, opts: { secret?: string; timestamp?: number; header?: string } = {}) {
  const payload = JSON.stringify(ev);
  const header = opts.header ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? webhookSecret(t.ctx.config), timestamp: opts.timestamp });
  return t.call({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}

/** Creates a checkout for the player and answers its session id. */
export async function checkout(t: TestApp, p: { key: string }, product: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/payments/checkout', key: p.key, payload: { product } });
  if (res.status !== 200) throw new Error(`checkout ${product}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.sessionId as string;
}

/** Pays a test checkout on the test page with the card that pays. */
export async function payTest(t: TestApp, p: { key: string }, sessionId: string) {
  return t.call({ method: 'POST', url: `/api/payments/test/${encodeURIComponent(sessionId)}/pay`, key: p.key, payload: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } });
}

/** The completed-session event Stripe would send for a session (only its id matters to the app). */
export const completed = (sessionId: string, extra: Record<string, unknown> = {}) =>
  event('checkout.session.completed', { id: sessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: testId('pi'), ...extra });
