import { and, count, eq, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { blocks } from '../users/schema';
import { mail } from './schema';

/**
 * The unread badge: mail to this player that they have not read or deleted, leaving out
 * senders they have blocked (a blocked player's mail is hidden, so it must not be counted).
 */
export async function unreadMailCount(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(mail)
    .where(
      and(
        eq(mail.recipientId, userId),
        eq(mail.isRead, false),
        eq(mail.deletedByRecipient, false),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(blocks)
            .where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, mail.senderId))),
        ),
      ),
    );
  return row?.n ?? 0;
}
