import { createHash } from 'node:crypto';
import { ACCOUNT_TEXT, LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from '@common/accounts';
import type { AppContext } from '../../context';
import { RateLimited } from '../../errors';
import { sharedLimiter } from '../../http/limiter';

/**
 * Sign-in throttling: after LOGIN_MAX_FAILURES failed sign-ins for one account from one
 * address, that pair is locked for LOGIN_LOCK_SECONDS (even the right password is refused).
 * With REDIS_URL the counters live in Redis so every app process sees the same ones; the key
 * prefix carries the database name, so apps on one database share counters and apps on other
 * databases (other deployments, parallel test files) never collide.
 */
const limiterOf = (ctx: AppContext) => sharedLimiter(ctx, 'login', { points: LOGIN_MAX_FAILURES, duration: LOGIN_LOCK_SECONDS });

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
