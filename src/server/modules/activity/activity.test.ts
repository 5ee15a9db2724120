import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TEXT } from '@common/api/routes/activity';
import { useTestApp } from '../../test/app';
import { profileComments } from '../profiles/schema';
import { makePlayer, type TestPlayer } from '../../test/players';

/** My Data (the activity module): GET /api/feed and DELETE /api/activity/:type/:id. */
const t = useTestApp();
let ann: TestPlayer, ben: TestPlayer, cat: TestPlayer;

beforeAll(async () => {
  ann = await makePlayer(t, { username: 'Ann' });
  ben = await makePlayer(t, { username: 'Ben' });
  cat = await makePlayer(t, { username: 'Cat' });
});

async function comment(sender: TestPlayer, owner: TestPlayer, message: string, parentId: string | null = null, secondsAgo = 0): Promise<string> {
  const [row] = await t.ctx.db
    .insert(profileComments)
    .values({ senderId: sender.id, profileOwnerId: owner.id, message, parentId, createdAt: new Date(Date.now() - secondsAgo * 1000) })
    .returning({ id: profileComments.id });
  return row!.id;
}
const feed = (p?: TestPlayer) => t.call({ method: 'GET', url: '/api/feed', key: p?.key });
const remove = (p: TestPlayer, type: string, id: string) => t.call({ method: 'DELETE', url: `/api/activity/${type}/${id}`, key: p.key });
const exists = async (id: string) => (await t.ctx.db.select().from(profileComments).where(eq(profileComments.id, id))).length === 1;

describe('GET /api/feed', () => {
  it('lists the player’s own comments and replies, newest first, with the four totals', async () => {
    const onBen = await comment(ann, ben, 'Love the hat!', null, 30);
    const onCat = await comment(ann, cat, '[b]Nice[/b] garden', null, 20);
    const benAnswers = await comment(ben, ben, 'Thanks Ann', onBen, 15);
    const annReplies = await comment(ann, ben, 'Any time', onBen, 10);

    const res = await feed(ann);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: ACTIVITY_TEXT.loaded,
      activities: [
        { type: 'profileComment', id: annReplies, message: 'Any time', createdAt: expect.any(String), isReply: true, profileOwnerUsername: 'Ben', forumId: null },
        { type: 'profileComment', id: onCat, message: '[b]Nice[/b] garden', createdAt: expect.any(String), isReply: false, profileOwnerUsername: 'Cat', forumId: null },
        { type: 'profileComment', id: onBen, message: 'Love the hat!', createdAt: expect.any(String), isReply: false, profileOwnerUsername: 'Ben', forumId: null },
      ],
      stats: { totalProfileComments: 2, totalProfileReplies: 1, totalForumPosts: 0, totalForumReplies: 0 },
    });
    expect((await feed(ben)).body.activities.map((a: { id: string }) => a.id)).toEqual([benAnswers]);
    expect((await feed(cat)).body).toMatchObject({ activities: [], stats: { totalProfileComments: 0, totalProfileReplies: 0 } });
  });

  it('needs a session', async () => {
    expect(await feed()).toMatchObject({ status: 401, body: { success: false, message: 'Not authenticated' } });
  });
});

describe('DELETE /api/activity/:type/:id', () => {
  it('deletes the player’s own comment itself, its replies with it, and the feed shows it', async () => {
    const top = await comment(cat, ann, 'Hello neighbour');
    const answer = await comment(ann, ann, 'Hi Cat!', top);
    const mine = await comment(cat, ann, 'See you at the mill', top);

    expect((await remove(cat, 'profileComment', mine)).body).toEqual({ success: true, message: ACTIVITY_TEXT.replyDeleted });
    expect(await exists(mine)).toBe(false);
    expect((await feed(cat)).body.stats).toMatchObject({ totalProfileComments: 1, totalProfileReplies: 0 });

    expect((await remove(cat, 'profileComment', top)).body).toEqual({ success: true, message: ACTIVITY_TEXT.commentDeleted });
    expect(await exists(top)).toBe(false);
    expect(await exists(answer)).toBe(false);
    expect((await feed(cat)).body.activities).toEqual([]);
  });

  it('answers somebody else’s activity exactly like a missing one, and deletes nothing', async () => {
    const bens = await comment(ben, cat, 'Mine, not yours');
    const theirs = await remove(ann, 'profileComment', bens);
    expect(theirs).toMatchObject({ status: 404, body: { success: false, message: ACTIVITY_TEXT.notFound } });
    expect((await remove(ann, 'profileComment', '6f1c2b7e-4a7d-4d3e-9a55-000000000000')).body).toEqual(theirs.body);
    // A malformed id is refused by the route's contract (issue 19 §5), before any query.
    expect(await remove(ann, 'profileComment', 'nope')).toMatchObject({ status: 400, body: { message: 'id: must be a uuid' } });
    // Forum activity comes with the forums; until then none exists.
    expect((await remove(ann, 'forumPost', bens)).body).toEqual(theirs.body);
    expect((await remove(ann, 'forumReply', bens)).body).toEqual(theirs.body);
    // Even the profile's owner cannot delete it from My Data: My Data is one's own writing.
    expect((await remove(cat, 'profileComment', bens)).status).toBe(404);
    expect(await exists(bens)).toBe(true);
  });

  it('refuses an unknown activity type', async () => {
    expect(await remove(ann, 'guildPost', '6f1c2b7e-4a7d-4d3e-9a55-000000000000')).toMatchObject({
      status: 400,
      body: { success: false, message: ACTIVITY_TEXT.unknownType },
    });
  });
});
