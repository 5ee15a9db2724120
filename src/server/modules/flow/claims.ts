import { eq, sql } from 'drizzle-orm';
import { honorForChain, playMove } from '@common/games/flow';
import {
  MATCH_HONOR_PER_HOUR,
  MATCH_HONOR_PER_MINUTE,
  MATCH_PACE_ROUND_MS,
  MATCH_PACE_SLACK_MS,
  type ClientMatchScore,
  type FlowClaimOutcome,
  type HonorUpdated,
} from '@common/world/protocol';
import type { AppContext } from '../../context';
import type { WindowCounters } from '../../world/rate-limit';
import { credit } from '../ledger/service';
import { users } from '../users/schema';
import { flowPlayers } from './schema';

/**
 * A FLOW claim (`match_score`) checked against the server's own copy of the game (issue 12
 * §2): the swap is replayed on the live game with the shared rules, and honor comes only from
 * that replay. The row is locked for the replay, so claims of one player are applied one at a
 * time whichever process receives them.
 */
export async function settleClaim(ctx: AppContext, counters: WindowCounters, userId: string, claim: ClientMatchScore, arrivedAt: number): Promise<HonorUpdated> {
  const verdict = { game: claim.game ?? '', move: claim.move ?? -1, earned: 0 };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        gameId: flowPlayers.gameId,
        game: flowPlayers.game,
        paceAt: flowPlayers.paceAt,
        highScore: flowPlayers.highScore,
        largestCombo: flowPlayers.largestCombo,
        factor: sql<number>`CASE WHEN ${flowPlayers.multiplierUntil} > now() THEN ${flowPlayers.multiplier} ELSE 1 END`,
      })
      .from(flowPlayers)
      .where(eq(flowPlayers.userId, userId))
      .for('update');
    const honorNow = async () => (await tx.select({ honor: users.honor }).from(users).where(eq(users.id, userId)))[0]?.honor ?? 0;
    const refuse = async (outcome: FlowClaimOutcome, why: string): Promise<HonorUpdated> => {
      await tx
        .insert(flowPlayers)
        .values({ userId, rejectedClaims: 1 })
        .onConflictDoUpdate({ target: flowPlayers.userId, set: { rejectedClaims: sql`${flowPlayers.rejectedClaims} + 1` } });
      ctx.log.warn({ userId, claim, why }, 'flow: claim refused');
      return { honor: await honorNow(), flow: { ...verdict, outcome, score: row?.game?.score ?? 0, highScore: row?.highScore ?? 0 } };
    };

    if (claim.game === undefined || claim.move === undefined || claim.a === undefined || claim.b === undefined) return refuse('disagrees', 'no move in the claim');
    if (!row?.game || row.gameId !== claim.game) return refuse('out_of_sync', 'not the live game');
    if (claim.move !== row.game.moves) return refuse('out_of_sync', `move ${claim.move}, expected ${row.game.moves}`);
    const result = playMove(row.game, { a: claim.a, b: claim.b });
    if (!result) return refuse('out_of_sync', 'a swap the board refuses');

    // The swap is applied whatever the claim said: the server's copy stays the true game.
    const highScore = Math.max(row.highScore, result.state.score);
    const agrees = claim.score === result.score && claim.combo === result.combo;
    const paced = arrivedAt >= row.paceAt - MATCH_PACE_SLACK_MS;
    const paceAt = paced ? Math.max(row.paceAt, arrivedAt) + result.combo * MATCH_PACE_ROUND_MS : row.paceAt;
    let outcome: FlowClaimOutcome = !agrees ? 'disagrees' : !paced ? 'too_fast' : 'earned';
    let earned = 0;
    if (outcome === 'earned') {
      const wanted = honorForChain(result.score) * Number(row.factor);
      earned = await withinCaps(counters, userId, wanted);
      if (earned < wanted) outcome = 'capped';
    }
    await tx
      .update(flowPlayers)
      .set({
        game: result.state,
        paceAt,
        highScore,
        largestCombo: Math.max(row.largestCombo, result.combo),
        ...(agrees ? {} : { rejectedClaims: sql`${flowPlayers.rejectedClaims} + 1` }),
        updatedAt: new Date(),
      })
      .where(eq(flowPlayers.userId, userId));
    if (!agrees) ctx.log.warn({ userId, claim, replay: { score: result.score, combo: result.combo } }, 'flow: claim disagrees with the replay');
    const honor = earned > 0 ? (await credit(tx, userId, 'honor', earned, 'flow_honor', claim.game)).honor : await honorNow();
    return { honor, flow: { ...verdict, outcome, earned, score: result.state.score, highScore } };
  });
}

/** How much of `wanted` honor the per-minute and per-hour caps still allow (shared counters). */
async function withinCaps(counters: WindowCounters, userId: string, wanted: number): Promise<number> {
  if (wanted <= 0) return 0;
  const minute = await counters.add(`flow:honor:m:${userId}`, wanted, 60);
  const byMinute = Math.max(0, Math.min(wanted, MATCH_HONOR_PER_MINUTE - (minute - wanted)));
  if (byMinute === 0) return 0;
  const hour = await counters.add(`flow:honor:h:${userId}`, byMinute, 3600);
  return Math.max(0, Math.min(byMinute, MATCH_HONOR_PER_HOUR - (hour - byMinute)));
}
