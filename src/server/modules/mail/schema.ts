import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { MAIL_TYPE } from '@common/social/mail';
import { createdAt } from '../../db/columns';
import { userRef } from '../users/schema';

/** Mail types live with the other mail facts in src/common; re-exported for server code. */
export { MAIL_TYPE };

/**
 * In-app mail between two players. One row serves both sides: reading belongs to the
 * recipient; replying, saving and deleting are per side, so one player deleting a mail never
 * takes it from the other's list. Deleting moves a mail to that side's Trash (deleted_by_*);
 * deleting it there removes it for that side (purged_by_*), and the row goes once both sides
 * have purged it.
 */
export const mail = pgTable(
  'mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: userRef('sender_id'),
    recipientId: userRef('recipient_id'),
    message: text('message').notNull(),
    /** 0 message, 1 friend request. */
    type: integer('type').notNull().default(MAIL_TYPE.message),
    isRead: boolean('is_read').notNull().default(false),
    /** The recipient replied. */
    isReplied: boolean('is_replied').notNull().default(false),
    /** The sender wrote again through Reply on their sent mail. */
    repliedBySender: boolean('replied_by_sender').notNull().default(false),
    savedBySender: boolean('saved_by_sender').notNull().default(false),
    savedByRecipient: boolean('saved_by_recipient').notNull().default(false),
    deletedBySender: boolean('deleted_by_sender').notNull().default(false),
    deletedByRecipient: boolean('deleted_by_recipient').notNull().default(false),
    purgedBySender: boolean('purged_by_sender').notNull().default(false),
    purgedByRecipient: boolean('purged_by_recipient').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_recipient_idx').on(t.recipientId, t.createdAt),
    index('mail_sender_idx').on(t.senderId, t.createdAt),
    // The unread badge is polled every 10 s by every signed-in player: keep it an index-only read.
    index('mail_unread_idx').on(t.recipientId).where(sql`${t.isRead} = false AND ${t.deletedByRecipient} = false`),
    check('mail_type_known', sql`${t.type} IN (0, 1)`),
  ],
);

export type MailRow = typeof mail.$inferSelect;
