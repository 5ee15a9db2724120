import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef } from '../users/schema';

/** Public town chat, kept so a player joining sees the last messages. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: userRef('sender_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** A moderator hid it deciding a report (migration 0025): gone from the public history. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  // By sender: the staff's player lookup (migration 0024).
  (t) => [index('chat_messages_created_idx').on(t.createdAt), index('chat_messages_sender_idx').on(t.senderId, t.createdAt)],
);

/** Whispers, kept for history and for players who were offline when whispered to. */
export const whispers = pgTable(
  'whispers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: userRef('sender_id'),
    recipientId: userRef('recipient_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('whispers_recipient_idx').on(t.recipientId, t.createdAt), index('whispers_sender_idx').on(t.senderId, t.createdAt)],
);

/** When a player last read the whispers of each partner (live-world §3 read timestamps). */
export const whisperReads = pgTable(
  'whisper_reads',
  {
    userId: userRef('user_id'),
    partnerId: userRef('partner_id'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partnerId] })],
);
