import {
  ACHIEVEMENTS,
  BUILDINGS,
  CLICK_UPGRADES,
  MAX_CLICKS_PER_SECOND,
  SAVE_CLOCK_SLACK_MS,
} from './constants';
import { formatCookies } from './format';
import { buildingCost, clickPower, cookiesPerSecond, isEarned } from './rules';
import type { CookieGameState } from './state';

/**
 * The server's check of a save against the previous one. A save is possible only if the
 * cookies baked since could have been baked in the time between the two (buildings at their
 * rate plus clicks at a human pace), everything bought since was paid for, the counts and
 * costs follow the rules, and each achievement is earned. It answers the save as the server
 * keeps it (rates, costs and names from the rules, lastSave from the server's clock) or a
 * message naming what is wrong.
 */
export type SaveCheck = { ok: true; state: CookieGameState } | { ok: false; message: string };

/** Float sums differ in the last bits between how the browser and the server add them up. */
function tolerance(...values: number[]): number {
  return 1e-6 + 1e-9 * Math.max(...values.map(Math.abs));
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

interface Purchase {
  cost: number;
  /** The most this purchase can add to the cookies baked per second (buildings, or clicks). */
  gain: number;
}

/**
 * The most cookies a player could bake in `ms` starting with `cookies` in hand at `rate` per
 * second, if the purchases made meanwhile were bought as early as they could be paid for.
 *
 * Sound upper bound: whatever the real order, the k-th purchase costs at least the sum of the k
 * cheapest (it could not happen before that much was at hand) and after k purchases the rate
 * is at most the starting rate plus the k largest gains. So each phase of this simulation bakes
 * at least as fast, and starts no later, than the real one.
 */
export function maxBakeable(cookies: number, rate: number, purchases: Purchase[], ms: number): number {
  const costs = purchases.map((p) => p.cost).sort((a, b) => a - b);
  const gains = purchases.map((p) => p.gain).sort((a, b) => b - a);
  const end = ms / 1000;
  let t = 0;
  let baked = 0;
  let spent = 0;
  let current = rate;
  for (let k = 0; k < costs.length; k++) {
    spent += costs[k]!;
    const missing = spent - cookies - baked;
    if (missing > 0) {
      if (current <= 0) return baked;
      const wait = missing / current;
      if (t + wait >= end) return baked + current * (end - t);
      t += wait;
      baked += missing;
    }
    current += gains[k]!;
  }
  return baked + current * (end - t);
}

export function checkSave(prev: CookieGameState, next: CookieGameState, now: number): SaveCheck {
  const refuse = (message: string): SaveCheck => ({ ok: false, message });
  const elapsedMs = Math.max(0, now - prev.lastSave);
  const allowedMs = elapsedMs + SAVE_CLOCK_SLACK_MS;

  // The rules set every rate and price; a save cannot bring its own.
  for (const b of BUILDINGS) {
    const s = next.upgrades[b.id];
    if (s.baseCost !== b.baseCost) return refuse(`${b.name}: baseCost must be ${b.baseCost}, as the rules set it`);
    if (s.cps !== b.cps) return refuse(`${b.name}: cps must be ${b.cps}, as the rules set it`);
  }
  for (const [i, rule] of CLICK_UPGRADES.entries()) {
    const s = next.clickUpgrades[i]!;
    if (s.multiplier !== rule.multiplier) return refuse(`Click upgrade ${i + 1}: multiplier must be ${rule.multiplier}, as the rules set it`);
    if (s.cost !== rule.cost) return refuse(`Click upgrade ${i + 1}: cost must be ${rule.cost}, as the rules set it`);
  }

  // Nothing is ever sold, forgotten or unbaked.
  for (const b of BUILDINGS) {
    const was = prev.upgrades[b.id].count;
    const is = next.upgrades[b.id].count;
    if (is < was) return refuse(`${b.name}: count went down from ${was} to ${is}; buildings cannot be sold`);
  }
  for (const [i, rule] of CLICK_UPGRADES.entries()) {
    if (prev.clickUpgrades[i]?.purchased && !next.clickUpgrades[i]!.purchased) {
      return refuse(`Click upgrade ${rule.multiplier}x was bought before and cannot be undone`);
    }
  }
  if (next.clickCount < prev.clickCount) return refuse(`clickCount went down from ${prev.clickCount} to ${next.clickCount}`);
  if (next.totalCookies < prev.totalCookies - tolerance(prev.totalCookies)) {
    return refuse(`totalCookies went down from ${formatCookies(prev.totalCookies)} to ${formatCookies(next.totalCookies)}`);
  }

  // Clicks at a human pace.
  const clicks = next.clickCount - prev.clickCount;
  const maxClicks = Math.floor((MAX_CLICKS_PER_SECOND * allowedMs) / 1000);
  if (clicks > maxClicks) {
    return refuse(
      `Too many clicks: ${clicks} since the last save ${seconds(elapsedMs)} ago (at most ${MAX_CLICKS_PER_SECOND} clicks per second)`,
    );
  }

  // Replay what was bought since, at the rules' prices.
  const buildings: Purchase[] = [];
  for (const b of BUILDINGS) {
    for (let n = prev.upgrades[b.id].count; n < next.upgrades[b.id].count; n++) buildings.push({ cost: buildingCost(b.id, n), gain: b.cps });
  }
  const startPower = clickPower(prev);
  const endPower = clickPower(next);
  const upgrades: Purchase[] = [];
  for (const [i, rule] of CLICK_UPGRADES.entries()) {
    if (next.clickUpgrades[i]!.purchased && !prev.clickUpgrades[i]!.purchased) {
      // The highest multiplier wins, so one upgrade adds at most (its multiplier - the old power) per click.
      upgrades.push({ cost: rule.cost, gain: MAX_CLICKS_PER_SECOND * Math.max(0, rule.multiplier - startPower) });
    }
  }
  const spent = [...buildings, ...upgrades].reduce((sum, p) => sum + p.cost, 0);

  // No more cookies than the buildings and the clicks could bake meanwhile. Two sound bounds,
  // the smaller wins: clicking at a human pace the whole time; or the clicks actually counted,
  // all at the final click power and all in hand from the start.
  const baked = next.totalCookies - prev.totalCookies;
  const startRate = cookiesPerSecond(prev);
  const byPace = maxBakeable(prev.cookies, startRate + MAX_CLICKS_PER_SECOND * startPower, [...buildings, ...upgrades], allowedMs);
  const clicked = clicks * endPower;
  const noGain = upgrades.map((u) => ({ cost: u.cost, gain: 0 }));
  const byCount = clicked + maxBakeable(prev.cookies + clicked, startRate, [...buildings, ...noGain], allowedMs);
  const bakeable = Math.min(byPace, byCount);
  if (baked > bakeable + tolerance(bakeable, next.totalCookies)) {
    return refuse(
      `Too many cookies: ${formatCookies(baked)} baked since the last save ${seconds(elapsedMs)} ago, but at most ${formatCookies(bakeable)} could be`,
    );
  }

  // Everything bought was paid for, and the cookies in hand add up.
  const available = prev.cookies + baked;
  if (spent > available + tolerance(available, spent)) {
    return refuse(`Not enough cookies for what was bought: it costs ${formatCookies(spent)}, but only ${formatCookies(available)} were at hand`);
  }
  const left = available - spent;
  if (next.cookies > left + tolerance(left, next.totalCookies)) {
    return refuse(`cookies do not add up: ${formatCookies(next.cookies)} in hand, but at most ${formatCookies(left)} are left after purchases`);
  }
  if (next.cookies > next.totalCookies + tolerance(next.totalCookies)) return refuse('cookies cannot be more than totalCookies');

  // Achievements: only earned ones; once unlocked they stay.
  const claimed = new Set(next.achievements.map((a) => a.id));
  for (const a of ACHIEVEMENTS) {
    if (claimed.has(a.id) && !prev.achievements.some((p) => p.id === a.id) && !isEarned(a, next)) {
      return refuse(`Achievement "${a.name}" is not earned yet (${a.description.replace(/\.$/, '')})`);
    }
  }
  for (const p of prev.achievements) claimed.add(p.id);

  const state: CookieGameState = {
    cookies: next.cookies,
    totalCookies: next.totalCookies,
    clickCount: next.clickCount,
    upgrades: Object.fromEntries(BUILDINGS.map((b) => [b.id, { count: next.upgrades[b.id].count, baseCost: b.baseCost, cps: b.cps }])) as CookieGameState['upgrades'],
    clickUpgrades: CLICK_UPGRADES.map((u, i) => ({ purchased: next.clickUpgrades[i]!.purchased, cost: u.cost, multiplier: u.multiplier })),
    achievements: ACHIEVEMENTS.filter((a) => claimed.has(a.id)).map(({ id, name, description }) => ({ id, name, description })),
    lastSave: now,
  };
  return { ok: true, state };
}
