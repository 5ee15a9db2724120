import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FlowGame, FlowMultiplierState, FlowStateResponse } from '@common/api/routes/flow';
import type { Balances } from '@common/economy/currency';
import { FLOW_MULTIPLIER_MS, FLOW_MULTIPLIERS, FLOW_NEW_GAMES_PER_MINUTE, FLOW_TEXT, startGame, type FlowMultiplier } from '@common/games/flow';
import type { AppContext } from '../../context';
import { Conflict } from '../../errors';
import { spendRateLimit } from '../../http/limiter';
import { spendOnce } from '../ledger/idempotency';
import { spend } from '../ledger/service';
import { users } from '../users/schema';
import { flowPlayers } from './schema';

/** The database's clock in ms: multipliers start and end by it, whichever process asks. */
const nowMs = sql<number>`(extract(epoch from now()) * 1000)::bigint`;

const asMultiplier = (factor: number, until: number | null, now: number): FlowMultiplierState | null =>
  (factor === 2 || factor === 7) && until !== null && until > now ? { factor, endsAt: until } : null;

/** The player's FLOW for the dialog: high score, active multiplier and its end, live game. */
export async function flowState(ctx: AppContext, userId: string): Promise<FlowStateResponse> {
  const [row] = await ctx.db
    .select({
      honor: users.honor,
      highScore: flowPlayers.highScore,
      largestCombo: flowPlayers.largestCombo,
      multiplier: flowPlayers.multiplier,
      until: sql<number | null>`(extract(epoch from ${flowPlayers.multiplierUntil}) * 1000)::bigint`,
      gameId: flowPlayers.gameId,
      game: flowPlayers.game,
      now: nowMs,
    })
    .from(users)
    .leftJoin(flowPlayers, eq(flowPlayers.userId, users.id))
    .where(eq(users.id, userId));
  const now = Number(row!.now);
  return {
    success: true,
    honor: row!.honor,
    highScore: row!.highScore ?? 0,
    largestCombo: row!.largestCombo ?? 0,
    multiplier: asMultiplier(row!.multiplier ?? 1, row!.until === null ? null : Number(row!.until), now),
    serverTime: now,
    game: row!.gameId && row!.game ? { id: row!.gameId, state: row!.game } : null,
  };
}

/** Deals a seed the server keeps and replaces the player's live game with the new one. */
export async function newGame(ctx: AppContext, userId: string): Promise<FlowGame> {
  await spendRateLimit(ctx, 'flow-new-game', { points: FLOW_NEW_GAMES_PER_MINUTE, duration: 60 }, userId, FLOW_TEXT.tooManyGames);
  const id = randomBytes(9).toString('base64url');
  const state = startGame(randomBytes(4).readUInt32LE(0));
  await ctx.db
    .insert(flowPlayers)
    .values({ userId, gameId: id, game: state })
    .onConflictDoUpdate({ target: flowPlayers.userId, set: { gameId: id, game: state, updatedAt: new Date() } });
  return { id, state };
}

/**
 * Buys a multiplier: its gems through the ledger and its end time in one transaction. The
 * conditional upsert takes the player's row lock, so of two purchases at once the second sees
 * the first's multiplier and is refused (charged nothing); so is any purchase while one is
 * active.
 */
export async function buyMultiplier(
  ctx: AppContext,
  req: FastifyRequest,
  userId: string,
  factor: FlowMultiplier,
): Promise<{ balances: Balances; multiplier: FlowMultiplierState; serverTime: number }> {
  return spendOnce(ctx, req, userId, async (tx) => {
    const { rows } = await tx.execute<{ until: string; now: string }>(sql`
      INSERT INTO ${flowPlayers} (user_id, multiplier, multiplier_until)
      VALUES (${userId}, ${factor}, now() + ${FLOW_MULTIPLIER_MS} * interval '1 millisecond')
      ON CONFLICT (user_id) DO UPDATE SET multiplier = excluded.multiplier, multiplier_until = excluded.multiplier_until, updated_at = now()
      WHERE ${flowPlayers.multiplierUntil} IS NULL OR ${flowPlayers.multiplierUntil} <= now()
      RETURNING (extract(epoch from multiplier_until) * 1000)::bigint AS until, ${nowMs} AS now`);
    const bought = rows[0];
    if (!bought) {
      const [active] = await tx.select({ multiplier: flowPlayers.multiplier }).from(flowPlayers).where(eq(flowPlayers.userId, userId));
      throw new Conflict(FLOW_TEXT.multiplierActive(active?.multiplier ?? factor));
    }
    const balances = await spend(tx, userId, 'gems', FLOW_MULTIPLIERS[factor].gems, 'flow_multiplier', factor);
    return { balances, multiplier: { factor, endsAt: Number(bought.until) }, serverTime: Number(bought.now) };
  });
}
