import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FlowGameState } from '@common/games/flow';
import { createdAt } from '../../db/columns';
import { userRef } from '../users/schema';

/**
 * A player's FLOW: high score, the multiplier bought last and when it ends (the database's
 * clock decides), and the one live game the server replays swaps on. Kept in the database so
 * any process can take a player's next swap; the row is locked while a swap is replayed.
 */
export const flowPlayers = pgTable(
  'flow_players',
  {
    userId: userRef('user_id').primaryKey(),
    highScore: integer('high_score').notNull().default(0),
    largestCombo: integer('largest_combo').notNull().default(0),
    /** Factor of the multiplier bought last (2 or 7); active while multiplierUntil is ahead. */
    multiplier: integer('multiplier').notNull().default(1),
    multiplierUntil: timestamp('multiplier_until', { withTimezone: true }),
    gameId: text('game_id'),
    game: jsonb('game').$type<FlowGameState>(),
    /**
     * When (ms since 1970, on the receiving process's clock) the player could have finished
     * the chains of the swaps so far: a swap arriving well before it is faster than a person.
     */
    paceAt: bigint('pace_at', { mode: 'number' }).notNull().default(0),
    /** Claims whose numbers disagreed with the replay, or that did not fit the live game. */
    rejectedClaims: integer('rejected_claims').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('flow_players_multiplier_known', sql`${t.multiplier} IN (1, 2, 7)`)],
);
