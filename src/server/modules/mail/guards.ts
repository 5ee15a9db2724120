import type { RateLimiterRes } from 'rate-limiter-flexible';
import { MAIL_RATE_LIMIT, MAIL_TEXT } from '@common/social/mail';
import type { AppContext } from '../../context';
import { Forbidden, RateLimited } from '../../errors';
import { sharedLimiter } from '../../http/limiter';
import { blocksBetween } from '../users/blocks';
import { isSystemSender, SYSTEM_MAIL_TEXT } from './system';

/**
 * Who may write to whom. Nobody writes to the product's system sender (system.ts). A block works both ways for mail: the blocked player cannot reach the
 * blocker, and the blocker must unblock before writing (users/blocks.ts, shared with profiles).
 */
export async function assertMailAllowed(ctx: AppContext, fromId: string, to: { id: string; username: string }): Promise<void> {
  // The product's own account reads nothing: its mail cannot be answered or written to.
  if (isSystemSender(to.id)) throw new Forbidden(SYSTEM_MAIL_TEXT.noReply);
  const { aBlocksB: youBlocked, bBlocksA: blockedYou } = await blocksBetween(ctx, fromId, to.id);
  if (youBlocked) throw new Forbidden(MAIL_TEXT.youBlocked(to.username));
  if (blockedYou) throw new Forbidden(MAIL_TEXT.blockedYou(to.username));
}

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
