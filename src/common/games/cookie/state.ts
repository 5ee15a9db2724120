import { z } from 'zod';
import {
  ACHIEVEMENT_IDS,
  ACHIEVEMENTS,
  BUILDING_IDS,
  BUILDINGS,
  CLICK_UPGRADES,
  MAX_BUILDING_COUNT,
  type AchievementId,
  type BuildingId,
} from './constants';

/**
 * The cookie game save (avatar-economy §3): cookies, totalCookies, clickCount, upgrades (per
 * building: count, baseCost, cps), clickUpgrades (purchased, cost, multiplier), achievements
 * (id, name, description: the unlocked ones) and lastSave (ms since the epoch).
 *
 * The schema checks shapes and ranges only: whether a save is possible after the previous one
 * is for `checkSave` (verify.ts).
 */
const amount = z.number({ error: 'must be a finite number, 0 or more' }).nonnegative();
const wholeCount = (max: number) => z.number({ error: `must be a whole number from 0 to ${max}` }).int().min(0).max(max);

export const buildingStateSchema = z.object(
  {
    count: wholeCount(MAX_BUILDING_COUNT),
    baseCost: amount,
    cps: amount,
  },
  { error: 'must be an object with count, baseCost and cps' },
);

export const clickUpgradeStateSchema = z.object(
  {
    purchased: z.boolean({ error: 'must be true or false' }),
    cost: amount,
    multiplier: amount,
  },
  { error: 'must be an object with purchased, cost and multiplier' },
);

export const achievementStateSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS, { error: `must be one of ${ACHIEVEMENT_IDS.join(', ')}` }),
  name: z.string().max(100),
  description: z.string().max(200),
});

const upgradesShape = Object.fromEntries(BUILDING_IDS.map((id) => [id, buildingStateSchema])) as Record<
  BuildingId,
  typeof buildingStateSchema
>;

export const cookieGameStateSchema = z.object({
  cookies: amount,
  totalCookies: amount,
  clickCount: wholeCount(Number.MAX_SAFE_INTEGER),
  upgrades: z.object(upgradesShape, { error: 'must list every building' }),
  clickUpgrades: z
    .array(clickUpgradeStateSchema, { error: 'must be a list' })
    .length(CLICK_UPGRADES.length, { error: `must list all ${CLICK_UPGRADES.length}` }),
  achievements: z.array(achievementStateSchema, { error: 'must be a list' }).max(ACHIEVEMENTS.length).default([]),
  /** The client's clock when it saved; the server keeps its own instead, so it may be left out. */
  lastSave: amount.default(0),
});

export type BuildingState = z.infer<typeof buildingStateSchema>;
export type ClickUpgradeState = z.infer<typeof clickUpgradeStateSchema>;
export type AchievementState = { id: AchievementId; name: string; description: string };
export type CookieGameState = z.output<typeof cookieGameStateSchema>;

/** A new game: nothing baked, nothing bought, nothing unlocked. */
export function freshGame(now: number): CookieGameState {
  return {
    cookies: 0,
    totalCookies: 0,
    clickCount: 0,
    upgrades: Object.fromEntries(BUILDINGS.map((b) => [b.id, { count: 0, baseCost: b.baseCost, cps: b.cps }])) as Record<BuildingId, BuildingState>,
    clickUpgrades: CLICK_UPGRADES.map((u) => ({ purchased: false, cost: u.cost, multiplier: u.multiplier })),
    achievements: [],
    lastSave: now,
  };
}
