import { type AnyPgColumn, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef, users } from '../users/schema';

/**
 * What a player writes about themselves (social-core §3 Profile). A player without a row has
 * an empty bio, no location, the default colours and nobody hearted. The name-tag colour
 * lives with the avatar (customizations.nametagColor) because the town draws it.
 */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull().default(''),
  /** A country name of src/common/social/countries.ts, 'The Sun' or 'The Moon'. */
  location: text('location'),
  /** '#rrggbb'. */
  bioColor: text('bio_color'),
  /** Members' short title shown under their name. */
  nametag: text('nametag'),
  /** The one player this player hearts (social-core §4: one heart at a time). */
  matchId: uuid('match_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Comments written on a player's profile. A reply points at its top-level comment (replies
 * are one level deep) and goes with it.
 */
export const profileComments = pgTable(
  'profile_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileOwnerId: userRef('profile_owner_id'),
    senderId: userRef('sender_id'),
    /** null for a top-level comment; the parent comment's id for a reply. */
    parentId: uuid('parent_id').references((): AnyPgColumn => profileComments.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('profile_comments_owner_idx').on(t.profileOwnerId, t.createdAt),
    index('profile_comments_sender_idx').on(t.senderId, t.createdAt),
    index('profile_comments_parent_idx').on(t.parentId),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileCommentRow = typeof profileComments.$inferSelect;
