import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

/** Migration 0022. Messages for staff: players' feedback and the payments' notes. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who wrote it (null for the payments' own notes, or once the account is gone). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** feedback (a player's message) or payment (what a refund could not take back). */
    kind: text('kind').notNull().default('feedback'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt, t.id), check('feedback_kind_known', sql`${t.kind} IN ('feedback', 'payment')`)],
);
