import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILDING_IDS, MAX_CLICKS_PER_SECOND } from './constants';
import { advance, buildingCost, buyBuilding, buyClickUpgrade, click, unlockAchievements } from './rules';
import { freshGame, type CookieGameState } from './state';
import { checkSave, maxBakeable } from './verify';

const T0 = 1_700_000_000_000;
const CLICK_MS = 1000 / MAX_CLICKS_PER_SECOND;

type Action = { kind: 'click' } | { kind: 'wait'; ms: number } | { kind: 'building'; id: (typeof BUILDING_IDS)[number] } | { kind: 'upgrade'; i: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'click' as const }) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((ms) => ({ kind: 'wait' as const, ms })) },
  { weight: 2, arbitrary: fc.constantFrom(...BUILDING_IDS).map((id) => ({ kind: 'building' as const, id })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 3 }).map((i) => ({ kind: 'upgrade' as const, i })) },
);

/** Plays as a person would (clicks at most 20 a second); answers the game and the time it took. */
function play(start: CookieGameState, actions: Action[]): { state: CookieGameState; ms: number } {
  let state = start;
  let ms = 0;
  for (const a of actions) {
    if (a.kind === 'click') {
      state = click(advance(state, CLICK_MS));
      ms += CLICK_MS;
    } else if (a.kind === 'wait') {
      state = advance(state, a.ms);
      ms += a.ms;
    } else if (a.kind === 'building') state = buyBuilding(state, a.id) ?? state;
    else state = buyClickUpgrade(state, a.i) ?? state;
    state = unlockAchievements(state).state;
  }
  return { state, ms };
}

const started = (cookies = 0): CookieGameState => ({ ...freshGame(T0), cookies, totalCookies: cookies });

function expectRefused(prev: CookieGameState, next: CookieGameState, now: number, pattern: RegExp) {
  const result = checkSave(prev, next, now);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.message).toMatch(pattern);
}

describe('checkSave accepts honest play', () => {
  it('any game played at a human pace is accepted, and kept as played (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.array(action, { maxLength: 200 }), fc.array(action, { maxLength: 200 }), (cookies, first, second) => {
        const one = play(started(cookies), first);
        const saved = checkSave(started(cookies), one.state, T0 + one.ms);
        expect(saved).toMatchObject({ ok: true });
        if (!saved.ok) return;
        expect(saved.state).toEqual({ ...one.state, lastSave: T0 + one.ms });
        // The next save is checked against the one kept.
        const two = play(saved.state, second);
        expect(checkSave(saved.state, two.state, T0 + one.ms + two.ms)).toMatchObject({ ok: true });
      }),
      { numRuns: 300 },
    );
  });

  it('accepts a save that arrives a little early (network delays) within the slack', () => {
    const prev = { ...started(), upgrades: { ...started().upgrades, grandma: { count: 10, baseCost: 100, cps: 1 } } };
    const next = advance(prev, 10_000);
    expect(checkSave(prev, next, T0 + 8_000).ok).toBe(true);
  });
});

describe('checkSave refuses what could not have happened', () => {
  const prev = started(50);

  it('more cookies than the buildings and clicks could bake in the time', () => {
    // 5 s (plus the slack) of clicking at 20 a second bakes at most 160 cookies with no buildings...
    expectRefused(prev, { ...prev, cookies: 50 + 500, totalCookies: 50 + 500, clickCount: 150 }, T0 + 5_000, /^Too many cookies: 500 baked since the last save 5 s ago, but at most 150 could be$/);
    expectRefused(prev, { ...prev, cookies: 50 + 500, totalCookies: 50 + 500, clickCount: 160 }, T0 + 5_000, /but at most 160 could be$/);
    // ... and never more than the clicks counted.
    expect(checkSave(prev, { ...prev, cookies: 50 + 100, totalCookies: 50 + 100, clickCount: 100 }, T0 + 5_000).ok).toBe(true);
    expectRefused(prev, { ...prev, cookies: 50 + 101, totalCookies: 50 + 101, clickCount: 100 }, T0 + 5_000, /but at most 100 could be$/);
  });

  it('clicks faster than a person', () => {
    expectRefused(prev, { ...prev, clickCount: 1000 }, T0 + 5_000, /^Too many clicks: 1000 since the last save 5 s ago \(at most 20 clicks per second\)$/);
  });

  it('a building bought without the cookies to pay for it', () => {
    const next = { ...prev, cookies: 0, upgrades: { ...prev.upgrades, grandma: { count: 1, baseCost: 100, cps: 1 } } };
    expectRefused(prev, next, T0 + 1_000, /^Not enough cookies for what was bought: it costs 100, but only 50 were at hand$/);
  });

  it('cookies that do not add up after a purchase', () => {
    const next = { ...prev, cookies: 50, upgrades: { ...prev.upgrades, cursor: { count: 1, baseCost: 15, cps: 0.1 } } };
    expectRefused(prev, next, T0 + 1_000, /^cookies do not add up: 50 in hand, but at most 35 are left after purchases$/);
  });

  it("rates, prices and multipliers the save brings itself", () => {
    expectRefused(prev, { ...prev, upgrades: { ...prev.upgrades, grandma: { count: 0, baseCost: 1, cps: 1 } } }, T0, /^Grandma: baseCost must be 100/);
    expectRefused(prev, { ...prev, upgrades: { ...prev.upgrades, farm: { count: 0, baseCost: 1100, cps: 1e9 } } }, T0, /^Farm: cps must be 8/);
    const ups = prev.clickUpgrades.map((u, i) => (i === 0 ? { ...u, multiplier: 1000 } : u));
    expectRefused(prev, { ...prev, clickUpgrades: ups }, T0, /^Click upgrade 1: multiplier must be 2/);
    const cheap = prev.clickUpgrades.map((u, i) => (i === 3 ? { ...u, cost: 1 } : u));
    expectRefused(prev, { ...prev, clickUpgrades: cheap }, T0, /^Click upgrade 4: cost must be 50000/);
  });

  it('buildings sold, upgrades undone, clicks or cookies unbaked', () => {
    const rich = { ...prev, clickCount: 10, totalCookies: 500, upgrades: { ...prev.upgrades, cursor: { count: 2, baseCost: 15, cps: 0.1 } } };
    expectRefused(rich, { ...rich, upgrades: { ...rich.upgrades, cursor: { count: 1, baseCost: 15, cps: 0.1 } } }, T0 + 6000, /^Cursor: count went down from 2 to 1/);
    expectRefused(rich, { ...rich, clickCount: 3 }, T0 + 6000, /^clickCount went down/);
    expectRefused(rich, { ...rich, totalCookies: 100 }, T0 + 6000, /^totalCookies went down/);
    const bought = { ...rich, clickUpgrades: rich.clickUpgrades.map((u, i) => (i === 0 ? { ...u, purchased: true } : u)) };
    expectRefused(bought, rich, T0 + 6000, /^Click upgrade 2x was bought before/);
  });

  it('achievements not earned yet, but keeps the ones unlocked before', () => {
    const claim = { id: 'baked-1000' as const, name: 'x', description: 'y' };
    expectRefused(prev, { ...prev, achievements: [claim] }, T0, /^Achievement "Making some dough" is not earned yet \(Bake 1,000 cookies in total\)$/);
    const had = { ...prev, achievements: [{ id: 'baked-100' as const, name: 'Wake and bake', description: 'Bake 100 cookies in total.' }] };
    const kept = checkSave(had, { ...had, achievements: [] }, T0 + 1000);
    expect(kept.ok && kept.state.achievements.map((a) => a.id)).toEqual(['baked-100']);
  });

  it('cannot pay for buildings with the rate they would have given (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BUILDING_IDS), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 86_400_000 }), (id, n, ms) => {
        // n buildings out of nothing, no clicks, claiming their whole rate for the whole time.
        let cost = 0;
        for (let k = 0; k < n; k++) cost += buildingCost(id, k);
        const start = started(0);
        const next = { ...start, cookies: 1, totalCookies: cost + 1, upgrades: { ...start.upgrades, [id]: { ...start.upgrades[id], count: n } } };
        expectRefused(start, next, T0 + ms, /^Too many cookies/);
      }),
    );
  });
});

describe('maxBakeable', () => {
  it('bakes at the start rate when nothing was bought', () => {
    expect(maxBakeable(0, 10, [], 5000)).toBe(50);
  });
  it('adds a purchase rate only from when it could be paid for', () => {
    // 10/s, a 100-cookie purchase adding 90/s: paid after 10 s, then 100/s for the remaining 10 s.
    expect(maxBakeable(0, 10, [{ cost: 100, gain: 90 }], 20_000)).toBe(1100);
    expect(maxBakeable(100, 10, [{ cost: 100, gain: 90 }], 20_000)).toBe(2000);
    expect(maxBakeable(0, 0, [{ cost: 100, gain: 90 }], 20_000)).toBe(0);
  });
});
