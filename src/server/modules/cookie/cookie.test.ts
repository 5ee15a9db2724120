import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteResponse } from '@common/api/contract';
import { cookieRoutes } from '@common/api/routes/cookie';
import { COOKIE_TEXT, SAVE_BODY_LIMIT_BYTES } from '@common/games/cookie/constants';
import { buyBuilding, buyClickUpgrade, click } from '@common/games/cookie/rules';
import { freshGame, type CookieGameState } from '@common/games/cookie/state';
import { useTestApp } from '../../test/app';
import { createSession } from '../auth/sessions';
import { users } from '../users/schema';

const t = useTestApp();
const players: Record<string, { id: string; key: string }> = {};

beforeAll(async () => {
  for (const name of ['Crumb', 'Biscuit', 'Wafer']) {
    const [u] = await t.ctx.db.insert(users).values({ username: name, email: `${name.toLowerCase()}@x.test`, isMale: false }).returning();
    players[name] = { id: u!.id, key: await createSession(t.ctx, u!.id) };
  }
});

const load = async (name: string): Promise<RouteResponse<typeof cookieRoutes.load> & { state: CookieGameState }> => {
  const res = await t.call({ method: 'GET', url: '/api/cookie/load', key: players[name]!.key });
  expect(res.status).toBe(200);
  return { ...res.body, state: JSON.parse(res.body.cookieGameState) as CookieGameState };
};
const save = (name: string, state: unknown) => t.call({ method: 'POST', url: '/api/cookie/save', key: players[name]!.key, payload: state as object });

/** Lets `ms` pass for a player's game on the server (its last save and its state's time move back). */
async function age(name: string, ms: number) {
  await t.ctx.pool.query(
    `UPDATE cookie_games SET saved_at = saved_at - make_interval(secs => $2::float8 / 1000),
       state = jsonb_set(state, '{lastSave}', to_jsonb((state->>'lastSave')::float8 - $2::float8)) WHERE user_id = $1`,
    [players[name]!.id, ms],
  );
}

function clicked(state: CookieGameState, times: number): CookieGameState {
  let s = state;
  for (let i = 0; i < times; i++) s = click(s);
  return s;
}

describe('GET /api/cookie/load', () => {
  it('gives a player who never saved a fresh game, as a JSON string', async () => {
    const before = Date.now();
    const res = await load('Wafer');
    expect(res.success).toBe(true);
    expect(typeof res.cookieGameState).toBe('string');
    expect(res.offlineCookies).toBe(0);
    expect(res.state).toEqual({ ...freshGame(0), lastSave: res.state.lastSave });
    expect(res.state.lastSave).toBeGreaterThanOrEqual(before);
  });

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/cookie/load' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/cookie/save', payload: freshGame(0) })).status).toBe(401);
  });
});

describe('a game saved and loaded over time', () => {
  let kept: CookieGameState;

  it('keeps a valid sequence of saves, with rates, prices and lastSave set by the server', async () => {
    const start = (await load('Crumb')).state;
    await age('Crumb', 10_000);
    // 10 s: 150 clicks, the 2x upgrade (100) and a cursor (15).
    const first = buyBuilding(buyClickUpgrade(clicked(start, 150), 0)!, 'cursor')!;
    const before = Date.now();
    const res = await save('Crumb', { ...first, lastSave: 0 });
    expect(res.body).toEqual({ success: true, message: COOKIE_TEXT.saved });

    await age('Crumb', 10_000);
    // Next 10 s: 100 clicks at 2x, and a grandma for 100.
    const second = buyBuilding(clicked(first, 100), 'grandma')!;
    expect(second.cookies).toBe(150 - 115 + 200 - 100);
    expect((await save('Crumb', second)).body).toMatchObject({ success: true });

    const back = await load('Crumb');
    expect(back.state.cookies).toBeCloseTo(second.cookies, 1);
    expect(back.state).toMatchObject({ clickCount: 250, totalCookies: expect.closeTo(350, 1) });
    expect(back.state.upgrades.cursor.count).toBe(1);
    expect(back.state.upgrades.grandma.count).toBe(1);
    expect(back.state.clickUpgrades.map((u) => u.purchased)).toEqual([true, false, false, false]);
    expect(back.state.achievements.map((a) => a.id)).toEqual(['baked-100']);
    expect(back.state.lastSave).toBeGreaterThanOrEqual(before);
    kept = back.state;
  });

  it('adds 10% of the rate for the time away on load and says how much', async () => {
    // 1.1 per second (a cursor and a grandma) for 1000 s away: 110 cookies.
    await age('Crumb', 1_000_000);
    const back = await load('Crumb');
    expect(back.offlineCookies).toBeCloseTo(110, 0);
    expect(back.state.cookies).toBeCloseTo(kept.cookies + 110, 0);
    expect(back.state.totalCookies).toBeCloseTo(kept.totalCookies + 110, 0);
    kept = back.state;
  });

  it('refuses a save less than 5 s after the last one, with the wait in the message', async () => {
    await age('Crumb', 6_000);
    expect((await save('Crumb', kept)).status).toBe(200);
    const res = await save('Crumb', clicked(kept, 1));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(COOKIE_TEXT.tooSoon(5));
    expect(res.headers['retry-after']).toBe('5');
    const back = await load('Crumb');
    expect(back.state.clickCount).toBe(kept.clickCount);
    kept = back.state;
  });

  const refusals: [string, (s: CookieGameState) => unknown, RegExp][] = [
    ['too many cookies for the time', (s) => ({ ...s, cookies: s.cookies + 1e6, totalCookies: s.totalCookies + 1e6 }), /^Too many cookies: 1 million baked since the last save 6(\.\d)? s ago, but at most/],
    ['too many clicks', (s) => clicked(s, 2000), /^Too many clicks: 2010 since the last save 6(\.\d)? s ago \(at most 20 clicks per second\)$/],
    ['a building bought without the cookies', (s) => ({ ...s, upgrades: { ...s.upgrades, farm: { ...s.upgrades.farm, count: 1 } } }), /^Not enough cookies for what was bought: it costs 1,100, but only \d+ were at hand$/],
    ['a tampered baseCost', (s) => ({ ...s, upgrades: { ...s.upgrades, mine: { ...s.upgrades.mine, baseCost: 1 } } }), /^Mine: baseCost must be 12000/],
    ['a tampered cps', (s) => ({ ...s, upgrades: { ...s.upgrades, grandma: { ...s.upgrades.grandma, cps: 1000 } } }), /^Grandma: cps must be 1,/],
    ['a tampered multiplier', (s) => ({ ...s, clickUpgrades: s.clickUpgrades.map((u, i) => (i === 0 ? { ...u, multiplier: 1e6 } : u)) }), /^Click upgrade 1: multiplier must be 2,/],
    ['an achievement not earned', (s) => ({ ...s, achievements: [...s.achievements, { id: 'rate-100', name: 'x', description: 'y' }] }), /^Achievement "Hardcore baking" is not earned yet/],
    ['negative cookies', (s) => ({ ...s, cookies: -5 }), /^cookies: must be a finite number, 0 or more$/],
    ['NaN cookies (null in JSON)', (s) => ({ ...s, totalCookies: Number.NaN }), /^totalCookies: must be a finite number, 0 or more$/],
    ['a fractional building count', (s) => ({ ...s, upgrades: { ...s.upgrades, bank: { ...s.upgrades.bank, count: 0.5 } } }), /^upgrades\.bank\.count: must be a whole number from 0 to 1000$/],
    ['a missing building', (s) => ({ ...s, upgrades: { ...s.upgrades, lab: undefined } }), /^upgrades\.lab: must be an object with count, baseCost and cps$/],
  ];

  it.each(refusals)('refuses %s with a message naming it, and keeps the previous save', async (_what, tamper, message) => {
    await age('Crumb', 6_000);
    const res = await save('Crumb', tamper(clicked(kept, 10)));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    const back = await load('Crumb');
    expect(back.state.clickCount).toBe(kept.clickCount);
    // The load adds the offline gain of the time that passed (6 s and the test's own), nothing else.
    expect(back.offlineCookies).toBeGreaterThan(0.6);
    expect(back.state.cookies).toBeCloseTo(kept.cookies + back.offlineCookies, 6);
    expect(back.state.upgrades).toEqual(kept.upgrades);
    expect(back.state.clickUpgrades).toEqual(kept.clickUpgrades);
    expect(back.state.achievements).toEqual(kept.achievements);
    kept = back.state;
  });

  it('refuses Infinity (a number too large for JSON) as well', async () => {
    await age('Crumb', 6_000);
    const body = JSON.stringify(kept).replace(/"cookies":[^,]+/, '"cookies":1e400');
    const res = await t.call({ method: 'POST', url: '/api/cookie/save', key: players.Crumb!.key, payload: body, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('cookies: must be a finite number, 0 or more');
  });

  it('refuses a body larger than a save can be, unread', async () => {
    await age('Crumb', 6_000);
    const res = await save('Crumb', { ...kept, padding: 'x'.repeat(SAVE_BODY_LIMIT_BYTES) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'Request body is too large' });
  });

  it("never shows one player's save to another", async () => {
    const other = await load('Biscuit');
    expect(other.state.clickCount).toBe(0);
    expect(other.state.totalCookies).toBe(0);
    await age('Biscuit', 6_000);
    expect((await save('Biscuit', clicked(other.state, 3))).status).toBe(200);
    expect((await load('Crumb')).state.clickCount).toBe(kept.clickCount);
    expect((await load('Biscuit')).state.clickCount).toBe(3);
  });

  it('checks a first save without a load against a game started just now', async () => {
    const res = await save('Wafer', { ...freshGame(0), cookies: 5000, totalCookies: 5000, clickCount: 10 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Too many cookies/);
  });

  it('takes a save without lastSave or achievements (the server keeps its own clock and unlocks)', async () => {
    await age('Wafer', 6_000);
    const { lastSave: _ignored, achievements: _none, ...bare } = clicked(freshGame(0), 3);
    expect((await save('Wafer', bare)).body).toEqual({ success: true, message: COOKIE_TEXT.saved });
    expect((await load('Wafer')).state).toMatchObject({ clickCount: 3, cookies: 3, achievements: [] });
  });
});
