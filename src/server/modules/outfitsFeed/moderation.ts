import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ReviewEntry, UploadEntry } from '@common/api/routes/outfitsFeed';
import { feedUploadImagePath } from '@common/api/routes/outfitsFeed';
import { FEED_TEXT, type PostStatus, type UploadStatus } from '@common/outfitsFeed/limits';
import type { AppContext } from '../../context';
import { Conflict, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import type { Tx } from '../../db/client';
import { sendSystemMail } from '../mail/system';
import { users, type UserRow } from '../users/schema';
import { assertCanReviewUpload, canReviewUpload, canSeeUpload, visibleTo } from './policy';
import { person, presentPosts } from './present';
import { feedPosts, feedSlots, feedUploads, type FeedUploadRow } from './schema';

const entryColumns = {
  id: feedUploads.id,
  filename: feedUploads.filename,
  createdAt: feedUploads.createdAt,
  status: feedUploads.status,
  reason: feedUploads.reason,
  postId: feedUploads.postId,
  userId: feedUploads.userId,
  slots: sql<number[]>`(SELECT coalesce(array_agg(${feedSlots.position} + 1 ORDER BY ${feedSlots.position}), '{}') FROM ${feedSlots} WHERE ${feedSlots.uploadId} = ${feedUploads.id})`,
};

type EntryRow = { id: string; filename: string; createdAt: Date; status: string; reason: string | null; postId: string; slots: number[] };

const presentEntry = (r: EntryRow): UploadEntry => ({
  id: r.id,
  filename: r.filename,
  uploadedAt: r.createdAt.toISOString(),
  slots: r.slots.map(Number),
  status: r.status as UploadStatus,
  reason: r.reason,
  preview: feedUploadImagePath(r.id),
  postId: r.postId,
});

/** Upload Status (§2): the player's own uploaded images, newest first, with status and reason. */
export async function ownUploads(ctx: AppContext, userId: string): Promise<UploadEntry[]> {
  const rows = await ctx.db.select(entryColumns).from(feedUploads).where(eq(feedUploads.userId, userId)).orderBy(desc(feedUploads.createdAt), desc(feedUploads.id)).limit(200);
  return rows.map(presentEntry);
}

/** The review queue: pending images, oldest first, each with its post as moderators see it. */
export async function reviewQueue(ctx: AppContext, moderator: UserRow): Promise<ReviewEntry[]> {
  const rows = await ctx.db
    .select({ ...entryColumns, post: feedPosts, username: users.username })
    .from(feedUploads)
    .innerJoin(feedPosts, eq(feedPosts.id, feedUploads.postId))
    .innerJoin(users, eq(users.id, feedUploads.userId))
    .where(eq(feedUploads.status, 'pending'))
    .orderBy(asc(feedUploads.createdAt), asc(feedUploads.id))
    .limit(100);
  const posts = await presentPosts(ctx.db, moderator.id, [...new Map(rows.map((r) => [r.post.id, r.post])).values()]);
  const byId = new Map(posts.map((p) => [p.id, p]));
  return rows.map((r) => ({ ...presentEntry(r), post: byId.get(r.postId)!, creator: person(r.username), canReview: canReviewUpload(moderator, r) }));
}

/** A pending upload locked for a decision the moderator may make (never on their own: policy.ts). */
async function pendingUpload(tx: Tx, moderator: UserRow, id: string): Promise<FeedUploadRow> {
  const [row] = await tx.select().from(feedUploads).where(eq(feedUploads.id, id)).for('update');
  if (!row) throw new NotFound(FEED_TEXT.uploadNotFound);
  assertCanReviewUpload(moderator, row);
  if (row.status !== 'pending') throw new Conflict(FEED_TEXT.alreadyDecided);
  return row;
}

/**
 * The creator hears of each decision by in-app mail from the product's system sender
 * (mail/system.ts), not from the moderator who decided: the audit row names the moderator.
 */
async function tellCreator(tx: Tx, creatorId: string, message: string): Promise<void> {
  await sendSystemMail(tx, creatorId, message);
}

/**
 * Approves a pending image. When it was the post's last image waiting, the post is published
 * (it enters the feed now). Audited and mailed in the same transaction.
 */
export async function approveUpload(ctx: AppContext, moderator: UserRow, id: string): Promise<PostStatus> {
  return ctx.db.transaction(async (tx) => {
    const upload = await pendingUpload(tx, moderator, id);
    await tx.update(feedUploads).set({ status: 'approved', reviewedAt: sql`now()` }).where(eq(feedUploads.id, id));
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(feedUploads)
      .where(and(eq(feedUploads.postId, upload.postId), ne(feedUploads.status, 'approved')));
    const [post] = await tx.select({ status: feedPosts.status }).from(feedPosts).where(eq(feedPosts.id, upload.postId)).for('update');
    let status = (post?.status ?? 'pending') as PostStatus;
    if (status === 'pending' && waiting!.n === 0) {
      await tx.update(feedPosts).set({ status: 'published', publishedAt: sql`now()` }).where(eq(feedPosts.id, upload.postId));
      status = 'published';
    }
    await recordAudit(tx, {
      actorId: moderator.id,
      action: 'feed.upload.approve',
      targetType: 'feed_upload',
      targetId: id,
      before: { status: 'pending', postId: upload.postId, name: upload.filename },
      after: { status: 'approved', postStatus: status },
    });
    await tellCreator(tx, upload.userId, FEED_TEXT.mailApproved(upload.filename, status === 'published'));
    return status;
  });
}

/**
 * Rejects a pending image with a reason: its post will not be shown (rejected), and the post's
 * other images still waiting leave the queue as rejected too. Audited and mailed.
 */
export async function rejectUpload(ctx: AppContext, moderator: UserRow, id: string, reason: string): Promise<PostStatus> {
  return ctx.db.transaction(async (tx) => {
    const upload = await pendingUpload(tx, moderator, id);
    await tx.update(feedUploads).set({ status: 'rejected', reason, reviewedAt: sql`now()` }).where(eq(feedUploads.id, id));
    await tx
      .update(feedUploads)
      .set({ status: 'rejected', reason: FEED_TEXT.siblingRejected, reviewedAt: sql`now()` })
      .where(and(eq(feedUploads.postId, upload.postId), eq(feedUploads.status, 'pending')));
    await tx.update(feedPosts).set({ status: 'rejected', publishedAt: null }).where(eq(feedPosts.id, upload.postId));
    await recordAudit(tx, {
      actorId: moderator.id,
      action: 'feed.upload.reject',
      targetType: 'feed_upload',
      targetId: id,
      before: { status: 'pending', postId: upload.postId, name: upload.filename },
      after: { status: 'rejected', postStatus: 'rejected' },
      reason,
    });
    await tellCreator(tx, upload.userId, FEED_TEXT.mailRejected(upload.filename, reason));
    return 'rejected' as const;
  });
}

/**
 * An uploaded image's bytes for a viewer allowed to see it: its uploader, a moderator, or
 * anyone who may see its post once the image is approved. Anything else is 404.
 */
export async function uploadImage(ctx: AppContext, viewer: UserRow | null, id: string): Promise<{ data: Buffer; contentType: string } | null> {
  if (!viewer) return null;
  const [row] = await ctx.db
    .select({ data: feedUploads.data, contentType: feedUploads.contentType, userId: feedUploads.userId, status: feedUploads.status, postId: feedUploads.postId })
    .from(feedUploads)
    .where(eq(feedUploads.id, id));
  if (!row) return null;
  const postVisible = async () =>
    (await ctx.db.select({ id: feedPosts.id }).from(feedPosts).where(and(eq(feedPosts.id, row.postId), visibleTo(viewer.id)))).length > 0;
  return (await canSeeUpload(viewer, row, postVisible)) ? row : null;
}

/**
 * A reported outfit post taken out of the feed (a moderator's decision on a report): status
 * rejected, so only its creator still sees it. Answers whose it was, or null when it is gone.
 */
export async function takeDownPostIn(tx: Tx, id: string) {
  const [row] = await tx.update(feedPosts).set({ status: 'rejected' }).where(eq(feedPosts.id, id)).returning({ userId: feedPosts.userId, description: feedPosts.description });
  return row ?? null;
}
