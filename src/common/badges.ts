/** Profile badge bitmask (social-core §3). */
export const BADGES = [
  { bit: 1, key: 'earlyAccess', label: 'Early Access' },
  { bit: 2, key: 'donator', label: 'Donator' },
  { bit: 4, key: 'beta', label: 'Beta' },
  { bit: 8, key: 'creator', label: 'Creator' },
  { bit: 16, key: 'verified', label: 'Verified' },
  { bit: 32, key: 'fashionIcon', label: 'Fashion Icon' },
  { bit: 64, key: 'collector', label: 'Collector' },
  { bit: 128, key: 'celebrity', label: 'Celebrity' },
  { bit: 256, key: 'ambassador', label: 'Ambassador' },
] as const;
export type BadgeKey = (typeof BADGES)[number]['key'];
export const badgesOf = (mask: number) => BADGES.filter((b) => (mask & b.bit) !== 0);
export const badgeMask = (...keys: BadgeKey[]) => BADGES.filter((b) => keys.includes(b.key)).reduce((m, b) => m | b.bit, 0);
