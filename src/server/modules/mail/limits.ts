import type { RateLimiterRes } from 'rate-limiter-flexible';
import { MAIL_RATE_LIMIT, MAIL_TEXT } from '@common/social/mail';
import type { AppContext } from '../../context';
import { RateLimited } from '../../errors';
import { sharedLimiter } from '../../http/limiter';

/** One mail (new or reply) from this player's per-minute allowance, shared by every app process. */
export async function spendMailAllowance(ctx: AppContext, userId: string): Promise<void> {
  try {
    await sharedLimiter(ctx, 'mail', MAIL_RATE_LIMIT).consume(userId);
  } catch (err) {
    if (err instanceof Error) throw err;
    const wait = Math.max(1, Math.ceil(((err as RateLimiterRes).msBeforeNext ?? MAIL_RATE_LIMIT.duration * 1000) / 1000));
    throw new RateLimited(MAIL_TEXT.rateLimited, wait);
  }
}
