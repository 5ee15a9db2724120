import { RATE_LIMITS } from '@common/social/limits';
import type { AppContext } from '../../context';
import { spendRateLimit } from '../../http/limiter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are uuids; anything else is simply not found. */
export const isUuid = (id: string): boolean => UUID.test(id);

/**
 * Takes one action from the player's per-minute allowance (RATE_LIMITS, shared by every app
 * process through Redis when configured), or refuses with `message`.
 */
export async function spendAllowance(ctx: AppContext, kind: keyof typeof RATE_LIMITS, userId: string, message: string): Promise<void> {
  await spendRateLimit(ctx, `social-${kind}`, RATE_LIMITS[kind], userId, message);
}
