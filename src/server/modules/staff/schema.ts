import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef, users } from '../users/schema';

/**
 * An admin's username change (migration 0024): the old name stays reserved for its owner until
 * `reservedUntil` (registration, finishing an account and other renames refuse it); staff
 * read the history in the player lookup.
 */
export const usernameChanges = pgTable(
  'username_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    oldUsername: text('old_username').notNull(),
    newUsername: text('new_username').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('username_changes_old_idx').on(sql`lower(${t.oldUsername})`, t.reservedUntil), index('username_changes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Where an account signed up and signed in from, kept beyond its sessions, so staff can find
 * accounts sharing an address. `address` is the counted form (auth/address.ts), `ip` the last
 * full address seen.
 */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    userId: userRef('user_id'),
    address: text('address').notNull(),
    ip: text('ip').notNull(),
    signedUp: boolean('signed_up').notNull().default(false),
    signIns: integer('sign_ins').notNull().default(0),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'account_addresses_pk', columns: [t.userId, t.address] }), index('account_addresses_address_idx').on(t.address)],
);
