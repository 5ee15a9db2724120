import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { FeedbackEntry } from '@common/api/routes/feedback';
import { productById } from '@common/payments/catalog';
import { FEEDBACK_TEXT, cancelledText } from '@common/payments/texts';
import type { AppContext } from '../../context';
import { Invalid, RateLimited } from '../../errors';
import { applyPeriod, lockMember } from '../payments/membership';
import { providerOf } from '../payments/provider';
import { subscriptions } from '../payments/schema';
import { users, type UserRow } from '../users/schema';
import { feedback } from './schema';

/** Messages one player may leave for staff per hour. */
export const FEEDBACK_PER_HOUR = 10;
export const FEEDBACK_PAGE = 50;

export interface FeedbackAnswer {
  message: string;
  membershipEndsAt?: string;
}

/**
 * POST /api/feedback (avatar-economy §7): 'Cancel subscription' cancels the player's subscription
 * at the end of the period paid (the membership lasts until then); any other message is kept
 * for staff.
 */
export async function sendFeedback(ctx: AppContext, user: UserRow, message: string): Promise<FeedbackAnswer> {
  if (message === FEEDBACK_TEXT.cancelMessage) return cancelSubscription(ctx, user);
  const [{ n }] = (await ctx.db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.userId, user.id), gt(feedback.createdAt, new Date(Date.now() - 3600_000))))) as [{ n: number }];
  if (n >= FEEDBACK_PER_HOUR) throw new RateLimited('You have sent a lot of feedback. Please try again later.', 3600);
  await ctx.db.insert(feedback).values({ userId: user.id, kind: 'feedback', message });
  return { message: FEEDBACK_TEXT.kept };
}

async function cancelSubscription(ctx: AppContext, user: UserRow): Promise<FeedbackAnswer> {
  const [sub] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, new Date())))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  if (!sub) throw new Invalid(FEEDBACK_TEXT.noSubscription);
  // The provider first (a network call, outside any transaction): it decides when the period ends.
  const end = await providerOf(ctx).cancelAtPeriodEnd(sub.id);
  await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, user.id);
    await tx.update(subscriptions).set({ cancelAtPeriodEnd: true, currentPeriodEnd: end, updatedAt: new Date() }).where(eq(subscriptions.id, sub.id));
    await applyPeriod(tx, user.id, member, productById(sub.product)?.tier ?? member.membership, end);
  });
  return { message: cancelledText(end, 'UTC'), membershipEndsAt: end.toISOString() };
}

/** Staff's list: players' feedback and the payments' notes, newest first. */
export async function listFeedback(ctx: AppContext, page: number): Promise<{ entries: FeedbackEntry[]; hasMore: boolean }> {
  const rows = await ctx.db
    .select({ row: feedback, username: users.username })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(FEEDBACK_PAGE + 1)
    .offset((page - 1) * FEEDBACK_PAGE);
  return {
    entries: rows.slice(0, FEEDBACK_PAGE).map(({ row, username }) => ({
      id: row.id,
      kind: row.kind as FeedbackEntry['kind'],
      message: row.message,
      username,
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > FEEDBACK_PAGE,
  };
}
