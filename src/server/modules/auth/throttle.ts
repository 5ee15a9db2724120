import { createHash } from 'node:crypto';
import { ACCOUNT_TEXT, LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from '@common/accounts';
import type { AppContext } from '../../context';
import { RateLimited } from '../../errors';
import { giveBack, sharedLimiter, take, secondsUntilNext } from '../../http/limiter';
import { addressKeyOf } from './address';

/**
 * Sign-in throttling, two counters, both fail-closed (http/limiter.ts: a guess is never let
 * through uncounted):
 * - per account and address: after LOGIN_MAX_FAILURES failed sign-ins that pair is locked for
 *   LOGIN_LOCK_SECONDS (even the right password is refused);
 * - per address across accounts: LOGIN_FAILURES_PER_ADDRESS_PER_HOUR failures an hour.
 * An attempt is counted BEFORE its password is checked (reserved) and given back only when the
 * password was right, so a burst of parallel guesses gets at most the limit's worth of argon2
 * checks and the rest are refused before any work.
 */
const HOUR = 60 * 60;

const accountLimiter = (ctx: AppContext) => sharedLimiter(ctx, 'login', { points: LOGIN_MAX_FAILURES, duration: LOGIN_LOCK_SECONDS }, 'failClosed');
const addressLimiter = (ctx: AppContext) =>
  sharedLimiter(ctx, 'login-address', { points: ctx.config.LOGIN_FAILURES_PER_ADDRESS_PER_HOUR, duration: HOUR }, 'failClosed');

/** One counter per account (the email as typed, lower-cased) and address; hashed so no store holds emails. */
const keyOf = (email: string, ip: string) => createHash('sha256').update(`${email.toLowerCase()}\n${ip}`).digest('base64url');

/** A reserved sign-in attempt: say how the password check went. */
export interface SignInAttempt {
  /** The password was right: earlier failures of this account are forgotten, the address's point returns. */
  succeeded(): Promise<void>;
  /** A failure stays counted; the one that reaches the limit starts a full lock-out from now. */
  failed(): Promise<void>;
}

/** Reserves an attempt for this account and address, or throws 429 when either is used up. */
export async function reserveSignInAttempt(ctx: AppContext, email: string, ip: string): Promise<SignInAttempt> {
  const accounts = accountLimiter(ctx);
  const addresses = addressLimiter(ctx);
  const accountKey = keyOf(email, ip);
  const addressKey = addressKeyOf(ip);

  const account = await take(ctx, accounts, accountKey);
  if (!account.ok) throw new RateLimited(ACCOUNT_TEXT.tooManyAttempts, secondsUntilNext(account.res, LOGIN_LOCK_SECONDS));
  let address;
  try {
    address = await take(ctx, addresses, addressKey);
  } catch (err) {
    await giveBack(ctx, accounts, accountKey);
    throw err;
  }
  if (!address.ok) {
    // No password is checked, so this account's attempt is not spent either.
    await giveBack(ctx, accounts, accountKey);
    throw new RateLimited(ACCOUNT_TEXT.tooManyAttemptsFromAddress, secondsUntilNext(address.res, HOUR));
  }

  return {
    succeeded: async () => {
      try {
        await accounts.delete(accountKey);
      } catch (err) {
        ctx.log.warn({ err }, 'sign-in failures could not be forgotten');
      }
      await giveBack(ctx, addresses, addressKey);
    },
    failed: async () => {
      if (account.res.consumedPoints < LOGIN_MAX_FAILURES) return;
      try {
        await accounts.block(accountKey, LOGIN_LOCK_SECONDS);
      } catch (err) {
        // The counter already holds the limit: the pair stays refused until its window ends.
        ctx.log.warn({ err }, 'sign-in lock-out could not be extended');
      }
    },
  };
}
