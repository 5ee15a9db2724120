import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

/**
 * The word filter's list (migration 0026), managed by admins. `word` is kept as the matcher
 * reads it (src/common/words/rules.ts normalizeWord), so two spellings of one word are one
 * entry; `minutes` belongs to `mute` entries only.
 */
export const wordFilter = pgTable(
  'word_filter',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    action: text('action').notNull(),
    minutes: integer('minutes'),
    /** The admin who added or last changed it; null for the seed (or an account since deleted). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('word_filter_word_idx').on(t.word),
    check('word_filter_word', sql`char_length(${t.word}) BETWEEN 1 AND 40`),
    check('word_filter_action', sql`${t.action} IN ('censor', 'hide', 'review', 'mute')`),
    check('word_filter_minutes', sql`(${t.action} = 'mute') = (${t.minutes} IS NOT NULL) AND (${t.minutes} IS NULL OR ${t.minutes} BETWEEN 1 AND 1440)`),
  ],
);

export type WordFilterRow = typeof wordFilter.$inferSelect;
