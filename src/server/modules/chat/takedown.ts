import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chatMessages } from './schema';

/**
 * A public chat line out of players' sight (a moderator's decision on a report): hidden_at
 * keeps it from the history players load. Answers the line as it was, or null when it was
 * hidden already or is gone.
 */
export async function hideChatLineIn(tx: Tx, id: string) {
  const [line] = await tx
    .update(chatMessages)
    .set({ hiddenAt: new Date() })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.hiddenAt)))
    .returning({ text: chatMessages.text, senderId: chatMessages.senderId });
  return line ?? null;
}
