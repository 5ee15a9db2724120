import { and, eq, or } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../db/client';
import { profiles } from './schema';

/** Takes back both players' hearts on each other, if any (a block: neither stays hearted). */
export async function dropHeartsBetween(db: Db | DbTransaction, a: string, b: string): Promise<void> {
  await db
    .update(profiles)
    .set({ matchId: null })
    .where(or(and(eq(profiles.userId, a), eq(profiles.matchId, b)), and(eq(profiles.userId, b), eq(profiles.matchId, a))));
}
