import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, BUILDING_IDS, BUILDINGS, CLICK_UPGRADES, TICK_MS } from './constants';
import { formatCookies } from './format';
import {
  advance,
  buildingCost,
  buyBuilding,
  buyClickUpgrade,
  click,
  clickPower,
  cookiesPerSecond,
  offlineGain,
  returnFromAway,
  tick,
  unlockAchievements,
} from './rules';
import { cookieGameStateSchema, freshGame, type CookieGameState } from './state';

const withCookies = (cookies: number, state = freshGame(0)): CookieGameState => ({ ...state, cookies, totalCookies: Math.max(state.totalCookies, cookies) });
const withBuildings = (counts: Partial<Record<(typeof BUILDING_IDS)[number], number>>, state = freshGame(0)): CookieGameState => ({
  ...state,
  upgrades: Object.fromEntries(Object.entries(state.upgrades).map(([id, u]) => [id, { ...u, count: counts[id as keyof typeof counts] ?? u.count }])) as CookieGameState['upgrades'],
});

describe('a fresh game', () => {
  it('has nothing and passes its own schema, with every building and click upgrade of the rules', () => {
    const game = freshGame(123);
    expect(cookieGameStateSchema.parse(game)).toEqual(game);
    expect(game).toMatchObject({ cookies: 0, totalCookies: 0, clickCount: 0, achievements: [], lastSave: 123 });
    expect(Object.keys(game.upgrades)).toEqual(BUILDING_IDS);
    expect(game.upgrades.lab).toEqual({ count: 0, baseCost: 7.5e10, cps: 1.6e6 });
    expect(game.clickUpgrades.map((u) => [u.multiplier, u.cost])).toEqual([[2, 100], [3, 500], [5, 5000], [10, 50000]]);
    expect(cookiesPerSecond(game)).toBe(0);
    expect(clickPower(game)).toBe(1);
  });
});

describe('buildings', () => {
  it('have the ten base costs and rates of the spec', () => {
    expect(BUILDINGS.map((b) => [b.id, b.baseCost, b.cps])).toEqual([
      ['cursor', 15, 0.1],
      ['grandma', 100, 1],
      ['farm', 1100, 8],
      ['mine', 12000, 47],
      ['factory', 130000, 260],
      ['bank', 1400000, 1400],
      ['temple', 20000000, 7800],
      ['wizard', 330000000, 44000],
      ['shipment', 5.1e9, 260000],
      ['lab', 7.5e10, 1.6e6],
    ]);
  });

  it('cost floor(base x 1.15^count)', () => {
    expect([0, 1, 2, 3, 10].map((n) => buildingCost('cursor', n))).toEqual([15, 17, 19, 22, 60]);
    expect(buildingCost('grandma', 1)).toBe(114);
    fc.assert(
      fc.property(fc.constantFrom(...BUILDING_IDS), fc.integer({ min: 0, max: 200 }), (id, n) => {
        const cost = buildingCost(id, n);
        expect(Number.isInteger(cost)).toBe(true);
        const exact = BUILDINGS.find((b) => b.id === id)!.baseCost * 1.15 ** n;
        // Repeated multiplication and Math.pow may differ in the last bits, never by more.
        expect(Math.abs(cost - Math.floor(exact))).toBeLessThanOrEqual(Math.max(1, exact * 1e-12));
        expect(buildingCost(id, n + 1)).toBeGreaterThanOrEqual(cost);
      }),
    );
  });

  it('are bought only with the cookies to pay for them, which then bake at their rate', () => {
    expect(buyBuilding(withCookies(14), 'cursor')).toBeNull();
    const bought = buyBuilding(withCookies(20), 'cursor')!;
    expect(bought.cookies).toBe(5);
    expect(bought.upgrades.cursor.count).toBe(1);
    expect(cookiesPerSecond(bought)).toBeCloseTo(0.1);
    const again = buyBuilding(withCookies(17, bought), 'cursor')!;
    expect(again.cookies).toBe(0);
    expect(again.upgrades.cursor.count).toBe(2);
  });
});

describe('baking', () => {
  it('accrues the per-second rate a tenth at a time, every 100 ms tick', () => {
    const game = withBuildings({ grandma: 3, cursor: 5 });
    expect(cookiesPerSecond(game)).toBeCloseTo(3.5);
    let state = game;
    for (let i = 0; i < 1000 / TICK_MS; i++) state = tick(state);
    expect(state.cookies).toBeCloseTo(3.5);
    expect(state.totalCookies).toBeCloseTo(3.5);
    expect(advance(game, 2000).cookies).toBeCloseTo(7);
  });

  it('a click bakes the click power and counts the click', () => {
    const once = click(freshGame(0));
    expect(once).toMatchObject({ cookies: 1, totalCookies: 1, clickCount: 1 });
  });

  it('click upgrades are one-time and the highest purchased multiplier wins', () => {
    let game = withCookies(100_000);
    game = buyClickUpgrade(game, 2)!; // 5x
    expect(clickPower(game)).toBe(5);
    expect(buyClickUpgrade(game, 2)).toBeNull();
    game = buyClickUpgrade(game, 0)!; // 2x does not lower it
    expect(clickPower(game)).toBe(5);
    expect(game.cookies).toBe(100_000 - 5000 - 100);
    expect(click(game).cookies - game.cookies).toBe(5);
    game = buyClickUpgrade(game, 3)!;
    expect(clickPower(game)).toBe(10);
    expect(buyClickUpgrade(withCookies(99), 0)).toBeNull();
    expect(CLICK_UPGRADES).toHaveLength(4);
  });

  it('never loses or invents cookies over any sequence of plays (property)', () => {
    const action = fc.oneof(
      fc.constant({ kind: 'click' as const }),
      fc.integer({ min: 1, max: 5000 }).map((ms) => ({ kind: 'wait' as const, ms })),
      fc.constantFrom(...BUILDING_IDS).map((id) => ({ kind: 'building' as const, id })),
      fc.integer({ min: 0, max: 3 }).map((i) => ({ kind: 'upgrade' as const, i })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 300 }), (actions) => {
        let state = withCookies(5000);
        let spent = 0;
        for (const a of actions) {
          const before = state;
          if (a.kind === 'click') state = click(state);
          else if (a.kind === 'wait') state = advance(state, a.ms);
          else if (a.kind === 'building') state = buyBuilding(state, a.id) ?? state;
          else state = buyClickUpgrade(state, a.i) ?? state;
          spent += Math.max(0, before.cookies - state.cookies);
          state = unlockAchievements(state).state;
          expect(state.cookies).toBeGreaterThanOrEqual(0);
          expect(state.totalCookies).toBeGreaterThanOrEqual(before.totalCookies);
        }
        expect(state.cookies + spent).toBeCloseTo(state.totalCookies, 3);
        expect(new Set(state.achievements.map((x) => x.id)).size).toBe(state.achievements.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('achievements', () => {
  it('unlock at 100, 1000 and 10000 cookies baked and at 10 and 100 per second, each once', () => {
    expect(ACHIEVEMENTS.map((a) => [a.kind, a.threshold])).toEqual([
      ['totalCookies', 100],
      ['totalCookies', 1000],
      ['totalCookies', 10000],
      ['perSecond', 10],
      ['perSecond', 100],
    ]);
    const first = unlockAchievements(withCookies(1000));
    expect(first.unlocked.map((a) => a.id)).toEqual(['baked-100', 'baked-1000']);
    expect(first.state.achievements.map((a) => a.name)).toEqual(['Wake and bake', 'Making some dough']);
    expect(unlockAchievements(first.state).unlocked).toEqual([]);
    const rate = unlockAchievements(withBuildings({ grandma: 10 }, first.state));
    expect(rate.unlocked.map((a) => a.id)).toEqual(['rate-10']);
    expect(unlockAchievements(withBuildings({ grandma: 9, cursor: 9 })).unlocked).toEqual([]);
  });
});

describe('offline gain', () => {
  it('is 10% of the rate for the time away, and lastSave moves to now', () => {
    const game = { ...withBuildings({ grandma: 10 }), lastSave: 1_000 };
    expect(offlineGain(game, 60_000)).toBeCloseTo(60);
    const back = returnFromAway(game, 61_000);
    expect(back.gained).toBeCloseTo(60);
    expect(back.state.cookies).toBeCloseTo(60);
    expect(back.state.totalCookies).toBeCloseTo(60);
    expect(back.state.lastSave).toBe(61_000);
    expect(returnFromAway(game, 500).gained).toBe(0);
    expect(returnFromAway(freshGame(0), 1e9).gained).toBe(0);
  });
});

describe('formatCookies', () => {
  it('counts whole cookies, then millions and beyond', () => {
    expect(formatCookies(1234.9)).toBe('1,234');
    expect(formatCookies(1_234_567)).toBe('1.234 million');
    expect(formatCookies(5.1e9)).toBe('5.1 billion');
  });
});
