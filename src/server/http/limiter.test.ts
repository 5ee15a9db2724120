import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { connectDatabase, databaseHandles } from '../db/client';
import { useTestApp } from '../test/app';
import { spendRateLimit } from './limiter';

const LIMITS = { points: 2, duration: 60 };

describe('spending a rate limit', () => {
  const t = useTestApp();

  it('refuses past the limit with 429, the limit’s own text and the seconds until a point is back', async () => {
    await spendRateLimit(t.ctx, 'spend-test', LIMITS, 'player-1', 'Slow down');
    await spendRateLimit(t.ctx, 'spend-test', LIMITS, 'player-1', 'Slow down');
    const refused = await spendRateLimit(t.ctx, 'spend-test', LIMITS, 'player-1', 'Slow down').catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 429, message: 'Slow down' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another player's allowance is their own.
    await spendRateLimit(t.ctx, 'spend-test', LIMITS, 'player-2', 'Slow down');
  });

  it('never answers a store failure with 429: an allowance counts in memory meanwhile, a security limit refuses with 503', async () => {
    // An app whose database is gone: no store answers (no Redis in this test either).
    const database = connectDatabase(t.databaseUrl, t.ctx.log, 1);
    const app = await buildApp({ ...t.ctx, ...databaseHandles(database), redis: undefined, changes: undefined }, { serveWeb: false });
    await database.close();
    try {
      await spendRateLimit(app.ctx, 'spend-outage', LIMITS, 'player-3', 'Slow down');
      await spendRateLimit(app.ctx, 'spend-outage', LIMITS, 'player-3', 'Slow down');
      await expect(spendRateLimit(app.ctx, 'spend-outage', LIMITS, 'player-3', 'Slow down')).rejects.toMatchObject({ status: 429 });
      await expect(spendRateLimit(app.ctx, 'spend-guard', LIMITS, 'player-3', 'Slow down', { onStoreFailure: 'failClosed' })).rejects.toMatchObject({ status: 503 });
    } finally {
      await app.close();
    }
  });
});
