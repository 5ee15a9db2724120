import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, untilTimestamp } from '../../db/columns';

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
    /** Balances: written only by modules/ledger (a new account gets its start there too). */
    honor: integer('honor').notNull().default(0),
    /** Membership tier; what a player has is `activeMembership` of it and the end below. */
    membership: integer('membership').notNull().default(0),
    /** When the membership ends (null: no end, e.g. lifetime); decided on the clock when read. */
    membershipEndsAt: timestamp('membership_ends_at', { withTimezone: true }),
    coins: integer('coins').notNull().default(0),
    gems: integer('gems').notNull().default(0),
    badges: integer('badges').notNull().default(0),
    /**
     * When the player proved they read mail at their address (the link in the verification
     * mail, or a provider that vouches for the address). Until then coins and gems never leave
     * the account for another player (policies: tips and transfers).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A demo player who lives in town while no one plays them (set by the demo seed only). */
    isDemoResident: boolean('is_demo_resident').notNull().default(false),
    /**
     * Standing (issue 21 §3), kept by modules/sanctions in the transaction that imposes or
     * lifts a sanction, so users/standing.ts decides from this row alone: muted while
     * `now < muted_until`; signed out and refused sign-in while `now < suspended_until`
     * ('infinity' for a ban), with `suspension_reason`.
     */
    mutedUntil: untilTimestamp('muted_until'),
    suspendedUntil: untilTimestamp('suspended_until'),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_currency_non_negative', sql`${t.coins} >= 0 AND ${t.gems} >= 0`),
    check('users_honor_non_negative', sql`${t.honor} >= 0`),
  ],
);

/** A column pointing at a player; the row goes when the player's account goes. */
export const userRef = (column: string) =>
  uuid(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** blocker no longer sees blocked's chat, whispers and mail. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

export type UserRow = typeof users.$inferSelect;
