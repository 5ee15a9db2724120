import type { AppContext } from '../../context';
import { recordAudit } from '../audit/service';
import { announceInTown } from '../../world/notify';

/**
 * An admin's message to everyone online (issue 21 §5): the spec's notification_message with
 * kind 'announcement', sent to every process's players through the Socket.IO adapter, and kept
 * in the audit log. Answers how many were online.
 */
export async function announce(ctx: AppContext, actorId: string, message: string): Promise<number> {
  await ctx.db.transaction((tx) => recordAudit(tx, { actorId, action: 'town.announce', targetType: 'town', targetId: 'everyone', after: { message } }));
  announceInTown(ctx, message);
  return ctx.presence.count();
}
