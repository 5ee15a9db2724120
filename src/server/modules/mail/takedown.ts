import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mail } from './schema';

/**
 * A reported mail removed from its recipient's side for good (a moderator's decision); the
 * sender keeps their copy. Answers who sent it to whom, or null when it is gone.
 */
export async function removeMailForRecipientIn(tx: Tx, id: string) {
  const [row] = await tx
    .update(mail)
    .set({ deletedByRecipient: true, purgedByRecipient: true })
    .where(eq(mail.id, id))
    .returning({ senderId: mail.senderId, recipientId: mail.recipientId });
  return row ?? null;
}
