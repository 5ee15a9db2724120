import { ACCOUNT_TEXT, VERIFY_RESENDS_PER_ADDRESS_PER_HOUR, VERIFY_RESENDS_PER_HOUR } from '@common/accounts';
import type { AppContext } from '../../context';
import { RateLimited } from '../../errors';
import { giveBack, sharedLimiter, take, secondsUntilNext } from '../../http/limiter';
import { addressKeyOf } from './address';

/**
 * Hourly allowances of account actions that cost the game something (a new account's coins, a
 * mail in someone's inbox). All fail closed (http/limiter.ts): when no store can count them,
 * the action waits rather than going uncounted. Keys are addresses (an IPv6 /64) and account
 * ids, never emails.
 */
const HOUR = 60 * 60;

/** A point taken ahead of the work it pays for; `giveBack` when the work was refused after all. */
export interface Reserved {
  giveBack(): Promise<void>;
}

/**
 * One new account from this address (password registration or a provider sign-up), reserved
 * before the account is made; a registration refused afterwards (a taken name) gives it back.
 */
export async function reserveRegistration(ctx: AppContext, ip: string): Promise<Reserved> {
  const limiter = sharedLimiter(ctx, 'registrations', { points: ctx.config.REGISTRATIONS_PER_HOUR, duration: HOUR }, 'failClosed');
  const key = addressKeyOf(ip);
  const taken = await take(ctx, limiter, key);
  if (!taken.ok) throw new RateLimited(ACCOUNT_TEXT.tooManyRegistrations, secondsUntilNext(taken.res, HOUR));
  return { giveBack: () => giveBack(ctx, limiter, key) };
}

/** One forgot-password request from this address, whatever email it names (the per-account limit is reset.ts's). */
export async function spendResetRequest(ctx: AppContext, ip: string): Promise<void> {
  const limiter = sharedLimiter(ctx, 'reset-requests', { points: ctx.config.RESET_REQUESTS_PER_ADDRESS_PER_HOUR, duration: HOUR }, 'failClosed');
  const taken = await take(ctx, limiter, addressKeyOf(ip));
  if (!taken.ok) throw new RateLimited(ACCOUNT_TEXT.tooManyResetRequests, secondsUntilNext(taken.res, HOUR));
}

/** One more verification mail for this account and from this address. */
export async function reserveVerificationResend(ctx: AppContext, userId: string, ip: string): Promise<Reserved> {
  const accounts = sharedLimiter(ctx, 'verify-resends', { points: VERIFY_RESENDS_PER_HOUR, duration: HOUR }, 'failClosed');
  const addresses = sharedLimiter(ctx, 'verify-resends-address', { points: VERIFY_RESENDS_PER_ADDRESS_PER_HOUR, duration: HOUR }, 'failClosed');
  const addressKey = addressKeyOf(ip);
  const account = await take(ctx, accounts, userId);
  if (!account.ok) throw new RateLimited(ACCOUNT_TEXT.tooManyVerifyMails, secondsUntilNext(account.res, HOUR));
  let address;
  try {
    address = await take(ctx, addresses, addressKey);
  } catch (err) {
    await giveBack(ctx, accounts, userId);
    throw err;
  }
  if (!address.ok) {
    await giveBack(ctx, accounts, userId);
    throw new RateLimited(ACCOUNT_TEXT.tooManyVerifyMails, secondsUntilNext(address.res, HOUR));
  }
  return {
    giveBack: async () => {
      await Promise.all([giveBack(ctx, accounts, userId), giveBack(ctx, addresses, addressKey)]);
    },
  };
}
