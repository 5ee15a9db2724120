import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ACCOUNT_TEXT, LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from '@common/accounts';
import type { AppContext } from '../../context';
import { RateLimited } from '../../errors';

/**
 * Sign-in throttling: after LOGIN_MAX_FAILURES failed sign-ins for one account from one
 * address, that pair is locked for LOGIN_LOCK_SECONDS (even the right password is refused).
 * With REDIS_URL the counters live in Redis so every app process sees the same ones; the key
 * prefix carries the database name, so apps on one database share counters and apps on other
 * databases (other deployments, parallel test files) never collide.
 */
const limiters = new WeakMap<AppContext, RateLimiterAbstract>();

function limiterOf(ctx: AppContext): RateLimiterAbstract {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    const options = { keyPrefix: `oldroad:login:${databaseNameOf(ctx)}`, points: LOGIN_MAX_FAILURES, duration: LOGIN_LOCK_SECONDS };
    // Should Redis fail, sign-in keeps working on this process's own counters rather than erroring.
    limiter = ctx.redis
      ? new RateLimiterRedis({ ...options, storeClient: ctx.redis, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    limiters.set(ctx, limiter);
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

/** One counter per account (the email as typed, lower-cased) and address; hashed so Redis holds no emails. */
const keyOf = (email: string, ip: string) => createHash('sha256').update(`${email.toLowerCase()}\n${ip}`).digest('base64url');

/** Throws 429 while the pair is locked. Call before checking the password. */
export async function assertNotLocked(ctx: AppContext, email: string, ip: string): Promise<void> {
  const res = await limiterOf(ctx).get(keyOf(email, ip));
  if (res && res.consumedPoints >= LOGIN_MAX_FAILURES) {
    throw new RateLimited(ACCOUNT_TEXT.tooManyAttempts, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
  }
}

/** Counts a failure; the one that reaches the limit starts a full lock-out from now. */
export async function recordFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  const limiter = limiterOf(ctx);
  const key = keyOf(email, ip);
  const res = await limiter.penalty(key, 1);
  if (res.consumedPoints >= LOGIN_MAX_FAILURES) await limiter.block(key, LOGIN_LOCK_SECONDS);
}

/** A successful sign-in forgets earlier failures. */
export async function clearFailures(ctx: AppContext, email: string, ip: string): Promise<void> {
  await limiterOf(ctx).delete(keyOf(email, ip));
}
