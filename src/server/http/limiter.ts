import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../context';

/**
 * A named counter shared by every app process: in Redis when REDIS_URL is set (with this
 * process's own counters as insurance should Redis fail), in memory otherwise. The key prefix
 * carries the database name, so apps on one database share counters and apps on other
 * databases (other deployments, parallel test files) never collide.
 */
const limiters = new WeakMap<AppContext, Map<string, RateLimiterAbstract>>();

export function sharedLimiter(ctx: AppContext, name: string, limits: { points: number; duration: number }): RateLimiterAbstract {
  let byName = limiters.get(ctx);
  if (!byName) limiters.set(ctx, (byName = new Map()));
  let limiter = byName.get(name);
  if (!limiter) {
    const options = { keyPrefix: `oldroad:${name}:${databaseNameOf(ctx)}`, ...limits };
    limiter = ctx.redis
      ? new RateLimiterRedis({ ...options, storeClient: ctx.redis, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    byName.set(name, limiter);
  }
  return limiter;
}

function databaseNameOf(ctx: AppContext): string {
  const options = (ctx.pool as unknown as { options?: { database?: string; connectionString?: string } }).options;
  if (options?.database) return options.database;
  try {
    return new URL(options?.connectionString ?? '').pathname.slice(1) || 'default';
  } catch {
    return 'default';
  }
}
