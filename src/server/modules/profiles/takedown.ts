import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { profileComments } from './schema';

/**
 * A reported profile comment deleted (with its replies, by the table's cascade), as its author
 * or the profile's owner could (a moderator's decision). Answers what it said, or null when gone.
 */
export async function deleteProfileCommentIn(tx: Tx, id: string) {
  const [row] = await tx.delete(profileComments).where(eq(profileComments.id, id)).returning();
  return row ? { senderId: row.senderId, profileOwnerId: row.profileOwnerId, message: row.message } : null;
}
