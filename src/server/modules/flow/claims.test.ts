import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FlowGame } from '@common/api/routes/flow';
import { FLOW_ROUND_MS, honorForChain, playMove, possibleMoves, type FlowGameState, type MoveResult } from '@common/games/flow';
import { MATCH_HONOR_PER_MINUTE, type ClientMatchScore, type HonorUpdated } from '@common/world/protocol';
import { syntheticLocation } from '@common/world/test-location';
import { joinAs, nextEvent, useTestTown, type TownClient } from '../../world/test-support';
import { ledger } from '../ledger/schema';
import { openAccount } from '../ledger/service';
import { users } from '../users/schema';
import { flowPlayers } from './schema';

/**
 * FLOW's socket channel with real Socket.IO clients: honor comes only from the server's replay
 * of each swap (issue 12 §2, §5).
 */
const town = useTestTown({ location: syntheticLocation() });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startGame(key: string): Promise<FlowGame> {
  const res = await town.t.call({ method: 'POST', url: '/api/flow/game', key });
  expect(res.status).toBe(200);
  return res.body.game;
}

/** A local copy of the game, as the browser plays it. */
function localGame(game: FlowGame) {
  let state: FlowGameState = game.state;
  return {
    get state() {
      return state;
    },
    /** Plays the `pick`th possible move; answers the honest claim and the chain. */
    play(pick = 0): { claim: ClientMatchScore; result: MoveResult } {
      const moves = possibleMoves(state.board);
      const swap = moves[pick % moves.length]!;
      const result = playMove(state, swap)!;
      const claim = { game: game.id, move: state.moves, a: swap.a, b: swap.b, score: result.score, combo: result.combo };
      state = result.state;
      return { claim, result };
    },
  };
}

function send(client: TownClient, claim: Partial<ClientMatchScore>): Promise<HonorUpdated> {
  const answer = nextEvent(client, 'honor_updated', (u) => u.flow?.game === (claim.game ?? '') && u.flow?.move === (claim.move ?? -1));
  client.emit('match_score', claim as ClientMatchScore);
  return answer;
}

const honorOf = async (id: string) => (await town.t.ctx.db.select({ honor: users.honor }).from(users).where(eq(users.id, id)))[0]!.honor;
const flowRow = async (id: string) => (await town.t.ctx.db.select().from(flowPlayers).where(eq(flowPlayers.userId, id)))[0]!;

describe('FLOW claims over the socket', () => {
  it('a client sending forged claims gains no honor, and each is counted', async () => {
    const cheat = await joinAs(town, 'Forger');
    // The old two-value claim: no move, nothing earned.
    expect((await send(cheat.client, { score: 100_000, combo: 9 })).flow).toMatchObject({ outcome: 'disagrees', earned: 0 });

    const game = await startGame(cheat.key);
    const local = localGame(game);
    const { claim, result } = local.play();
    // A real swap claiming more than it scored: applied (the server's copy stays true), no honor.
    const inflated = await send(cheat.client, { ...claim, score: result.score * 10, combo: result.combo + 3 });
    expect(inflated).toEqual({ honor: 0, flow: { game: game.id, move: 0, outcome: 'disagrees', earned: 0, score: result.state.score, highScore: result.state.score } });
    // Replaying the same move number, another game, or a swap that matches nothing.
    expect((await send(cheat.client, claim)).flow).toMatchObject({ outcome: 'out_of_sync', earned: 0 });
    const next = local.play();
    expect((await send(cheat.client, { ...next.claim, game: 'not-my-game' })).flow).toMatchObject({ outcome: 'out_of_sync', earned: 0 });
    const dud = { ...next.claim, a: 0, b: 2 };
    expect((await send(cheat.client, dud)).flow).toMatchObject({ outcome: 'out_of_sync', earned: 0 });

    expect(await honorOf(cheat.id)).toBe(0);
    expect((await town.t.ctx.db.select().from(ledger).where(eq(ledger.userId, cheat.id))).filter((r) => r.currency === 'honor')).toEqual([]);
    expect((await flowRow(cheat.id)).rejectedClaims).toBe(5);
    // The server's game went on by the one real swap only.
    expect((await flowRow(cheat.id)).game).toEqual(result.state);
    cheat.client.disconnect();
  });

  it('a client replaying real moves at a person\'s pace gains exactly what the replay scores', async () => {
    const honest = await joinAs(town, 'Honest');
    const game = await startGame(honest.key);
    const local = localGame(game);
    let expected = 0;
    for (let i = 0; i < 4; i++) {
      const { claim, result } = local.play(i);
      const answer = await send(honest.client, claim);
      expected += honorForChain(result.score);
      expect(answer.flow).toMatchObject({ outcome: 'earned', earned: honorForChain(result.score), score: local.state.score });
      expect(answer.honor).toBe(expected);
      // The chain's animation: its rounds' three 300 ms waits, before the next swap.
      await sleep(result.combo * FLOW_ROUND_MS);
    }
    expect(await honorOf(honest.id)).toBe(expected);
    const view = await town.t.call({ method: 'GET', url: '/api/flow/state', key: honest.key });
    expect(view.body).toMatchObject({ honor: expected, highScore: local.state.score, game: { id: game.id, state: local.state } });
    honest.client.disconnect();
  });

  it('the active multiplier multiplies the honor of each swap', async () => {
    const rich = await joinAs(town, 'Rich');
    await town.t.ctx.db.transaction((tx) => openAccount(tx, rich.id, { gems: 25 }, 'grant'));
    expect((await town.t.call({ method: 'POST', url: '/api/flow/multiplier/7', key: rich.key })).status).toBe(200);
    const local = localGame(await startGame(rich.key));
    const { claim, result } = local.play();
    expect((await send(rich.client, claim)).flow).toMatchObject({ outcome: 'earned', earned: 7 * honorForChain(result.score) });
    expect(await honorOf(rich.id)).toBe(7 * honorForChain(result.score));
    rich.client.disconnect();
  });

  it('moves sent faster than a person can make them earn nothing more', async () => {
    const bot = await joinAs(town, 'Speedy');
    const local = localGame(await startGame(bot.key));
    const plays = Array.from({ length: 8 }, (_, i) => local.play(i));
    const answers = new Map<number, Promise<HonorUpdated>>();
    for (const { claim } of plays) answers.set(claim.move!, send(bot.client, claim));
    const verdicts = await Promise.all([...answers.values()]);
    const honest = plays.reduce((sum, p) => sum + honorForChain(p.result.score), 0);
    const earned = verdicts.reduce((sum, v) => sum + v.flow!.earned, 0);
    // A person needs 900 ms per round between swaps: only the first swaps (within the network
    // slack) earn; every swap still counts for the game.
    expect(verdicts.filter((v) => v.flow!.outcome === 'too_fast').length).toBeGreaterThanOrEqual(5);
    expect(earned).toBeLessThanOrEqual(honorForChain(plays[0]!.result.score) + honorForChain(plays[1]!.result.score));
    expect(earned).toBeLessThan(honest);
    expect(await honorOf(bot.id)).toBe(earned);
    expect(verdicts.at(-1)!.flow!.score).toBe(local.state.score);
    bot.client.disconnect();
  });

  it('honor per minute is capped by the shared counters', async () => {
    const grinder = await joinAs(town, 'Grinder');
    // As if the player had already earned all but 1 honor this minute.
    await town.world.town.counters.add(`flow:honor:m:${grinder.id}`, MATCH_HONOR_PER_MINUTE - 1, 60);
    await town.t.ctx.db.transaction((tx) => openAccount(tx, grinder.id, { gems: 15 }, 'grant'));
    await town.t.call({ method: 'POST', url: '/api/flow/multiplier/7', key: grinder.key });
    const local = localGame(await startGame(grinder.key));
    const opening = local.play();
    const first = await send(grinder.client, opening.claim);
    expect(first.flow).toMatchObject({ outcome: 'capped', earned: 1 });
    // Waits out the chain as a person would (a round's wait each), so only the cap can refuse.
    await sleep(opening.result.combo * FLOW_ROUND_MS);
    expect((await send(grinder.client, local.play().claim)).flow).toMatchObject({ outcome: 'capped', earned: 0 });
    expect(await honorOf(grinder.id)).toBe(1);
    grinder.client.disconnect();
  });
});
