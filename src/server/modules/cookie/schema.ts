import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CookieGameState } from '@common/games/cookie/state';
import { users } from '../users/schema';

/**
 * Each player's cookie clicker game, as the server last accepted it. `state.lastSave` is the
 * server's clock when that state was true (a save's arrival, or a load that added the offline
 * gain): the next save is checked against it. `savedAt` is the last save attempt the server
 * judged, for the one-save-every-5-seconds rule.
 */
export const cookieGames = pgTable('cookie_games', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: jsonb('state').$type<CookieGameState>().notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }),
});
