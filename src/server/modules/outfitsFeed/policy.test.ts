import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ECONOMY_TEXT } from '@common/economy/currency';
import { FEED_TEXT } from '@common/outfitsFeed/limits';
import { useTestApp } from '../../test/app';
import { action, NOT_SIGNED_IN, ok, policyTable, refused, STAFF_ONLY, useWorld, type World } from '../../test/policy-table';
import { friendships } from '../friends/schema';
import { feedComments, feedPosts, feedUploads } from './schema';
import { createPostBody, pixelFloodPng, pngImage } from './testing';
import { makePlayer } from '../../test/players';

/** Who may do what in the outfits feed (policy.ts), through the real routes. The owner made the post. */
const t = useTestApp();
const w = useWorld(t, 'Op');

async function post(world: World, privacy: 'everyone' | 'friends' = 'everyone'): Promise<string> {
  if (privacy === 'friends') {
    await t.ctx.db
      .insert(friendships)
      .values([
        { userId: world.owner.id, friendId: world.other.id },
        { userId: world.other.id, friendId: world.owner.id },
      ])
      .onConflictDoNothing();
  }
  const [row] = await t.ctx.db
    .insert(feedPosts)
    .values({ userId: world.owner.id, type: 'single', description: 'An outfit for the table', privacy, status: 'published', publishedAt: new Date() })
    .returning({ id: feedPosts.id });
  return row!.id;
}

/** Other's comment on the owner's post. */
async function comment(world: World): Promise<string> {
  const postId = await post(world);
  const [row] = await t.ctx.db.insert(feedComments).values({ postId, userId: world.other.id, text: 'Lovely colours' }).returning({ id: feedComments.id });
  return row!.id;
}

/** A pending image of the owner's, waiting for review. */
async function upload(world: World, by: keyof World = 'owner'): Promise<string> {
  const [p] = await t.ctx.db.insert(feedPosts).values({ userId: world[by].id, type: 'single', description: 'A photo of my own', status: 'pending' }).returning({ id: feedPosts.id });
  const [u] = await t.ctx.db
    .insert(feedUploads)
    .values({ userId: world[by].id, postId: p!.id, filename: 'me.png', contentType: 'image/png', data: await pngImage(), width: 40, height: 60 })
    .returning({ id: feedUploads.id });
  return u!.id;
}

const everyone = (answer: ReturnType<typeof ok>) => ({ player: answer, owner: answer, other: answer, blocked: answer, blocker: answer, moderator: answer, admin: answer });
const HIDDEN_BY_BLOCK = { blocked: refused(404, FEED_TEXT.notFound), blocker: refused(404, FEED_TEXT.notFound) };

policyTable(t, w, 'outfits feed', [
  action({
    action: 'see a post',
    setup: (world) => post(world),
    request: (id) => ({ method: 'GET', url: `/api/outfits-feed/posts/${id}` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(ok()), ...HIDDEN_BY_BLOCK },
  }),
  action({
    action: 'see a friends-only post (other is the owner’s friend)',
    setup: (world) => post(world, 'friends'),
    request: (id) => ({ method: 'GET', url: `/api/outfits-feed/posts/${id}` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(404, FEED_TEXT.notFound)), owner: ok(), other: ok(), moderator: ok(), admin: ok() },
  }),
  action({
    action: 'change a post',
    setup: (world) => post(world),
    request: (id) => ({ method: 'PATCH', url: `/api/outfits-feed/posts/${id}`, payload: { privacy: 'private' } }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, FEED_TEXT.notYourPost)), owner: ok(FEED_TEXT.updated), ...HIDDEN_BY_BLOCK },
  }),
  action({
    action: 'delete a post',
    setup: (world) => post(world),
    request: (id) => ({ method: 'DELETE', url: `/api/outfits-feed/posts/${id}` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, FEED_TEXT.notYourPost)), owner: ok(FEED_TEXT.deleted), ...HIDDEN_BY_BLOCK },
  }),
  action({
    action: 'comment on a post',
    setup: (world) => post(world),
    request: (id) => ({ method: 'POST', url: `/api/outfits-feed/posts/${id}/comments`, payload: { text: 'Nice hat' } }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(ok(FEED_TEXT.commentPosted)), ...HIDDEN_BY_BLOCK },
  }),
  action({
    action: 'delete other’s comment on the owner’s post',
    setup: (world) => comment(world),
    request: (id) => ({ method: 'DELETE', url: `/api/outfits-feed/comments/${id}` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(404, FEED_TEXT.commentNotFound)), owner: ok(FEED_TEXT.commentDeleted), other: ok(FEED_TEXT.commentDeleted) },
  }),
  action({
    action: 'approve the owner’s uploaded image',
    setup: (world) => upload(world),
    request: (id) => ({ method: 'POST', url: `/api/outfits-feed/moderation/uploads/${id}/approve` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(STAFF_ONLY), moderator: ok(FEED_TEXT.approved), admin: ok(FEED_TEXT.approved) },
  }),
]);

describe('reviewing one’s own upload', () => {
  it('is refused to moderators and admins alike; the queue says they may not', async () => {
    for (const who of ['moderator', 'admin'] as const) {
      const id = await upload(w, who);
      const approve = await t.call({ method: 'POST', url: `/api/outfits-feed/moderation/uploads/${id}/approve`, key: w[who].key });
      const reject = await t.call({ method: 'POST', url: `/api/outfits-feed/moderation/uploads/${id}/reject`, key: w[who].key, payload: { reason: 'mine' } });
      expect([approve.status, approve.body.message, reject.status, reject.body.message]).toEqual([403, FEED_TEXT.reviewOwn, 403, FEED_TEXT.reviewOwn]);
      const [row] = await t.ctx.db.select({ status: feedUploads.status }).from(feedUploads).where(eq(feedUploads.id, id));
      expect(row!.status).toBe('pending');
      const queue = (await t.call({ method: 'GET', url: '/api/outfits-feed/moderation/uploads', key: w[who].key })).body.uploads as { id: string; canReview: boolean }[];
      expect(queue.find((u) => u.id === id)?.canReview).toBe(false);
      // Another moderator decides it.
      const other = who === 'moderator' ? w.admin : w.moderator;
      expect(queue.length).toBeGreaterThan(0);
      expect((await t.call({ method: 'POST', url: `/api/outfits-feed/moderation/uploads/${id}/approve`, key: other.key })).status).toBe(200);
    }
  });
});

describe('a new post with images', () => {
  it('is refused for want of the gem before any image is read or decoded', async () => {
    const broke = await makePlayer(t, { username: 'OpBroke', coins: 5000, gems: 0 });
    const { payload, headers } = createPostBody({ type: 'single', slots: [{ type: 'upload', field: 'slot0' }], description: 'A pixel flood', tags: '' }, [
      { field: 'slot0', filename: 'bomb.png', type: 'image/png', data: pixelFloodPng() },
    ]);
    const res = await t.call({ method: 'POST', url: '/api/outfits-feed/posts', key: broke.key, payload, headers });
    // The fee's refusal, not the image's: nothing was decoded.
    expect(res).toMatchObject({ status: 402, body: { message: ECONOMY_TEXT.insufficientFunds } });
    expect(await t.ctx.db.select().from(feedPosts).where(eq(feedPosts.userId, broke.id))).toEqual([]);
  });
});
