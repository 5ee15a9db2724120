import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STARTING_COINS, STARTING_GEMS } from '@common/accounts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null until an OAuth account finishes registration. */
    username: text('username'),
    /** Unique ignoring case; null only for an OAuth account whose provider shared no email. */
    email: text('email'),
    /** null for accounts that only sign in through OAuth. */
    passwordHash: text('password_hash'),
    isMale: boolean('is_male').notNull().default(false),
    access: integer('access').notNull().default(0),
    honor: integer('honor').notNull().default(0),
    membership: integer('membership').notNull().default(0),
    coins: integer('coins').notNull().default(STARTING_COINS),
    gems: integer('gems').notNull().default(STARTING_GEMS),
    badges: integer('badges').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_currency_non_negative', sql`${t.coins} >= 0 AND ${t.gems} >= 0`),
  ],
);

/** blocker no longer sees blocked's chat, whispers and mail. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

export type UserRow = typeof users.$inferSelect;
