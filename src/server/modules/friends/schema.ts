import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef } from '../users/schema';

/** An accepted friendship, stored in both directions so "my friends" is one indexed read. */
export const friendships = pgTable(
  'friendships',
  {
    userId: userRef('user_id'),
    friendId: userRef('friend_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] }), index('friendships_friend_idx').on(t.friendId)],
);
