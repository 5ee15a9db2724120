/**
 * The cookie clicker's numbers (avatar-economy §4 and §9), written once: the web game, the
 * server's save checks and the tests all read them from here.
 */

/** The game advances this often; cookies accrue per second, applied every tick. */
export const TICK_MS = 100;
/** The server keeps at most one save per player in this interval; the web autosaves this often. */
export const SAVE_INTERVAL_MS = 5_000;
/** While away (the dialog closed), the buildings bake at this fraction of their rate. */
export const OFFLINE_RATE = 0.1;
/** Each building of a kind costs this much more than the one before: floor(base x 1.15^count). */
export const COST_GROWTH = 1.15;

/**
 * The fastest a person clicks, as the server assumes when it checks a save. Fast human clicking
 * tops out around 10-15 clicks a second for a few seconds (speed-clicking records are near 14);
 * 20 leaves honest players room for a burst while an autoclicker is still plainly out of bounds.
 */
export const MAX_CLICKS_PER_SECOND = 20;
/**
 * Slack the server adds to the time between two saves: a save is stamped when it arrives, so
 * network delays can make the client's own interval a little longer than the server's.
 */
export const SAVE_CLOCK_SLACK_MS = 3_000;
/** No building count above this (the 1000th cursor would cost about 1e62 cookies). */
export const MAX_BUILDING_COUNT = 1_000;
/** The save's JSON body is a few kilobytes; anything far larger is refused unread. */
export const SAVE_BODY_LIMIT_BYTES = 16 * 1024;

export const BUILDING_IDS = ['cursor', 'grandma', 'farm', 'mine', 'factory', 'bank', 'temple', 'wizard', 'shipment', 'lab'] as const;
export type BuildingId = (typeof BUILDING_IDS)[number];

export interface BuildingRule {
  id: BuildingId;
  name: string;
  /** What one of them does, shown under its name. */
  blurb: string;
  baseCost: number;
  /** Cookies per second each one bakes. */
  cps: number;
}

/** The ten buildings with their base cost and cookies per second (§9), cheapest first. */
export const BUILDINGS: readonly BuildingRule[] = [
  { id: 'cursor', name: 'Cursor', blurb: 'Clicks the cookie once every ten seconds.', baseCost: 15, cps: 0.1 },
  { id: 'grandma', name: 'Grandma', blurb: 'A nice grandma to bake more cookies.', baseCost: 100, cps: 1 },
  { id: 'farm', name: 'Farm', blurb: 'Grows cookie plants from cookie seeds.', baseCost: 1_100, cps: 8 },
  { id: 'mine', name: 'Mine', blurb: 'Mines out cookie dough and chocolate chips.', baseCost: 12_000, cps: 47 },
  { id: 'factory', name: 'Factory', blurb: 'Produces large quantities of cookies.', baseCost: 130_000, cps: 260 },
  { id: 'bank', name: 'Bank', blurb: 'Generates cookies from interest.', baseCost: 1_400_000, cps: 1_400 },
  { id: 'temple', name: 'Temple', blurb: 'Full of precious, ancient chocolate.', baseCost: 20_000_000, cps: 7_800 },
  { id: 'wizard', name: 'Wizard tower', blurb: 'Summons cookies with magic spells.', baseCost: 330_000_000, cps: 44_000 },
  { id: 'shipment', name: 'Shipment', blurb: 'Brings in fresh cookies from the cookie planet.', baseCost: 5.1e9, cps: 260_000 },
  { id: 'lab', name: 'Alchemy lab', blurb: 'Turns gold into cookies.', baseCost: 7.5e10, cps: 1.6e6 },
];

export interface ClickUpgradeRule {
  name: string;
  cost: number;
  /** Click power once bought (the highest bought multiplier wins; they do not stack). */
  multiplier: number;
}

/** One-time click upgrades (§9), in the order the save lists them. */
export const CLICK_UPGRADES: readonly ClickUpgradeRule[] = [
  { name: 'Reinforced finger', cost: 100, multiplier: 2 },
  { name: 'Carpal tunnel cream', cost: 500, multiplier: 3 },
  { name: 'Ambidextrous', cost: 5_000, multiplier: 5 },
  { name: 'Thousand fingers', cost: 50_000, multiplier: 10 },
];

export const ACHIEVEMENT_IDS = ['baked-100', 'baked-1000', 'baked-10000', 'rate-10', 'rate-100'] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

export interface AchievementRule {
  id: AchievementId;
  name: string;
  description: string;
  /** What must reach the threshold: all cookies ever baked, or the buildings' cookies per second. */
  kind: 'totalCookies' | 'perSecond';
  threshold: number;
}

/** Achievements (§9): 100, 1000, 10000 total cookies; 10 and 100 per second. Each unlocks once. */
export const ACHIEVEMENTS: readonly AchievementRule[] = [
  { id: 'baked-100', name: 'Wake and bake', description: 'Bake 100 cookies in total.', kind: 'totalCookies', threshold: 100 },
  { id: 'baked-1000', name: 'Making some dough', description: 'Bake 1,000 cookies in total.', kind: 'totalCookies', threshold: 1_000 },
  { id: 'baked-10000', name: 'So baked right now', description: 'Bake 10,000 cookies in total.', kind: 'totalCookies', threshold: 10_000 },
  { id: 'rate-10', name: 'Casual baking', description: 'Bake 10 cookies per second.', kind: 'perSecond', threshold: 10 },
  { id: 'rate-100', name: 'Hardcore baking', description: 'Bake 100 cookies per second.', kind: 'perSecond', threshold: 100 },
];

/** Texts of the cookie clicker shown by the server and the dialog. */
export const COOKIE_TEXT = {
  saved: 'Game saved',
  tooSoon: (waitSeconds: number) =>
    `You can save at most once every ${SAVE_INTERVAL_MS / 1000} seconds. Try again in ${waitSeconds} s.`,
  offlineGain: (amount: string) => `Welcome back! Your bakery baked ${amount} cookies while you were away.`,
  achievement: (name: string) => `Achievement unlocked: ${name}`,
} as const;
