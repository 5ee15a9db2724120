import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { FEED_TEXT } from '@common/outfitsFeed/limits';
import { isModerator } from '@common/roles';
import type { Db, DbTransaction } from '../../db/client';
import { Forbidden, NotFound } from '../../errors';
import { friendships } from '../friends/schema';
import { neitherBlocks } from '../users/blocks';
import type { UserRow } from '../users/schema';
import { assertStanding, type StandingField } from '../users/standing';
import { feedPosts, type FeedPostRow, type FeedUploadRow } from './schema';

/**
 * Who may do what in the outfits feed, decided here and nowhere else (the services read rows
 * and call these). A post the viewer may not see answers exactly like a missing one (404), so
 * ids reveal nothing; what they may see but not change is 403.
 */

export type FeedActor = Pick<UserRow, 'id' | 'access' | StandingField>;

/**
 * SQL: who sees a post. Its creator always; anyone else only once it is published, then by its
 * privacy (everyone, the creator's friends, or nobody else), and never across a block either
 * way (no reading, comments or tips: users/blocks.ts).
 */
export function visibleTo(viewerId: string): SQL {
  return or(
    eq(feedPosts.userId, viewerId),
    and(
      eq(feedPosts.status, 'published'),
      neitherBlocks(feedPosts.userId, viewerId),
      or(
        eq(feedPosts.privacy, 'everyone'),
        and(
          eq(feedPosts.privacy, 'friends'),
          sql`EXISTS (SELECT 1 FROM ${friendships} WHERE ${friendships.userId} = ${feedPosts.userId} AND ${friendships.friendId} = ${viewerId})`,
        ),
      ),
    ),
  )!;
}

/**
 * The post if the viewer may see it, else 404. `asModerator`: where a moderator reads posts to
 * review them (the post and its comments), they see any post.
 */
export async function visiblePost(db: Db | DbTransaction, viewer: Pick<UserRow, 'id' | 'access'>, id: string, opts: { asModerator?: boolean } = {}): Promise<FeedPostRow> {
  const moderatorView = opts.asModerator && isModerator(viewer.access);
  const [row] = await db
    .select()
    .from(feedPosts)
    .where(moderatorView ? eq(feedPosts.id, id) : and(eq(feedPosts.id, id), visibleTo(viewer.id)));
  if (!row) throw new NotFound(FEED_TEXT.notFound);
  return row;
}

/** Only the creator changes or deletes a post (its words, tags and audience). */
export const canChangePost = (actor: Pick<UserRow, 'id'>, post: Pick<FeedPostRow, 'userId'>): boolean => post.userId === actor.id;

export function assertCanChangePost(actor: FeedActor, post: Pick<FeedPostRow, 'userId'>): void {
  if (!canChangePost(actor, post)) throw new Forbidden(FEED_TEXT.notYourPost);
}

/** New words on one's post (its description or tags): the player's standing lets them speak (a mute refuses it). */
export function assertCanReword(actor: FeedActor): void {
  assertStanding(actor, 'speak');
}

/** Posting: the player's standing lets them speak; the outfits are their own (checked by the caller's query). */
export function assertCanPost(actor: FeedActor, outfitsOwned: boolean): void {
  assertStanding(actor, 'speak');
  if (!outfitsOwned) throw new Forbidden(FEED_TEXT.outfitNotYours);
}

/** Commenting on a post one may see (visiblePost already kept blocks out). */
export function assertCanComment(actor: FeedActor): void {
  assertStanding(actor, 'speak');
}

/** A comment goes by its author's hand or the post creator's; to anyone else it does not exist (404). */
export const canDeleteComment = (actor: Pick<UserRow, 'id'>, comment: { userId: string }, postOwnerId: string): boolean =>
  comment.userId === actor.id || postOwnerId === actor.id;

export function assertCanDeleteComment(actor: FeedActor, comment: { userId: string }, postOwnerId: string): void {
  if (!canDeleteComment(actor, comment, postOwnerId)) throw new NotFound(FEED_TEXT.commentNotFound);
}

/** Tips go to published posts one may see; who may tip whom is the one rule of tips (tips/flow.ts checks it first). */
export function assertPostTakesTips(post: Pick<FeedPostRow, 'status'>): void {
  if (post.status !== 'published') throw new NotFound(FEED_TEXT.notFound);
}

/** Moderators review uploads, never their own (the route's `role` refuses players first). */
export const canReviewUpload = (actor: Pick<UserRow, 'id' | 'access'>, upload: Pick<FeedUploadRow, 'userId'>): boolean =>
  isModerator(actor.access) && upload.userId !== actor.id;

export function assertCanReviewUpload(actor: FeedActor, upload: Pick<FeedUploadRow, 'userId'>): void {
  if (!canReviewUpload(actor, upload)) throw new Forbidden(FEED_TEXT.reviewOwn);
}

/**
 * An uploaded image's bytes: its uploader and moderators always; anyone else only once it is
 * approved and they may see its post (`postVisible`). Anything else is 404.
 */
export const canSeeUpload = (viewer: Pick<UserRow, 'id' | 'access'>, upload: Pick<FeedUploadRow, 'userId' | 'status'>, postVisible: () => Promise<boolean>): Promise<boolean> | boolean =>
  upload.userId === viewer.id || isModerator(viewer.access) || (upload.status === 'approved' && postVisible());
