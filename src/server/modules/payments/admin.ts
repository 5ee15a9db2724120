import { eq, sql } from 'drizzle-orm';
import { tierName } from '@common/payments/catalog';
import { PRODUCT_NAME } from '@common/texts';
import type { Db } from '../../db/client';
import { Invalid, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { credit } from '../ledger/service';
import { sendSystemMail } from '../mail/system';
import { users } from '../users/schema';
import { membershipOf } from '../users/membership';

/** The most one operator command grants at once (a typo of a few zeros should not mint millions). */
export const ADMIN_GRANT_MAX = 10_000_000;

async function playerForUpdate(tx: Parameters<Parameters<Db['transaction']>[0]>[0], username: string) {
  const [user] = await tx.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).for('update').limit(1);
  if (!user?.username) throw new NotFound(`No player is named ${username}`);
  return user;
}

/**
 * `npm run admin -- grant`: gives a player coins or gems through the ledger ('grant' rows), with
 * an audit row (no actor: the operator) and a mail from Oldroad saying what and why, in one
 * transaction.
 */
export async function adminGrant(db: Db, username: string, currency: 'coins' | 'gems', amount: number, reason: string): Promise<{ username: string; balance: number }> {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > ADMIN_GRANT_MAX) throw new Invalid(`The amount must be a whole number from 1 to ${ADMIN_GRANT_MAX.toLocaleString('en-US')}`);
  return db.transaction(async (tx) => {
    const user = await playerForUpdate(tx, username);
    const after = await credit(tx, user.id, currency, amount, 'grant', 'admin');
    await recordAudit(tx, {
      actorId: null,
      action: 'user.grant',
      targetType: 'user',
      targetId: user.id,
      before: { username: user.username, [currency]: user[currency] },
      after: { username: user.username, [currency]: after[currency], granted: amount },
      reason,
    });
    await sendSystemMail(tx, user.id, `The ${PRODUCT_NAME} team added ${amount.toLocaleString('en-US')} ${currency} to your account.\n\nWhy: ${reason}`);
    return { username: user.username!, balance: after[currency] };
  });
}

/**
 * `npm run admin -- membership`: sets a player's tier (0 removes it) until a date, or with no
 * end; audited. Coins and gems are not touched (use grant).
 */
export async function adminSetMembership(db: Db, username: string, tier: number, until: Date | null, now = new Date()): Promise<{ username: string; tier: number; until: Date | null }> {
  if (!Number.isInteger(tier) || tier < 0 || tier > 4) throw new Invalid('The tier must be 0 (none) to 4 (Platinum+)');
  if (until && until <= now) throw new Invalid('The end date must be in the future');
  return db.transaction(async (tx) => {
    const user = await playerForUpdate(tx, username);
    const endsAt = tier === 0 ? null : until;
    await tx.update(users).set({ membership: tier, membershipEndsAt: endsAt }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'user.membership',
      targetType: 'user',
      targetId: user.id,
      before: { username: user.username, membership: membershipOf(user), tier: user.membership, endsAt: user.membershipEndsAt?.toISOString() ?? null },
      after: { username: user.username, membership: tier, tier: tierName(tier), endsAt: endsAt?.toISOString() ?? null },
      reason: 'npm run admin',
    });
    return { username: user.username!, tier, until: endsAt };
  });
}
