import { MAIL_RATE_LIMIT, MAIL_TEXT } from '@common/social/mail';
import type { AppContext } from '../../context';
import { spendRateLimit } from '../../http/limiter';

/** One mail (new or reply) from this player's per-minute allowance, shared by every app process. */
export async function spendMailAllowance(ctx: AppContext, userId: string): Promise<void> {
  await spendRateLimit(ctx, 'mail', MAIL_RATE_LIMIT, userId, MAIL_TEXT.rateLimited);
}
