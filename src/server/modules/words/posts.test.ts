import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatePostFields } from '@common/api/routes/outfitsFeed';
import { REDACTION_MARKER } from '@common/world/chat';
import { WORDS_TEXT } from '@common/words/rules';
import { useTestApp } from '../../test/app';
import { balances, longText } from '../forum/testing';
import { forumPosts, forumReplies } from '../forum/schema';
import { feedComments, feedPosts } from '../outfitsFeed/schema';
import { createPostBody, feedOutfit } from '../outfitsFeed/testing';
import { casesOn, listTestWords, systemMutesOf, TEST_MUTE_MINUTES } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * The word filter on forum posts and replies and on feed posts and comments (issue 21 §4),
 * through the real routes. Test words (testing.ts): parsnip censors, turnip hides, swede sends
 * for review, kohlrabi mutes.
 */
const t = useTestApp();
let ann: TestPlayer, reader: TestPlayer, mod: TestPlayer;
beforeAll(async () => {
  await listTestWords(t);
  ann = await makePlayer(t, { username: 'Ann', gems: 20 });
  reader = await makePlayer(t, { username: 'Reader', gems: 20 });
  mod = await makePlayer(t, { username: 'Moddy', role: 'moderator' });
});

const post = (p: TestPlayer, title: string, message: string) => t.call({ method: 'POST', url: '/api/forum/post', key: p.key, payload: { title, category: 'general', message: longText(message) } });
const readPost = (p: TestPlayer, id: string) => t.call({ method: 'GET', url: `/api/forum/post/${id}`, key: p.key });

describe('forum posts', () => {
  it('censor: title and message are posted with the word replaced, and the post is marked NSFW', async () => {
    const res = await post(ann, 'Parsnip season', 'The best parsnip soup.');
    const shown = (await readPost(reader, res.body.id)).body;
    expect(shown.title).toBe(`${REDACTION_MARKER} season`);
    expect(shown.message).toContain(`The best ${REDACTION_MARKER} soup.`);
    const [row] = await t.ctx.db.select().from(forumPosts).where(eq(forumPosts.id, res.body.id));
    expect(row!.automaticallyNsfw).toBe(true);
  });

  it('hide: created hidden (moderators see it, players get 404), the author told, a case opened; the gem is the fee of a post made', async () => {
    const before = await balances(t, ann);
    const res = await post(ann, 'Turnip talk', 'You are all turnip heads.');
    expect(res.body).toMatchObject({ success: true, message: WORDS_TEXT.postHeld });
    expect((await balances(t, ann)).gems).toBe(before.gems - 1);
    expect((await readPost(reader, res.body.id)).status).toBe(404);
    expect((await readPost(mod, res.body.id)).status).toBe(200);
    expect(await casesOn(t, 'forumPost', res.body.id)).toEqual([expect.objectContaining({ reporterId: null, note: WORDS_TEXT.caseNote(['turnip']) })]);
  });

  it('review: posted as written, with a case; an edit is screened too', async () => {
    const res = await post(ann, 'Garden swap', 'Swede for anyone?');
    expect((await readPost(reader, res.body.id)).body.message).toContain('Swede for anyone?');
    expect(await casesOn(t, 'forumPost', res.body.id)).toHaveLength(1);
    const edit = await t.call({ method: 'POST', url: `/api/forum/post/${res.body.id}`, key: ann.key, payload: { message: longText('Now with parsnip.') } });
    expect(edit.status).toBe(200);
    expect((await readPost(reader, res.body.id)).body.message).toContain(`Now with ${REDACTION_MARKER}.`);
  });

  it('mute: refused, no gem taken, no post, the author muted', async () => {
    const eve = await makePlayer(t, { username: 'Eve', gems: 5 });
    const res = await post(eve, 'Hello all', 'kohlrabi kohlrabi');
    expect(res).toMatchObject({ status: 403, body: { message: WORDS_TEXT.mutedForWord(TEST_MUTE_MINUTES) } });
    expect((await balances(t, eve)).gems).toBe(5);
    expect(await t.ctx.db.select().from(forumPosts).where(eq(forumPosts.authorId, eve.id))).toEqual([]);
    expect(await systemMutesOf(t, eve.id)).toHaveLength(1);
  });
});

describe('forum replies', () => {
  it('censor, hide (stored hidden, not counted), review (a case) and mute', async () => {
    const id = (await post(ann, 'A quiet thread', 'Nothing to see here at all.')).body.id as string;
    const reply = (p: TestPlayer, message: string) => t.call({ method: 'POST', url: `/api/forum/post/${id}/reply`, key: p.key, payload: { message } });
    expect((await reply(reader, 'parsnip!')).status).toBe(200);
    const held = await reply(reader, 'turnip');
    expect(held.body).toMatchObject({ message: WORDS_TEXT.postHeld, totalReplies: 1 });
    const reviewed = await reply(reader, 'swede');
    expect(await casesOn(t, 'forumReply', reviewed.body.id)).toHaveLength(1);
    expect(await casesOn(t, 'forumReply', held.body.id)).toHaveLength(1);
    const shown = (await readPost(ann, id)).body;
    expect(shown.totalReplies).toBe(2);
    expect(shown.replies.map((r: { message: string }) => r.message)).toEqual([`${REDACTION_MARKER}!`, 'swede']);
    const [hidden] = await t.ctx.db.select().from(forumReplies).where(eq(forumReplies.id, held.body.id));
    expect(hidden!.hiddenAt).not.toBeNull();
    const frank = await makePlayer(t, { username: 'Frank' });
    expect((await reply(frank, 'kohlrabi')).status).toBe(403);
    expect(await systemMutesOf(t, frank.id)).toHaveLength(1);
  });
});

describe('feed posts and comments', () => {
  const single = (outfitId: number, description: string, tags = 'garden'): CreatePostFields => ({ type: 'single', slots: [{ type: 'outfit', outfitId }], description, tags });
  const create = (p: TestPlayer, fields: CreatePostFields) => {
    const body = createPostBody(fields);
    return t.call({ method: 'POST', url: '/api/outfits-feed/posts', key: p.key, payload: body.payload, headers: body.headers });
  };

  it('censors the description, refuses a listed tag, takes a held post out of the feed with a case, and mutes', async () => {
    const outfit = await feedOutfit(t, ann.id, 'Garden look');
    const censored = await create(ann, single(outfit, 'Dressed as a parsnip today'));
    expect(censored.body.post.description).toBe(`Dressed as a ${REDACTION_MARKER} today`);

    const tagged = await create(ann, single(outfit, 'A fine outfit for the garden', 'garden, Swede'));
    expect(tagged).toMatchObject({ status: 400, body: { message: WORDS_TEXT.tagRefused('Swede') } });

    const held = await create(ann, single(outfit, 'Look at this turnip outfit'));
    expect(held.status).toBe(200);
    const [row] = await t.ctx.db.select({ status: feedPosts.status }).from(feedPosts).where(eq(feedPosts.id, held.body.post.id));
    expect(row!.status).toBe('rejected');
    expect((await t.call({ method: 'GET', url: `/api/outfits-feed/posts/${held.body.post.id}`, key: reader.key })).status).toBe(404);
    expect(await casesOn(t, 'feedPost', held.body.post.id)).toHaveLength(1);

    const reviewed = await create(ann, single(outfit, 'Swede coloured scarf'));
    expect(reviewed.body.post.status).toBe('published');
    expect(await casesOn(t, 'feedPost', reviewed.body.post.id)).toHaveLength(1);

    const gus = await makePlayer(t, { username: 'Gus', gems: 3 });
    const gusOutfit = await feedOutfit(t, gus.id, 'Mine');
    expect((await create(gus, single(gusOutfit, 'kohlrabi forever and ever'))).status).toBe(403);
    expect((await balances(t, gus)).gems).toBe(3);

    // Comments: censor, review with a case, hide not posted (its case on the author), mute.
    const postId = censored.body.post.id as string;
    const say = (p: TestPlayer, text: string) => t.call({ method: 'POST', url: `/api/outfits-feed/posts/${postId}/comments`, key: p.key, payload: { text } });
    expect((await say(reader, 'what a parsnip')).body.comment.text).toBe(`what a ${REDACTION_MARKER}`);
    const rev = await say(reader, 'swede vibes');
    expect(await casesOn(t, 'feedComment', rev.body.comment.id)).toHaveLength(1);
    expect(await say(reader, 'turnip')).toMatchObject({ status: 403, body: { message: WORDS_TEXT.notPosted } });
    expect(await t.ctx.db.select().from(feedComments).where(eq(feedComments.text, 'turnip'))).toEqual([]);
    expect((await casesOn(t, 'player', reader.id)).map((c) => c.note)).toContain(WORDS_TEXT.heldNote(['turnip'], 'a feed comment', 'turnip'));
    const hal = await makePlayer(t, { username: 'Hal' });
    expect((await say(hal, 'kohlrabi')).status).toBe(403);
    expect(await systemMutesOf(t, hal.id)).toHaveLength(1);
  });
});
