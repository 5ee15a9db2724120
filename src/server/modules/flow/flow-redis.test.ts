import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FlowGame } from '@common/api/routes/flow';
import { honorForChain, playMove, possibleMoves } from '@common/games/flow';
import { MATCH_HONOR_PER_HOUR, MATCH_PACE_ROUND_MS, type ClientMatchScore, type HonorUpdated } from '@common/world/protocol';
import { syntheticLocation } from '@common/world/test-location';
import { REDIS_URL } from '../../test/app';
import { nextEvent, uniquePrefix, useSecondTown, useTestTown, type TownClient } from '../../world/test-support';
import { users } from '../users/schema';

const redisPrefix = uniquePrefix();

function send(client: TownClient, claim: ClientMatchScore): Promise<HonorUpdated> {
  const answer = nextEvent(client, 'honor_updated', (u) => u.flow?.move === claim.move);
  client.emit('match_score', claim);
  return answer;
}

describe.skipIf(!REDIS_URL)('FLOW across two app processes on one Redis', () => {
  const one = useTestTown({ location: syntheticLocation(), redis: true, redisPrefix });
  const second = useSecondTown(one, { redisPrefix, location: syntheticLocation() });

  it('a game goes on in whichever process the player reconnects to, and the hourly cap is shared', async () => {
    const two = second.town();
    const kai = await one.player('Kai');
    const game: FlowGame = (await one.t.call({ method: 'POST', url: '/api/flow/game', key: kai.key })).body.game;
    let state = game.state;
    const claimNext = (): { claim: ClientMatchScore; honor: number; combo: number } => {
      const swap = possibleMoves(state.board)[0]!;
      const r = playMove(state, swap)!;
      const claim = { game: game.id, move: state.moves, a: swap.a, b: swap.b, score: r.score, combo: r.combo };
      state = r.state;
      return { claim, honor: honorForChain(r.score), combo: r.combo };
    };

    const onOne = one.connect({ sessionKey: kai.key });
    await nextEvent(onOne, 'join_room');
    const first = claimNext();
    expect((await send(onOne, first.claim)).flow).toMatchObject({ outcome: 'earned', earned: first.honor });
    onOne.disconnect();
    // As a person would: the next swap comes after the first chain's rounds have played out
    // (sooner is 'too_fast', whatever the caps say).
    await new Promise((r) => setTimeout(r, first.combo * MATCH_PACE_ROUND_MS));

    // The hour's counter lives in Redis: process one fills it, process two honours it.
    await one.world.town.counters.add(`flow:honor:h:${kai.id}`, MATCH_HONOR_PER_HOUR - first.honor, 3600);
    const onTwo = two.connect({ sessionKey: kai.key });
    await nextEvent(onTwo, 'join_room');
    const next = claimNext();
    const answer = await send(onTwo, next.claim);
    expect(answer.flow).toMatchObject({ outcome: 'capped', earned: 0, score: state.score });
    const [row] = await one.t.ctx.db.select({ honor: users.honor }).from(users).where(eq(users.id, kai.id));
    expect(row!.honor).toBe(first.honor);
    onTwo.disconnect();
  });
});
