import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FeedPost, PostComment, PostSlot } from '@common/api/routes/outfitsFeed';
import { feedUploadImagePath } from '@common/api/routes/outfitsFeed';
import { cdn } from '@common/cdn';
import type { CollageLayout, PostType, Privacy, PostStatus, UploadStatus } from '@common/outfitsFeed/limits';
import { previewComments } from '@common/outfitsFeed/rules';
import { SHORT_COMMENT_MAX } from '@common/outfitsFeed/limits';
import { readAll } from '../../db/client';
import type { Tx } from '../../db/client';
import { outfits } from '../outfits/schema';
import { users } from '../users/schema';
import { feedComments, feedPosts, feedSaves, feedSlots, feedUploads, type FeedPostRow } from './schema';

/** How a player shows on a post or comment: name and the CDN picture of their look. */
export const person = (name: string | null) => ({ name: name ?? 'Unknown', avatar: cdn.userThumbnail(name ?? '') });

/**
 * Posts as the viewer sees them (§3 Post), in the order given: slots with their pictures,
 * counts, the viewer's save, and the card's preview comments (§2: up to 3 short, else the
 * first 2), each read once for the whole page.
 */
export async function presentPosts(db: Tx, viewerId: string, rows: FeedPostRow[]): Promise<FeedPost[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const [creators, slots, saved, comments] = await readAll(
    db,
    () => db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, userIds)),
    () =>
      db
        .select({
          postId: feedSlots.postId,
          position: feedSlots.position,
          outfitId: feedSlots.outfitId,
          outfitName: feedSlots.outfitName,
          outfitPublicId: outfits.publicId,
          width: outfits.width,
          height: outfits.height,
          uploadId: feedUploads.id,
          filename: feedUploads.filename,
          status: feedUploads.status,
        })
        .from(feedSlots)
        .leftJoin(outfits, eq(outfits.id, feedSlots.outfitId))
        .leftJoin(feedUploads, eq(feedUploads.id, feedSlots.uploadId))
        .where(inArray(feedSlots.postId, ids))
        .orderBy(asc(feedSlots.position)),
    () =>
      db
        .select({ postId: feedSaves.postId })
        .from(feedSaves)
        .where(and(eq(feedSaves.userId, viewerId), inArray(feedSaves.postId, ids))),
    () => previewCandidates(db, ids),
  );
  const names = new Map(creators.map((c) => [c.id, c.username]));
  const savedIds = new Set(saved.map((s) => s.postId));
  const slotsOf = new Map<string, PostSlot[]>();
  const outfitIdsOf = new Map<string, number[]>();
  for (const s of slots) {
    const list = slotsOf.get(s.postId) ?? [];
    if (s.uploadId) {
      list.push({ type: 'upload', id: s.uploadId, name: s.filename ?? 'image', file: s.filename, preview: feedUploadImagePath(s.uploadId), width: 1, height: 1, status: s.status as UploadStatus });
    } else {
      list.push({
        type: 'outfit',
        id: String(s.outfitId ?? ''),
        name: s.outfitName ?? 'Outfit',
        file: null,
        preview: s.outfitPublicId ? cdn.outfit(s.outfitPublicId) : cdn.fallbackClothing(),
        width: s.width ?? 1,
        height: s.height ?? 1,
        status: null,
      });
      if (s.outfitId) outfitIdsOf.set(s.postId, [...(outfitIdsOf.get(s.postId) ?? []), s.outfitId]);
    }
    slotsOf.set(s.postId, list);
  }
  const commentsOf = new Map<string, PostComment[]>();
  for (const c of comments) {
    const owner = rows.find((r) => r.id === c.postId)!;
    commentsOf.set(c.postId, [...(commentsOf.get(c.postId) ?? []), presentComment(c, viewerId, owner.userId)]);
  }
  return rows.map((r) => ({
    id: r.id,
    type: r.type as PostType,
    layout: (r.layout as CollageLayout | null) ?? null,
    outfits: outfitIdsOf.get(r.id) ?? [],
    slots: slotsOf.get(r.id) ?? [],
    description: r.description,
    tags: r.tags,
    privacy: r.privacy as Privacy,
    creator: person(names.get(r.userId) ?? null),
    createdAt: (r.publishedAt ?? r.createdAt).toISOString(),
    commentCount: r.commentCount,
    tipCount: r.tipCount,
    tipTotal: r.tipTotal,
    isSaved: savedIds.has(r.id),
    isOwn: r.userId === viewerId,
    status: r.status as PostStatus,
    previewComments: previewComments(commentsOf.get(r.id) ?? []),
  }));
}

export interface CommentRow {
  id: string;
  postId: string;
  userId: string;
  text: string;
  createdAt: Date | string;
  username: string | null;
}

export function presentComment(c: CommentRow, viewerId: string, postOwnerId: string): PostComment {
  return {
    id: c.id,
    text: c.text,
    user: person(c.username),
    createdAt: new Date(c.createdAt).toISOString(),
    canDelete: c.userId === viewerId || postOwnerId === viewerId,
  };
}

/** Per post, oldest first: the first 2 comments and the first 3 short ones (all the card may need). */
async function previewCandidates(db: Tx, postIds: string[]): Promise<CommentRow[]> {
  const { rows } = await db.execute<{ id: string; post_id: string; user_id: string; text: string; created_at: string; username: string | null }>(sql`
    SELECT id, post_id, user_id, text, created_at, username FROM (
      SELECT c.id, c.post_id, c.user_id, c.text, c.created_at, u.username,
        row_number() OVER (PARTITION BY c.post_id ORDER BY c.created_at, c.id) AS n,
        row_number() OVER (PARTITION BY c.post_id, char_length(c.text) <= ${SHORT_COMMENT_MAX} ORDER BY c.created_at, c.id) AS n_kind,
        char_length(c.text) <= ${SHORT_COMMENT_MAX} AS is_short
      FROM ${feedComments} c JOIN ${users} u ON u.id = c.user_id
      WHERE c.post_id IN (${sql.join(postIds.map((id) => sql`${id}::uuid`), sql`, `)})
    ) x
    WHERE n <= 2 OR (is_short AND n_kind <= 3)
    ORDER BY created_at, id`);
  return rows.map((r) => ({ id: r.id, postId: r.post_id, userId: r.user_id, text: r.text, createdAt: r.created_at, username: r.username }));
}

/** One post by id as the viewer sees it (the caller has checked they may). */
export async function presentPost(db: Tx, viewerId: string, id: string): Promise<FeedPost> {
  const [row] = await db.select().from(feedPosts).where(eq(feedPosts.id, id));
  return (await presentPosts(db, viewerId, [row!]))[0]!;
}
