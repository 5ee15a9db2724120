/**
 * A membership is a tier with an end (none for lifetime). What the player has is decided on the
 * clock when it is read, so no job has to run for a membership to end: the tier while it lasts,
 * 0 after. The server's SQL twin is `activeMembershipSql` (modules/users/membership.ts).
 */
export function activeMembership(tier: number, endsAt: Date | string | null | undefined, now: number = Date.now()): number {
  if (tier <= 0) return 0;
  if (endsAt == null) return tier;
  const end = typeof endsAt === 'string' ? Date.parse(endsAt) : endsAt.getTime();
  return end > now ? tier : 0;
}
