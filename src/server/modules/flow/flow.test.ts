import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLOW_MULTIPLIER_MS, FLOW_NEW_GAMES_PER_MINUTE, FLOW_TEXT, isPlayableStart } from '@common/games/flow';
import { useTestApp } from '../../test/app';
import { ledger } from '../ledger/schema';
import { users } from '../users/schema';
import { flowPlayers } from './schema';
import { makePlayer } from '../../test/players';

const t = useTestApp();

const player = (username: string, gems: number) => makePlayer(t, { username, gems });
const gemsOf = async (id: string) => (await t.ctx.db.select({ gems: users.gems }).from(users).where(eq(users.id, id)))[0]!.gems;
const buy = (key: string, n: number | string, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: `/api/flow/multiplier/${n}`, key, headers });
const state = (key: string) => t.call({ method: 'GET', url: '/api/flow/state', key });

let ivy: { id: string; key: string };
beforeAll(async () => {
  ivy = await player('Ivy', 25);
});

describe('FLOW state and games', () => {
  it('a new player has no high score, no multiplier and no game; a session is needed', async () => {
    const res = await state(ivy.key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, highScore: 0, largestCombo: 0, honor: 0, multiplier: null, game: null });
    expect(typeof res.body.serverTime).toBe('number');
    expect((await t.call({ method: 'GET', url: '/api/flow/state' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/flow/game' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/flow/multiplier/2' })).status).toBe(401);
  });

  it('deals a playable game the server keeps; a new game replaces it', async () => {
    const first = await t.call({ method: 'POST', url: '/api/flow/game', key: ivy.key });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(FLOW_TEXT.gameStarted);
    const game = first.body.game;
    expect(isPlayableStart(game.state.board)).toBe(true);
    expect(game.state).toMatchObject({ score: 0, moves: 0 });
    expect((await state(ivy.key)).body.game).toEqual(game);
    const second = await t.call({ method: 'POST', url: '/api/flow/game', key: ivy.key });
    expect(second.body.game.id).not.toBe(game.id);
    expect((await state(ivy.key)).body.game).toEqual(second.body.game);
  });

  it('limits new games per minute, with a clear message, keeping the live game', async () => {
    const dealer = await player('Dealer', 0);
    const answers = [];
    for (let i = 0; i < FLOW_NEW_GAMES_PER_MINUTE + 1; i++) answers.push(await t.call({ method: 'POST', url: '/api/flow/game', key: dealer.key }));
    expect(answers.slice(0, -1).every((a) => a.status === 200)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: FLOW_TEXT.tooManyGames });
    expect((await state(dealer.key)).body.game.id).toBe(answers.at(-2)!.body.game.id);
  });
});

describe('POST /api/flow/multiplier/:n', () => {
  it('buys 2x for 5 gems for 300,000 ms on the server clock, and refuses another while it is active', async () => {
    const res = await buy(ivy.key, 2);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: FLOW_TEXT.multiplierBought(2), balances: { gems: 20 }, multiplier: { factor: 2 } });
    expect(res.body.multiplier.endsAt - res.body.serverTime).toBe(FLOW_MULTIPLIER_MS);
    expect(await gemsOf(ivy.id)).toBe(20);
    const rows = await t.ctx.db.select().from(ledger).where(eq(ledger.userId, ivy.id));
    expect(rows.filter((r) => r.reason === 'flow_multiplier').map((r) => [r.currency, r.amount, r.ref])).toEqual([['gems', -5, '2']]);

    const again = await buy(ivy.key, 7);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: FLOW_TEXT.multiplierActive(2) });
    expect(await gemsOf(ivy.id)).toBe(20);
    expect((await state(ivy.key)).body.multiplier).toEqual(res.body.multiplier);
  });

  it('buys 7x for 15 gems once the last one has ended', async () => {
    await t.ctx.db.update(flowPlayers).set({ multiplierUntil: new Date(Date.now() - 1000) }).where(eq(flowPlayers.userId, ivy.id));
    expect((await state(ivy.key)).body.multiplier).toBeNull();
    const res = await buy(ivy.key, 7);
    expect(res.status).toBe(200);
    expect(res.body.balances.gems).toBe(5);
    expect((await state(ivy.key)).body.multiplier.factor).toBe(7);
  });

  it('refuses without the gems, charging nothing and activating nothing', async () => {
    const poor = await player('Poor', 4);
    const res = await buy(poor.key, 2);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ success: false, message: 'Insufficient funds' });
    expect(await gemsOf(poor.id)).toBe(4);
    expect((await state(poor.key)).body.multiplier).toBeNull();
  });

  it('refuses any other factor', async () => {
    const res = await buy(ivy.key, 3);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FLOW_TEXT.badMultiplier);
  });

  it('charges once for purchases sent at the same time', async () => {
    const rush = await player('Rush', 25);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => buy(rush.key, 2)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await gemsOf(rush.id)).toBe(20);
  });

  it('answers a repeat with the same Idempotency-Key without charging again', async () => {
    const calm = await player('Calm', 25);
    const first = await buy(calm.key, 2, { 'idempotency-key': 'flow-buy-1' });
    const repeat = await buy(calm.key, 2, { 'idempotency-key': 'flow-buy-1' });
    expect(first.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(await gemsOf(calm.id)).toBe(20);
  });
});
