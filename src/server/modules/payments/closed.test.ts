import { describe, expect, it } from 'vitest';
import { PAYMENTS_TEXT } from '@common/payments/texts';
import { loadConfig } from '../../config';
import { useTestApp } from '../../test/app';
import { payer } from './testing';

describe('who takes payments', () => {
  it('is the test provider on the demo world, nobody on an own database without Stripe keys, Stripe with a key', () => {
    expect(loadConfig({}).payments).toBe('test');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/oldroad', SEED_DEMO: '1' }).payments).toBe('test');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/oldroad' }).payments).toBe('off');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/oldroad', TEST_PAYMENTS: 'on' }).payments).toBe('test');
    expect(loadConfig({ TEST_PAYMENTS: 'off' }).payments).toBe('off');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/oldroad', STRIPE_SECRET_KEY: 'sk_test_x' }).payments).toBe('stripe');
  });
});

describe('a deployment with no payment provider yet', () => {
  const t = useTestApp({ TEST_PAYMENTS: 'off' });

  it('shows the page as closed and refuses a checkout and the test card, granting nothing', async () => {
    const p = await payer(t, 'EarlyBird', { gems: 25 });
    const catalog = await t.call({ method: 'GET', url: '/api/payments/catalog', key: p.key });
    expect(catalog.status).toBe(200);
    expect(catalog.body.mode).toBe('off');
    expect(catalog.body.products.length).toBeGreaterThan(0);

    const checkout = await t.call({ method: 'POST', url: '/api/payments/checkout', key: p.key, payload: { product: 'gems-12550' } });
    expect(checkout.status).toBe(503);
    expect(checkout.body.message).toBe(PAYMENTS_TEXT.closed);

    // No test page answers either: nobody pays 4242 for real gems.
    const page = await t.call({ method: 'GET', url: '/api/payments/test/cs_test_anything', key: p.key });
    expect(page.status).toBe(404);
    const me = await t.call({ method: 'GET', url: '/api/auth/session', key: p.key });
    expect(me.body.user.gems).toBe(25);
  });
});
