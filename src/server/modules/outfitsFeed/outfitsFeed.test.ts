import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatePostFields, FeedPost } from '@common/api/routes/outfitsFeed';
import { TIP_TEXT } from '@common/economy/tips';
import { COMMENT_MAX, FEED_TEXT } from '@common/outfitsFeed/limits';
import { ROLE_TEXT } from '@common/roles';
import { PRODUCT_NAME } from '@common/texts';
import { useTestApp } from '../../test/app';
import { auditLog } from '../audit/schema';
import { friendships } from '../friends/schema';
import { mail } from '../mail/schema';
import { SYSTEM_SENDER_ID } from '../mail/system';
import { outfits } from '../outfits/schema';
import { users } from '../users/schema';
import { feedPosts, feedUploads } from './schema';
import { createPostBody, feedOutfit, jpegImage, pixelFloodPng, pngImage, type UploadPart } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

const t = useTestApp();
let ann: TestPlayer, friend: TestPlayer, stranger: TestPlayer, mod: TestPlayer;
const annOutfits: number[] = [];

beforeAll(async () => {
  ann = await makePlayer(t, { username: 'Ann', coins: 5000, gems: 10 });
  friend = await makePlayer(t, { username: 'Fred', coins: 5000, gems: 25 });
  stranger = await makePlayer(t, { username: 'Stan', coins: 5000, gems: 25 });
  mod = await makePlayer(t, { username: 'Mona', coins: 5000, gems: 25, role: 'moderator' });
  await t.ctx.db.insert(friendships).values([
    { userId: ann.id, friendId: friend.id },
    { userId: friend.id, friendId: ann.id },
  ]);
  for (const name of ['Red', 'Blue', 'Green']) annOutfits.push(await feedOutfit(t, ann.id, name));
});

const single = (outfitId: number, extra: Partial<CreatePostFields> = {}): CreatePostFields => ({
  type: 'single',
  slots: [{ type: 'outfit', outfitId }],
  description: 'My favourite outfit for the weekend',
  tags: 'summer, , red ,summer',
  ...extra,
});

const create = (p: TestPlayer, fields: CreatePostFields, files: UploadPart[] = [], headers: Record<string, string> = {}) => {
  const body = createPostBody(fields, files);
  return t.call({ method: 'POST', url: '/api/outfits-feed/posts', key: p.key, payload: body.payload, headers: { ...body.headers, ...headers } });
};
const get = (p: TestPlayer, id: string) => t.call({ method: 'GET', url: `/api/outfits-feed/posts/${id}`, key: p.key });
const list = async (p: TestPlayer, query = '') => (await t.call({ method: 'GET', url: `/api/outfits-feed/posts${query}`, key: p.key })).body.posts as FeedPost[];
const balances = async (p: TestPlayer) => (await t.ctx.db.select({ coins: users.coins, gems: users.gems }).from(users).where(eq(users.id, p.id)))[0]!;
const countRows = async () => ({
  posts: (await t.ctx.db.select({ n: count() }).from(feedPosts))[0]!.n,
  uploads: (await t.ctx.db.select({ n: count() }).from(feedUploads))[0]!.n,
});

describe('creating posts', () => {
  it('publishes a post of outfits at once for 1 gem, with tags trimmed and empties dropped', async () => {
    const before = await balances(ann);
    const res = await create(ann, single(annOutfits[0]!));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FEED_TEXT.createdPublished);
    expect(res.body.balances.gems).toBe(before.gems - 1);
    expect((await balances(ann)).gems).toBe(before.gems - 1);
    const post = res.body.post as FeedPost;
    expect(post).toMatchObject({ type: 'single', layout: null, status: 'published', tags: ['summer', 'red'], outfits: [annOutfits[0]], privacy: 'everyone', creator: { name: 'Ann' } });
    expect(post.id).toMatch(/^[0-9a-f-]{36}$/);
    // The picture is named by the outfit's random public id, never its number (issue 19 §5).
    const [red] = await t.ctx.db.select({ publicId: outfits.publicId }).from(outfits).where(eq(outfits.id, annOutfits[0]!));
    expect(post.slots[0]).toMatchObject({ type: 'outfit', name: 'Red', preview: `/cdn/outfit/${red!.publicId}.png` });
    expect((await list(stranger)).map((p) => p.id)).toContain(post.id);
  });

  it('charges once for ten concurrent requests with one Idempotency-Key', async () => {
    const before = await balances(ann);
    const rows = await countRows();
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(ann, single(annOutfits[1]!), [], { 'idempotency-key': 'post-once-1' })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.post.id)).size).toBe(1);
    expect((await balances(ann)).gems).toBe(before.gems - 1);
    expect((await countRows()).posts).toBe(rows.posts + 1);
  });

  it('never takes gems below 0: with 2 gems, 2 of 6 concurrent posts succeed', async () => {
    const poor = await makePlayer(t, { username: 'Pia', coins: 5000, gems: 2 });
    const outfit = await feedOutfit(t, poor.id, 'Only');
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(poor, single(outfit))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(4);
    expect((await balances(poor)).gems).toBe(0);
  });

  it.each([
    ['a collage with 2 slots', { type: 'collage', layout: 'main-left', slots: [{ type: 'outfit', outfitId: 0 }, { type: 'outfit', outfitId: 0 }] }, FEED_TEXT.fillAllSlots],
    ['an upload slot without its file', { slots: [{ type: 'upload', field: 'slot0' }] }, FEED_TEXT.fillAllSlots],
    ['an empty description', { description: '   ' }, FEED_TEXT.descriptionRequired],
    ['a 9-character description', { description: 'Too short' }, FEED_TEXT.descriptionLength],
    ['a 501-character description', { description: 'x'.repeat(501) }, FEED_TEXT.descriptionLength],
  ] as [string, Partial<CreatePostFields>, string][])('refuses %s and charges nothing', async (_, extra, message) => {
    const fields = single(annOutfits[0]!, extra);
    fields.slots = fields.slots.map((s) => (s.type === 'outfit' && s.outfitId === 0 ? { ...s, outfitId: annOutfits[0]! } : s));
    const before = { ...(await balances(ann)), ...(await countRows()) };
    const res = await create(ann, fields);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect({ ...(await balances(ann)), ...(await countRows()) }).toEqual(before);
  });

  it("refuses another player's outfit (403) and charges nothing", async () => {
    const before = await balances(stranger);
    const res = await create(stranger, single(annOutfits[0]!));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(FEED_TEXT.outfitNotYours);
    expect(await balances(stranger)).toEqual(before);
  });
});

describe('privacy', () => {
  let friendsOnly: string, privatePost: string;
  beforeAll(async () => {
    friendsOnly = (await create(ann, single(annOutfits[0]!, { privacy: 'friends', description: 'Only for my friends to see' }))).body.post.id;
    privatePost = (await create(ann, single(annOutfits[0]!, { privacy: 'private', description: 'Nobody but me sees this one' }))).body.post.id;
  });

  it('shows a friends-only post to the creator and friends, not to strangers', async () => {
    expect((await get(friend, friendsOnly)).status).toBe(200);
    expect((await list(friend)).map((p) => p.id)).toContain(friendsOnly);
    const refused = await get(stranger, friendsOnly);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(FEED_TEXT.notFound);
    expect((await list(stranger)).map((p) => p.id)).not.toContain(friendsOnly);
    // Nor can a stranger comment, tip or save it.
    expect((await t.call({ method: 'POST', url: `/api/outfits-feed/posts/${friendsOnly}/comments`, key: stranger.key, payload: { text: 'hi' } })).status).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/outfits-feed/posts/${friendsOnly}/tips`, key: stranger.key, payload: { amount: 5 } })).status).toBe(404);
  });

  it('keeps two players out of each other\'s posts across a block, either way', async () => {
    const open = (await create(ann, single(annOutfits[1]!, { description: 'For everyone in town to see' }))).body.post.id;
    expect((await get(stranger, open)).status).toBe(200);
    const block = (by: TestPlayer, who: TestPlayer, on: 0 | 1) => t.call({ method: 'GET', url: `/api/profile/${who.username}/block/${on}`, key: by.key });
    for (const [blocker, blocked] of [[ann, stranger], [stranger, ann]] as const) {
      expect((await block(blocker, blocked, 1)).status).toBe(200);
      expect((await get(stranger, open)).status).toBe(404);
      expect((await list(stranger)).map((p) => p.id)).not.toContain(open);
      expect((await t.call({ method: 'POST', url: `/api/outfits-feed/posts/${open}/comments`, key: stranger.key, payload: { text: 'hi' } })).status).toBe(404);
      expect((await t.call({ method: 'POST', url: `/api/outfits-feed/posts/${open}/tips`, key: stranger.key, payload: { amount: 5 } })).status).toBe(404);
      expect((await block(blocker, blocked, 0)).status).toBe(200);
    }
    expect((await get(stranger, open)).status).toBe(200);
  });

  it('shows a private post to its creator only', async () => {
    expect((await get(ann, privatePost)).status).toBe(200);
    expect((await get(friend, privatePost)).status).toBe(404);
    expect((await get(stranger, privatePost)).status).toBe(404);
    expect((await list(friend)).map((p) => p.id)).not.toContain(privatePost);
    expect((await list(ann)).map((p) => p.id)).toContain(privatePost);
  });

  it('lets only the creator edit or delete a post', async () => {
    const id = (await create(ann, single(annOutfits[2]!, { description: 'Edit me if you can, please' }))).body.post.id;
    const edit = await t.call({ method: 'PATCH', url: `/api/outfits-feed/posts/${id}`, key: stranger.key, payload: { description: 'Stolen words here' } });
    expect(edit.status).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/outfits-feed/posts/${id}`, key: friend.key })).status).toBe(403);
    expect((await get(stranger, id)).body.post.description).toBe('Edit me if you can, please');
    const mine = await t.call({ method: 'PATCH', url: `/api/outfits-feed/posts/${id}`, key: ann.key, payload: { description: 'Edited by its creator', privacy: 'friends', tags: 'a,b' } });
    expect(mine.body.post).toMatchObject({ description: 'Edited by its creator', privacy: 'friends', tags: ['a', 'b'] });
    expect((await get(stranger, id)).status).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/outfits-feed/posts/${id}`, key: ann.key })).body.message).toBe(FEED_TEXT.deleted);
    expect((await get(ann, id)).status).toBe(404);
  });
});

describe('comments, saves and tips', () => {
  let postId: string;
  beforeAll(async () => {
    postId = (await create(ann, single(annOutfits[0]!, { description: 'Comment and tip this look' }))).body.post.id;
  });
  const comment = (p: TestPlayer, text: unknown) => t.call({ method: 'POST', url: `/api/outfits-feed/posts/${postId}/comments`, key: p.key, payload: { text } as object });

  it('takes comments of 1-500 characters (not blank) and previews short ones on the card', async () => {
    expect((await comment(friend, '   ')).body.message).toBe(FEED_TEXT.commentRequired);
    expect((await comment(friend, 'x'.repeat(COMMENT_MAX + 1))).body.message).toBe(FEED_TEXT.commentTooLong);
    const long = await comment(friend, 'y'.repeat(COMMENT_MAX));
    expect(long.status).toBe(200);
    expect((await get(stranger, postId)).body.post.previewComments.map((c: { text: string }) => c.text)).toEqual(['y'.repeat(COMMENT_MAX)]);
    for (const text of ['Love it', '  Great colours  ', 'Nice', 'Fourth one']) expect((await comment(stranger, text)).status).toBe(200);
    const post = (await get(ann, postId)).body.post as FeedPost;
    expect(post.commentCount).toBe(5);
    expect(post.previewComments.map((c) => c.text)).toEqual(['Love it', 'Great colours', 'Nice']);
    const all = (await t.call({ method: 'GET', url: `/api/outfits-feed/posts/${postId}/comments`, key: friend.key })).body.comments;
    expect(all).toHaveLength(5);
    // The author or the post's creator may delete a comment; nobody else.
    expect((await t.call({ method: 'DELETE', url: `/api/outfits-feed/comments/${all[1].id}`, key: friend.key })).status).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/outfits-feed/comments/${all[1].id}`, key: ann.key })).body.commentCount).toBe(4);
  });

  it('toggles a save', async () => {
    const save = () => t.call({ method: 'POST', url: `/api/outfits-feed/posts/${postId}/save`, key: friend.key });
    expect((await save()).body.isSaved).toBe(true);
    expect((await get(friend, postId)).body.post.isSaved).toBe(true);
    expect((await save()).body.isSaved).toBe(false);
  });

  it('pays the creator exactly under 20 concurrent tippers', async () => {
    const tippers = await Promise.all(Array.from({ length: 20 }, (_, i) => makePlayer(t, { username: `Tipper${i}`, gems: 25, coins: 100 })));
    const before = await balances(ann);
    const answers = await Promise.all(tippers.map((p) => t.call({ method: 'POST', url: `/api/outfits-feed/posts/${postId}/tips`, key: p.key, payload: { amount: 7 } })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers[0]!.body.balances.coins).toBe(93);
    expect((await balances(ann)).coins).toBe(before.coins + 140);
    for (const p of tippers) expect((await balances(p)).coins).toBe(93);
    expect((await get(friend, postId)).body.post).toMatchObject({ tipCount: 20, tipTotal: 140 });
  });

  it.each([0, -5, 2.5, '10'])('refuses the tip amount %j', async (amount) => {
    const before = await balances(friend);
    const res = await t.call({ method: 'POST', url: `/api/outfits-feed/posts/${postId}/tips`, key: friend.key, payload: { amount } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FEED_TEXT.tipAmountInvalid);
    expect(await balances(friend)).toEqual(before);
  });

  it('refuses a tip on one’s own post (403, as in the forum) and a tip beyond one’s coins', async () => {
    const own = await t.call({ method: 'POST', url: `/api/outfits-feed/posts/${postId}/tips`, key: ann.key, payload: { amount: 5 } });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(TIP_TEXT.yourself);
    const before = await balances(friend);
    const tooMuch = await t.call({ method: 'POST', url: `/api/outfits-feed/posts/${postId}/tips`, key: friend.key, payload: { amount: before.coins + 1 } });
    expect(tooMuch.status).toBe(402);
    expect(await balances(friend)).toEqual(before);
  });
});

describe('uploads and moderation', () => {
  const collage = (extra: Partial<CreatePostFields> = {}): CreatePostFields => ({
    type: 'collage',
    layout: 'main-top',
    slots: [{ type: 'outfit', outfitId: annOutfits[0]! }, { type: 'upload', field: 'slot1' }, { type: 'outfit', outfitId: annOutfits[1]! }],
    description: 'A collage with a photo of my own',
    tags: '',
    ...extra,
  });

  it.each([
    ['a JPEG renamed .png', async () => ({ filename: 'photo.png', type: 'image/png', data: await jpegImage() }), FEED_TEXT.uploadMismatch],
    ['a truncated PNG', async () => ({ filename: 'cut.png', type: 'image/png', data: (await pngImage(300, 300)).subarray(0, 200) }), FEED_TEXT.uploadBroken],
    ['a pixel flood (100,000 x 100,000 declared)', async () => ({ filename: 'bomb.png', type: 'image/png', data: pixelFloodPng() }), FEED_TEXT.uploadTooManyPixels],
    ['a text file', async () => ({ filename: 'notes.png', type: 'image/png', data: Buffer.from('hello, not an image') }), FEED_TEXT.uploadNotImage],
    ['a file over 5 MB', async () => ({ filename: 'big.png', type: 'image/png', data: Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]) }), FEED_TEXT.uploadTooLarge],
  ])('refuses %s: stores nothing, charges nothing', async (_, file, message) => {
    const before = { ...(await balances(ann)), ...(await countRows()) };
    const res = await create(ann, collage(), [{ field: 'slot1', ...(await file()) }]);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.message).toBe(message);
    expect({ ...(await balances(ann)), ...(await countRows()) }).toEqual(before);
  });

  it('holds a post with an upload for moderators; approval publishes it, audited and mailed', async () => {
    const res = await create(ann, collage(), [{ field: 'slot1', filename: 'me.jpg', type: 'image/jpeg', data: await jpegImage(2000, 1000) }]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FEED_TEXT.created);
    const post = res.body.post as FeedPost;
    expect(post).toMatchObject({ status: 'pending', layout: 'main-top', type: 'collage' });
    const upload = post.slots[1]!;
    expect(upload).toMatchObject({ type: 'upload', file: 'me.jpg', status: 'pending' });
    const [stored] = await t.ctx.db.select().from(feedUploads).where(eq(feedUploads.id, upload.id));
    expect(stored).toMatchObject({ width: 1200, height: 600, contentType: 'image/jpeg' });

    // Waiting: only the creator and moderators see it, and its image.
    expect((await get(friend, post.id)).status).toBe(404);
    expect((await list(friend)).map((p) => p.id)).not.toContain(post.id);
    expect((await get(mod, post.id)).status).toBe(200);
    const image = (p: TestPlayer) => t.call({ method: 'GET', url: upload.preview, key: p.key });
    expect((await image(stranger)).status).toBe(404);
    expect((await image(ann)).status).toBe(200);
    expect((await image(mod)).headers['content-type']).toBe('image/jpeg');
    const status = (await t.call({ method: 'GET', url: '/api/outfits-feed/uploads', key: ann.key })).body.uploads;
    expect(status[0]).toMatchObject({ id: upload.id, filename: 'me.jpg', slots: [2], status: 'pending', reason: null, postId: post.id });

    // Players cannot moderate.
    for (const [method, url] of [
      ['GET', '/api/outfits-feed/moderation/uploads'],
      ['POST', `/api/outfits-feed/moderation/uploads/${upload.id}/approve`],
    ] as const) {
      const refused = await t.call({ method, url, key: ann.key });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ROLE_TEXT.moderatorsOnly);
    }
    const rejectRefused = await t.call({ method: 'POST', url: `/api/outfits-feed/moderation/uploads/${upload.id}/reject`, key: stranger.key, payload: { reason: 'no' } });
    expect(rejectRefused.status).toBe(403);

    const queue = (await t.call({ method: 'GET', url: '/api/outfits-feed/moderation/uploads', key: mod.key })).body.uploads;
    expect(queue.map((q: { id: string }) => q.id)).toContain(upload.id);
    const approved = await t.call({ method: 'POST', url: `/api/outfits-feed/moderation/uploads/${upload.id}/approve`, key: mod.key });
    expect(approved.body).toMatchObject({ success: true, postStatus: 'published' });
    expect((await t.call({ method: 'POST', url: `/api/outfits-feed/moderation/uploads/${upload.id}/approve`, key: mod.key })).status).toBe(409);
    expect((await get(stranger, post.id)).body.post.status).toBe('published');
    expect((await list(stranger)).map((p) => p.id)[0]).toBe(post.id);
    expect((await image(stranger)).status).toBe(200);
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'feed.upload.approve'), eq(auditLog.targetId, upload.id)));
    expect(audit).toMatchObject({ actorId: mod.id, targetType: 'feed_upload' });
    // The mail comes from the product's system sender, not the moderator (the audit row names them).
    const letters = await t.ctx.db.select().from(mail).where(eq(mail.recipientId, ann.id));
    expect(letters.filter((m) => m.senderId === mod.id)).toEqual([]);
    expect(letters.filter((m) => m.senderId === SYSTEM_SENDER_ID).map((m) => m.message)).toEqual([FEED_TEXT.mailApproved('me.jpg', true)]);
    const inbox = (await t.call({ method: 'GET', url: '/api/mail', key: ann.key })).body as { sender: string; message: string; fromSystem: boolean }[];
    expect(inbox.find((m) => m.message === FEED_TEXT.mailApproved('me.jpg', true))).toMatchObject({ sender: PRODUCT_NAME, fromSystem: true });
  });

  it('rejects with a reason: the post stays hidden and Upload Status shows the reason', async () => {
    const post = (await create(ann, collage(), [{ field: 'slot1', filename: 'bad.png', type: 'image/png', data: await pngImage() }])).body.post as FeedPost;
    const uploadId = post.slots[1]!.id;
    const noReason = await t.call({ method: 'POST', url: `/api/outfits-feed/moderation/uploads/${uploadId}/reject`, key: mod.key, payload: { reason: '  ' } });
    expect(noReason.body.message).toBe(FEED_TEXT.rejectReasonRequired);
    const res = await t.call({ method: 'POST', url: `/api/outfits-feed/moderation/uploads/${uploadId}/reject`, key: mod.key, payload: { reason: 'Not an outfit' } });
    expect(res.body).toMatchObject({ success: true, postStatus: 'rejected' });
    expect((await get(stranger, post.id)).status).toBe(404);
    expect((await list(ann)).map((p) => p.id)).not.toContain(post.id);
    const status = (await t.call({ method: 'GET', url: '/api/outfits-feed/uploads', key: ann.key })).body.uploads;
    expect(status.find((u: { id: string }) => u.id === uploadId)).toMatchObject({ status: 'rejected', reason: 'Not an outfit' });
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, uploadId));
    expect(audit).toMatchObject({ action: 'feed.upload.reject', actorId: mod.id, reason: 'Not an outfit' });
    const [letter] = await t.ctx.db
      .select()
      .from(mail)
      .where(and(eq(mail.recipientId, ann.id), eq(mail.message, FEED_TEXT.mailRejected('bad.png', 'Not an outfit'))));
    expect(letter).toMatchObject({ senderId: SYSTEM_SENDER_ID, isRead: false });
  });
});

describe('the grid', () => {
  it('filters by type and searches description, tags and creator', async () => {
    const singles = await list(stranger, '?filter=single');
    expect(singles.length).toBeGreaterThan(0);
    expect(singles.every((p) => p.type === 'single')).toBe(true);
    expect((await list(stranger, '?filter=collage')).every((p) => p.type === 'collage')).toBe(true);
    expect((await list(stranger, '?search=WEEKEND')).every((p) => p.description.toLowerCase().includes('weekend'))).toBe(true);
    expect((await list(stranger, '?search=summer')).length).toBeGreaterThan(0);
    expect((await list(stranger, '?search=ann')).length).toBeGreaterThan(0);
    expect(await list(stranger, '?search=%25%25nothing')).toEqual([]);
    expect((await t.call({ method: 'GET', url: `/api/outfits-feed/posts?search=${'x'.repeat(51)}`, key: stranger.key })).status).toBe(400);
  });
});
