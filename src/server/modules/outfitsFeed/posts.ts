import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CreatePostFields, FeedPost } from '@common/api/routes/outfitsFeed';
import { ECONOMY_TEXT, type Balances } from '@common/economy/currency';
import { DEFAULT_LAYOUT, FEED_PAGE_SIZE, FEED_TEXT, POST_FEE_GEMS, SLOT_COUNT, type FeedFilter, type Privacy } from '@common/outfitsFeed/limits';
import { descriptionProblem, parseTags, tagsProblem } from '@common/outfitsFeed/rules';
import { WORDS_TEXT } from '@common/words/rules';
import type { AppContext } from '../../context';
import { Invalid, PaymentRequired } from '../../errors';
import { spendOnce } from '../ledger/idempotency';
import { spend } from '../ledger/service';
import type { Tx } from '../../db/client';
import { assertLabelAllowed, openWordCase, screenText, type Verdict } from '../words/screen';
import { outfits } from '../outfits/schema';
import { users, type UserRow } from '../users/schema';
import { assertCanChangePost, assertCanPost, assertCanReword, visiblePost, visibleTo, type FeedActor } from './policy';
import { checkImage, type CheckedImage } from './images';
import { presentPost, presentPosts } from './present';
import { feedPosts, feedSlots, feedUploads } from './schema';

/** A file as the request carried it, before any check. */
export interface ReceivedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Where the feed orders a post: when it was published, or made (the creator's own pending ones). */
const sortKey = sql`coalesce(${feedPosts.publishedAt}, ${feedPosts.createdAt})`;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of posts the viewer may see, newest first; search matches description, tags or creator. */
export async function listPosts(
  ctx: AppContext,
  viewerId: string,
  opts: { search?: string; filter: FeedFilter; cursor?: string },
): Promise<{ posts: FeedPost[]; nextCursor: string | null }> {
  const where: SQL[] = [visibleTo(viewerId), sql`${feedPosts.status} <> 'rejected'`];
  if (opts.filter !== 'all') where.push(eq(feedPosts.type, opts.filter));
  const term = opts.search?.trim();
  if (term) {
    const like = likePattern(term);
    where.push(or(ilike(feedPosts.description, like), sql`array_to_string(${feedPosts.tags}, ' ') ILIKE ${like}`, ilike(users.username, like))!);
  }
  const cursor = parseCursor(opts.cursor);
  if (cursor) where.push(sql`(${sortKey}, ${feedPosts.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await ctx.db
    .select({ post: feedPosts, at: sql<string>`to_char(${sortKey} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(feedPosts)
    .innerJoin(users, eq(users.id, feedPosts.userId))
    .where(and(...where))
    .orderBy(desc(sortKey), desc(feedPosts.id))
    .limit(FEED_PAGE_SIZE + 1);
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const last = page.at(-1);
  return {
    posts: await presentPosts(ctx.db, viewerId, page.map((r) => r.post)),
    nextCursor: rows.length > FEED_PAGE_SIZE && last ? `${last.at}|${last.post.id}` : null,
  };
}

function parseCursor(cursor: string | undefined): { at: string; id: string } | null {
  const m = cursor ? /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f-]{36})$/.exec(cursor) : null;
  return m ? { at: m[1]!, id: m[2]! } : null;
}

export async function getPost(ctx: AppContext, viewer: UserRow, id: string): Promise<FeedPost> {
  await visiblePost(ctx.db, viewer, id, { asModerator: true });
  return presentPost(ctx.db, viewer.id, id);
}

/**
 * Refuses a new post whose fee the player cannot pay, before its body (up to three images) is
 * read or decoded. A keyed repeat of a post already made still gets its stored answer: the
 * refusal goes through spendOnce, which answers a stored Idempotency-Key before its action.
 * The fee itself is taken in the post's transaction (createPost), which decides for good.
 */
export async function assertCanPayPostFee(ctx: AppContext, req: FastifyRequest, actor: Pick<UserRow, 'id' | 'gems'>): Promise<void> {
  if (actor.gems >= POST_FEE_GEMS) return;
  await spendOnce(ctx, req, actor.id, () => Promise.reject(new PaymentRequired(ECONOMY_TEXT.insufficientFunds)));
}

/**
 * Creates a post (§4): the slots of its type all filled, a description of 10-500 characters,
 * tags, privacy; outfits must be the creator's own (policy.ts). The gem fee, the post, its
 * uploaded images and slots commit together (spendOnce: a repeated Idempotency-Key is charged
 * once). A post with uploads waits for moderation; a post of outfits only is published at once.
 */
export async function createPost(
  ctx: AppContext,
  req: FastifyRequest,
  actor: FeedActor,
  fields: CreatePostFields & { tags: string; privacy: Privacy },
  received: Map<string, ReceivedFile>,
): Promise<{ post: FeedPost; balances: Balances }> {
  const userId = actor.id;
  const want = SLOT_COUNT[fields.type];
  const slots = fields.slots;
  if (slots.length !== want) throw new Invalid(FEED_TEXT.fillAllSlots);
  const fieldsUsed = slots.flatMap((s) => (s.type === 'upload' ? [s.field] : []));
  if (new Set(fieldsUsed).size !== fieldsUsed.length || fieldsUsed.some((f) => !received.has(f))) throw new Invalid(FEED_TEXT.fillAllSlots);
  const descriptionError = descriptionProblem(fields.description);
  if (descriptionError) throw new Invalid(descriptionError, 'description');
  const tags = parseTags(fields.tags);
  const tagsError = tagsProblem(tags);
  if (tagsError) throw new Invalid(tagsError, 'tags');
  // The word filter (words/screen.ts), before the images are decoded: a refusal costs nothing.
  const verdict = await screenFeedText(ctx, actor.id, fields.description.trim(), tags);

  const outfitIds = slots.flatMap((s) => (s.type === 'outfit' ? [s.outfitId] : []));
  const own = outfitIds.length
    ? await ctx.db
        .select({ id: outfits.id, name: outfits.name })
        .from(outfits)
        .where(and(eq(outfits.userId, userId), inArray(outfits.id, outfitIds)))
    : [];
  const ownNames = new Map(own.map((o) => [o.id, o.name]));
  assertCanPost(actor, outfitIds.every((id) => ownNames.has(id)));

  // The images last: decoding is the costly check, and a refusal before it stores nothing either.
  const files = new Map<string, CheckedImage>();
  for (const field of fieldsUsed) {
    const file = received.get(field)!;
    files.set(field, await checkImage(file.filename, file.mimetype, file.data));
  }

  const layout = fields.type === 'collage' ? (fields.layout ?? DEFAULT_LAYOUT) : null;
  const hasUploads = fieldsUsed.length > 0;
  const postId = randomUUID();
  return spendOnce(ctx, req, userId, async (tx) => {
    const balances = await spend(tx, userId, 'gems', POST_FEE_GEMS, 'post_fee', postId);
    await tx.insert(feedPosts).values({
      id: postId,
      userId,
      type: fields.type,
      layout,
      description: verdict.text,
      tags,
      privacy: fields.privacy,
      status: hasUploads ? 'pending' : 'published',
      publishedAt: hasUploads ? null : sql`now()`,
    });
    const uploadIds = new Map<string, string>();
    for (const field of fieldsUsed) {
      const img = files.get(field)!;
      const [row] = await tx
        .insert(feedUploads)
        .values({ userId, postId, filename: img.filename, contentType: img.contentType, data: img.data, width: img.width, height: img.height })
        .returning({ id: feedUploads.id });
      uploadIds.set(field, row!.id);
    }
    await tx.insert(feedSlots).values(
      slots.map((s, position) =>
        s.type === 'outfit' ? { postId, position, outfitId: s.outfitId, outfitName: ownNames.get(s.outfitId)! } : { postId, position, uploadId: uploadIds.get(s.field)! },
      ),
    );
    await holdForWords(ctx, tx, verdict, postId);
    return { post: await presentPost(tx, userId, postId), balances };
  });
}

/**
 * The word filter on a post's words (words/screen.ts): censored words in the description are
 * replaced; a tag hitting any entry refuses the post (a blurred bar is no tag); a `mute` word
 * refuses it and mutes its creator.
 */
async function screenFeedText(ctx: AppContext, authorId: string, description: string, tags: string[]) {
  for (const tag of tags) await assertLabelAllowed(ctx, tag, WORDS_TEXT.tagRefused(tag), 'tags');
  return screenText(ctx, description, { where: 'feedPost', authorId });
}

/**
 * `review`: a case on the post; `hide`: the case, then the post taken out of the feed as a
 * case's hide does (status rejected: only its creator still sees it). In the writing transaction.
 */
async function holdForWords(ctx: AppContext, tx: Tx, verdict: Verdict, postId: string): Promise<void> {
  await openWordCase(ctx, tx, verdict, { type: 'feedPost', id: postId });
  if (verdict.hidden) await tx.update(feedPosts).set({ status: 'rejected', publishedAt: null }).where(eq(feedPosts.id, postId));
}

/** The creator's own post, else 404 when the viewer cannot see it and 403 when they can. */
async function ownPost(ctx: AppContext, viewer: FeedActor, id: string) {
  const row = await visiblePost(ctx.db, viewer, id);
  assertCanChangePost(viewer, row);
  return row;
}

export async function updatePost(ctx: AppContext, viewer: UserRow, id: string, changes: { description?: string; tags?: string; privacy?: Privacy }): Promise<FeedPost> {
  await ownPost(ctx, viewer, id);
  if (changes.description !== undefined || changes.tags !== undefined) assertCanReword(viewer);
  const set: Partial<typeof feedPosts.$inferInsert> = {};
  if (changes.description !== undefined) {
    const problem = descriptionProblem(changes.description);
    if (problem) throw new Invalid(problem, 'description');
    set.description = changes.description.trim();
  }
  if (changes.tags !== undefined) {
    const tags = parseTags(changes.tags);
    const problem = tagsProblem(tags);
    if (problem) throw new Invalid(problem, 'tags');
    set.tags = tags;
  }
  if (changes.privacy !== undefined) set.privacy = changes.privacy;
  const verdict = await screenFeedText(ctx, viewer.id, set.description ?? '', set.tags ?? []);
  if (set.description !== undefined) set.description = verdict.text;
  if (Object.keys(set).length) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(feedPosts).set(set).where(eq(feedPosts.id, id));
      await holdForWords(ctx, tx, verdict, id);
    });
  }
  return presentPost(ctx.db, viewer.id, id);
}

/** Deletes the creator's post with its slots, images, comments, tips and saves (the fee is not refunded). */
export async function deletePost(ctx: AppContext, viewer: UserRow, id: string): Promise<void> {
  await ownPost(ctx, viewer, id);
  await ctx.db.delete(feedPosts).where(and(eq(feedPosts.id, id), eq(feedPosts.userId, viewer.id)));
}
