import { FORUM_RATE_LIMITS } from '@common/forum/limits';
import { FORUM_TEXT } from '@common/forum/texts';
import type { AppContext } from '../../context';
import { spendRateLimit } from '../../http/limiter';

/**
 * The forum's checks of input that are not about who may act (policy.ts decides that): ids,
 * per-minute limits (the word filter is words/screen.ts).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Post and reply ids are uuids; anything else names nothing (and never reaches the database as a cast error). */
export const isUuid = (id: string) => UUID.test(id);

const TOO_FAST = { posts: FORUM_TEXT.postsTooFast, replies: FORUM_TEXT.repliesTooFast, edits: FORUM_TEXT.editsTooFast } as const;

/** Counts one action against the player's per-minute limit (shared across processes through Redis). */
export async function consumeRate(ctx: AppContext, kind: keyof typeof FORUM_RATE_LIMITS, userId: string): Promise<void> {
  await spendRateLimit(ctx, `forum-${kind}`, FORUM_RATE_LIMITS[kind], userId, TOO_FAST[kind]);
}
