import { badgeMask } from '../badges';

/**
 * What the support page sells (avatar-economy §9, issue 20), written once: the server decides
 * every grant from this table and the web page shows it. Prices are in US cents.
 */

/** Membership tiers (social-core §1: above 0 is a Resident with the crown). */
export const MEMBERSHIP_TIERS = [
  { tier: 1, name: 'Resident' },
  { tier: 2, name: 'VIP+' },
  { tier: 3, name: 'Gold+' },
  { tier: 4, name: 'Platinum+' },
] as const;
export type MembershipTier = 0 | 1 | 2 | 3 | 4;

export const tierName = (tier: number): string => MEMBERSHIP_TIERS.find((t) => t.tier === tier)?.name ?? 'None';

export const PRODUCT_IDS = [
  'gems-375',
  'gems-625',
  'gems-1250',
  'gems-2525',
  'gems-3765',
  'gems-12550',
  'resident-monthly',
  'resident-yearly',
  'vip-monthly',
  'vip-yearly',
  'gold-monthly',
  'gold-yearly',
  'platinum-monthly',
  'platinum-yearly',
  'lifetime-vip',
  'lifetime-gold',
  'lifetime-platinum',
  'boost',
] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export type ProductKind = 'gems' | 'subscription' | 'lifetime' | 'boost';
export type BillingInterval = 'month' | 'year';

export interface Product {
  id: ProductId;
  kind: ProductKind;
  name: string;
  /** What one payment costs, in cents (a subscription: one period). */
  priceCents: number;
  /** Gems and coins one payment (or one subscription period) grants. */
  gems: number;
  coins: number;
  /** Membership tier it gives (0: none). */
  tier: MembershipTier;
  interval?: BillingInterval;
  /** Lifetime bundles: how many can ever be sold. */
  limit?: number;
  /** Badges (bitmask) a lifetime bundle adds. */
  badges?: number;
  /** Shown as the best value among gem packs. */
  bestValue?: boolean;
  features: string[];
}

/** Monthly plans (avatar-economy §9): price and what each month grants. */
const PLANS = [
  { key: 'resident', tier: 1, name: 'Resident', monthlyCents: 499, gems: 100, coins: 75_000 },
  { key: 'vip', tier: 2, name: 'VIP+', monthlyCents: 999, gems: 500, coins: 600_000 },
  { key: 'gold', tier: 3, name: 'Gold+', monthlyCents: 1499, gems: 1_500, coins: 1_500_000 },
  { key: 'platinum', tier: 4, name: 'Platinum+', monthlyCents: 2999, gems: 4_500, coins: 3_500_000 },
] as const;

/** A yearly plan costs this many months (avatar-economy §9). */
export const YEARLY_MONTHS = 11;

const n = (v: number) => v.toLocaleString('en-US');
const planFeatures = (p: (typeof PLANS)[number], interval: BillingInterval): string[] => [
  ...(interval === 'month'
    ? [`${n(p.gems)} gems every month`, `${n(p.coins)} coins every month`]
    : [`${n(p.gems * 12)} gems a year (12 months' worth at once)`, `${n(p.coins * 12)} coins a year`]),
  'The Resident crown on your name',
  'Your own name tag and name colour',
];

const LIFETIME_BADGES = badgeMask('earlyAccess', 'verified', 'donator', 'beta', 'fashionIcon', 'collector');

const LIFETIME = [
  { id: 'lifetime-vip', tier: 2, name: 'Lifetime VIP+', cents: 11_999, limit: 5, badges: LIFETIME_BADGES },
  { id: 'lifetime-gold', tier: 3, name: 'Lifetime Gold', cents: 14_999, limit: 13, badges: LIFETIME_BADGES },
  { id: 'lifetime-platinum', tier: 4, name: 'Lifetime Platinum', cents: 19_999, limit: 3, badges: LIFETIME_BADGES | badgeMask('celebrity') },
] as const;

const GEM_PACKS = [
  { gems: 375, cents: 299 },
  { gems: 625, cents: 499 },
  { gems: 1250, cents: 999 },
  { gems: 2525, cents: 1999 },
  { gems: 3765, cents: 2999, bestValue: true },
  { gems: 12550, cents: 9999 },
] as const;

export const BOOST_PRICE_CENTS = 1000;

function buildCatalog(): Product[] {
  const out: Product[] = [];
  for (const g of GEM_PACKS) {
    out.push({
      id: `gems-${g.gems}` as ProductId,
      kind: 'gems',
      name: `${g.gems.toLocaleString('en-US')} gems`,
      priceCents: g.cents,
      gems: g.gems,
      coins: 0,
      tier: 0,
      bestValue: 'bestValue' in g ? g.bestValue : undefined,
      features: [`${g.gems.toLocaleString('en-US')} gems, yours at once`],
    });
  }
  for (const p of PLANS) {
    for (const interval of ['month', 'year'] as const) {
      out.push({
        id: `${p.key}-${interval === 'month' ? 'monthly' : 'yearly'}` as ProductId,
        kind: 'subscription',
        name: `${p.name} (${interval === 'month' ? 'monthly' : 'yearly'})`,
        priceCents: interval === 'month' ? p.monthlyCents : p.monthlyCents * YEARLY_MONTHS,
        // A yearly plan is paid once a year, for 11 months' price, and grants the 12 months' gems and coins then.
        gems: interval === 'month' ? p.gems : p.gems * 12,
        coins: interval === 'month' ? p.coins : p.coins * 12,
        tier: p.tier,
        interval,
        features: planFeatures(p, interval),
      });
    }
  }
  for (const l of LIFETIME) {
    out.push({
      id: l.id,
      kind: 'lifetime',
      name: l.name,
      priceCents: l.cents,
      gems: 0,
      coins: 0,
      tier: l.tier,
      limit: l.limit,
      badges: l.badges,
      features: [`${tierName(l.tier)} membership forever`, 'Badges: Early Access, Verified, Donator, Beta Tester, Fashion Icon, Collector', ...(l.tier === 4 ? ['The Celebrity badge'] : []), `Only ${l.limit} will ever be sold`],
    });
  }
  out.push({ id: 'boost', kind: 'boost', name: 'Boost', priceCents: BOOST_PRICE_CENTS, gems: 0, coins: 0, tier: 0, features: ['Pushes the town towards its goal', 'Your name on the boost leaderboard'] });
  return out;
}

export const PRODUCTS: readonly Product[] = Object.freeze(buildCatalog());
const BY_ID = new Map(PRODUCTS.map((p) => [p.id, p]));

export const productById = (id: string): Product | undefined => BY_ID.get(id as ProductId);
export const isProductId = (id: string): id is ProductId => BY_ID.has(id as ProductId);

/** Dollars as the page shows them: 4.99, 119.99. */
export const formatPrice = (cents: number): string => (cents / 100).toFixed(2);

/** How long one paid subscription period lasts, from a given start (calendar month or year). */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start.getTime());
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** The boost goal's default target in dollars (avatar-economy §9; the operator sets BOOST_GOAL). */
export const BOOST_GOAL_DEFAULT = 5000;
/** Leaderboard rows the page shows. */
export const BOOST_LEADERBOARD_SIZE = 10;
