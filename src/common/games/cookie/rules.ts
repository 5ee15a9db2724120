import {
  ACHIEVEMENTS,
  BUILDINGS,
  CLICK_UPGRADES,
  COST_GROWTH,
  OFFLINE_RATE,
  TICK_MS,
  type AchievementRule,
  type BuildingId,
  type BuildingRule,
} from './constants';
import type { CookieGameState } from './state';

/**
 * The cookie clicker's rules (avatar-economy §4): pure functions from a game to the next one.
 * The web game plays with them and the server replays purchases with them, so both always
 * agree on costs, rates and achievements. Rates and costs come from the rules, never from the
 * save's own baseCost/cps/multiplier fields.
 */

const BY_ID = new Map(BUILDINGS.map((b) => [b.id, b]));

export function buildingRule(id: BuildingId): BuildingRule {
  const rule = BY_ID.get(id);
  if (!rule) throw new Error(`Unknown building ${id}`);
  return rule;
}

/**
 * 1.15^count by repeated multiplication: basic IEEE operations give the same result in every
 * JavaScript engine (Math.pow need not), so browser and server agree on every cost to the cookie.
 */
const growthTable: number[] = [1];
function growth(count: number): number {
  while (growthTable.length <= count) growthTable.push(growthTable[growthTable.length - 1]! * COST_GROWTH);
  return growthTable[count]!;
}

/** The price of the next building of a kind when `count` are owned: floor(base x 1.15^count). */
export function buildingCost(id: BuildingId, count: number): number {
  return Math.floor(buildingRule(id).baseCost * growth(count));
}

/** What buying buildings `from`..`to - 1` (by count owned before each) costs in all. */
export function buildingsCost(id: BuildingId, from: number, to: number): number {
  let total = 0;
  for (let n = from; n < to; n++) total += buildingCost(id, n);
  return total;
}

/** Cookies per second baked by the buildings. */
export function cookiesPerSecond(state: CookieGameState): number {
  let cps = 0;
  for (const b of BUILDINGS) cps += state.upgrades[b.id].count * b.cps;
  return cps;
}

/** Cookies one click bakes: 1 x the highest purchased click-upgrade multiplier. */
export function clickPower(state: CookieGameState): number {
  let power = 1;
  state.clickUpgrades.forEach((u, i) => {
    const rule = CLICK_UPGRADES[i];
    if (u.purchased && rule && rule.multiplier > power) power = rule.multiplier;
  });
  return power;
}

export function isEarned(rule: AchievementRule, state: CookieGameState): boolean {
  const value = rule.kind === 'totalCookies' ? state.totalCookies : cookiesPerSecond(state);
  return value >= rule.threshold;
}

/** Unlocks every achievement now earned and not unlocked yet (each unlocks once). */
export function unlockAchievements(state: CookieGameState): { state: CookieGameState; unlocked: AchievementRule[] } {
  const have = new Set(state.achievements.map((a) => a.id));
  const unlocked = ACHIEVEMENTS.filter((a) => !have.has(a.id) && isEarned(a, state));
  if (unlocked.length === 0) return { state, unlocked };
  const achievements = [...state.achievements, ...unlocked.map(({ id, name, description }) => ({ id, name, description }))];
  return { state: { ...state, achievements }, unlocked };
}

function bake(state: CookieGameState, cookies: number): CookieGameState {
  return { ...state, cookies: state.cookies + cookies, totalCookies: state.totalCookies + cookies };
}

/** Lets `ms` of play pass: the buildings bake their rate for that time. */
export function advance(state: CookieGameState, ms: number): CookieGameState {
  if (!(ms > 0)) return state;
  const cps = cookiesPerSecond(state);
  return cps > 0 ? bake(state, (cps * ms) / 1000) : state;
}

/** One tick of the game loop (100 ms). */
export function tick(state: CookieGameState): CookieGameState {
  return advance(state, TICK_MS);
}

/** A click on the big cookie bakes the click power. */
export function click(state: CookieGameState): CookieGameState {
  const next = bake(state, clickPower(state));
  return { ...next, clickCount: state.clickCount + 1 };
}

export function canBuyBuilding(state: CookieGameState, id: BuildingId): boolean {
  return state.cookies >= buildingCost(id, state.upgrades[id].count);
}

/** Buys one building; null when the cookies do not cover its price. */
export function buyBuilding(state: CookieGameState, id: BuildingId): CookieGameState | null {
  const owned = state.upgrades[id];
  const cost = buildingCost(id, owned.count);
  if (state.cookies < cost) return null;
  return { ...state, cookies: state.cookies - cost, upgrades: { ...state.upgrades, [id]: { ...owned, count: owned.count + 1 } } };
}

export function canBuyClickUpgrade(state: CookieGameState, index: number): boolean {
  const rule = CLICK_UPGRADES[index];
  return !!rule && !state.clickUpgrades[index]?.purchased && state.cookies >= rule.cost;
}

/** Buys a click upgrade once; null when already bought or not affordable. */
export function buyClickUpgrade(state: CookieGameState, index: number): CookieGameState | null {
  if (!canBuyClickUpgrade(state, index)) return null;
  const rule = CLICK_UPGRADES[index]!;
  const clickUpgrades = state.clickUpgrades.map((u, i) => (i === index ? { ...u, purchased: true } : u));
  return { ...state, cookies: state.cookies - rule.cost, clickUpgrades };
}

/** What the buildings bake while the player is away: 10% of their rate for that time. */
export function offlineGain(state: CookieGameState, awayMs: number): number {
  if (!(awayMs > 0)) return 0;
  return (OFFLINE_RATE * cookiesPerSecond(state) * awayMs) / 1000;
}

/** Applies the offline gain for the time since the game was last saved; achievements follow. */
export function returnFromAway(state: CookieGameState, now: number): { state: CookieGameState; gained: number } {
  const gained = offlineGain(state, now - state.lastSave);
  const baked = gained > 0 ? bake(state, gained) : state;
  return { state: unlockAchievements({ ...baked, lastSave: now }).state, gained };
}
