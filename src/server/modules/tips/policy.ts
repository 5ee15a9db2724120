import { TIP_TEXT } from '@common/economy/tips';
import type { Db, DbTransaction } from '../../db/client';
import { Forbidden } from '../../errors';
import { assertNotBlocked, blockRefusal, type BlockState } from '../users/blocks';
import type { UserRow } from '../users/schema';
import { assertStanding, standingRefusal, type StandingField } from '../users/standing';

/**
 * Who may tip whom: one rule for every tip (forum posts and replies, outfit-feed posts). A tip
 * goes to somebody else (403 TIP_TEXT.yourself, the same status and words everywhere), from an
 * account whose standing lets coins leave it (a verified email: users/standing.ts), and never
 * across a block either way (users/blocks.ts). What may be tipped at all (a post one can see,
 * once per post) stays with the resource's own policy.
 */

export type Tipper = Pick<UserRow, 'id' | StandingField>;

/** The first reason this tip is refused, or null (`blocks`: tipper as a, recipient as b). */
export function tipRefusal(tipper: Tipper, recipientId: string, blocks: BlockState, recipientName = ''): string | null {
  if (tipper.id === recipientId) return TIP_TEXT.yourself;
  return standingRefusal(tipper, 'send') ?? blockRefusal(blocks, recipientName);
}

/** For presenting a Tip button: may this player tip this author at all (blocks as known)? */
export const canTip = (tipper: Tipper, recipientId: string, blocks: BlockState): boolean => tipRefusal(tipper, recipientId, blocks) === null;

/** Refuses (403) a tip the rule does not allow; inside the tip's transaction, pass it (`on`). */
export async function assertCanTip(on: Db | DbTransaction, tipper: Tipper, recipient: { id: string; username: string | null }): Promise<void> {
  if (tipper.id === recipient.id) throw new Forbidden(TIP_TEXT.yourself);
  assertStanding(tipper, 'send');
  await assertNotBlocked(on, tipper.id, recipient);
}
