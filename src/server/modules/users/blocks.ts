import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { blocks, users } from './schema';

/** The players a player blocks, oldest block first (the session's blockedList, the town's filter). */
export async function blockedPlayers(ctx: AppContext, userId: string): Promise<{ id: string; username: string | null }[]> {
  return ctx.db
    .select({ id: users.id, username: users.username })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
}
