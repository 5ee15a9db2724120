import { count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORUM_TEXT } from '@common/forum/texts';
import { MODERATION_TEXT } from '@common/moderation';
import { ROLE_TEXT } from '@common/roles';
import { useTestApp } from '../../test/app';
import { auditLog } from '../audit/schema';
import { forumPosts, forumReplies, forumTips } from '../forum/schema';
import { users } from '../users/schema';
import { makePlayer, type TestPlayer } from '../../test/players';

const t = useTestApp();
let mod: TestPlayer, admin: TestPlayer, author: TestPlayer, reader: TestPlayer;

beforeAll(async () => {
  mod = await makePlayer(t, { username: 'Moddy', role: 'moderator' });
  admin = await makePlayer(t, { username: 'Admina', role: 'admin' });
  author = await makePlayer(t, { username: 'Writer', coins: 5000, gems: 25 });
  reader = await makePlayer(t, { username: 'Reader', coins: 5000, gems: 25 });
  // Tips leave only verified accounts (users/standing.ts): the author and the reader tip below.
  await t.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(inArray(users.id, [author.id, reader.id]));
});

const MESSAGE = 'A long enough message for a forum post: it has to be at least fifty characters.';
async function newPost(title = 'A post to moderate'): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/forum/post', key: author.key, payload: { title, category: 'general', message: MESSAGE } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
}
async function newReply(postId: string, who = reader): Promise<string> {
  const res = await t.call({ method: 'POST', url: `/api/forum/post/${postId}/reply`, key: who.key, payload: { message: 'A reply' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
}
const act = (who: TestPlayer, path: string, payload: object = {}) => t.call({ method: 'POST', url: `/api/moderation/forum/${path}`, key: who.key, payload });
const row = async (id: string) => (await t.ctx.db.select().from(forumPosts).where(eq(forumPosts.id, id)))[0];
const auditsOf = (targetId: string) => t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
const detail = (who: TestPlayer, id: string) => t.call({ method: 'GET', url: `/api/forum/post/${id}`, key: who.key });
const listIds = async (who: TestPlayer, category = 'all') =>
  ((await t.call({ method: 'GET', url: `/api/forum/${category}?limit=100`, key: who.key })).body.posts as { id: string }[]).map((p) => p.id);

describe('moderating posts', () => {
  it('a moderator pins, locks and moves a post; each act is audited with before and after, and a lock stops player replies', async () => {
    const id = await newPost();
    expect(await act(mod, `post/${id}/pin`, { pinned: true, reason: 'useful' })).toMatchObject({
      status: 200,
      body: { success: true, message: MODERATION_TEXT.pinned, post: { id, isPinned: true, isLocked: false, isHidden: false, category: 'general' } },
    });
    expect((await act(mod, `post/${id}/lock`, { locked: true })).body.message).toBe(MODERATION_TEXT.locked);
    expect((await act(mod, `post/${id}/move`, { category: 'announcements' })).body).toMatchObject({ message: 'Post moved to Announcements', post: { category: 'announcements' } });

    expect(await row(id)).toMatchObject({ isPinned: true, isLocked: true, category: 'announcements' });
    const audits = await auditsOf(id);
    expect(audits.map((a) => [a.action, a.actorId, a.targetType])).toEqual([
      ['forum.post.pin', mod.id, 'forum_post'],
      ['forum.post.lock', mod.id, 'forum_post'],
      ['forum.post.move', mod.id, 'forum_post'],
    ]);
    expect(audits[0]).toMatchObject({ before: { isPinned: false, title: 'A post to moderate' }, after: { isPinned: true }, reason: 'useful' });
    expect(audits[2]).toMatchObject({ before: { category: 'general' }, after: { category: 'announcements' } });

    const refused = await t.call({ method: 'POST', url: `/api/forum/post/${id}/reply`, key: reader.key, payload: { message: 'Let me in' } });
    expect(refused).toMatchObject({ status: 403, body: { message: FORUM_TEXT.locked } });
    expect((await listIds(reader, 'announcements'))[0]).toBe(id);

    expect((await act(mod, `post/${id}/lock`, { locked: false })).body.message).toBe(MODERATION_TEXT.unlocked);
    expect((await act(mod, `post/${id}/pin`, { pinned: false })).body.post.isPinned).toBe(false);
    expect((await auditsOf(id)).length).toBe(5);
  });

  it('asking for the state a post already has changes and records nothing; moving to its own category is refused', async () => {
    const id = await newPost();
    expect((await act(mod, `post/${id}/pin`, { pinned: false })).body.message).toBe(MODERATION_TEXT.alreadyUnpinned);
    expect(await act(mod, `post/${id}/move`, { category: 'general' })).toMatchObject({ status: 400, body: { message: 'The post is already in General' } });
    expect(await act(mod, `post/${id}/move`, { category: 'all' })).toMatchObject({ status: 400, body: { message: MODERATION_TEXT.moveTarget } });
    expect(await auditsOf(id)).toEqual([]);
    expect(await act(mod, 'post/00000000-0000-4000-8000-000000000000/pin', { pinned: true })).toMatchObject({ status: 404, body: { message: FORUM_TEXT.postNotFound } });
    // A malformed id is refused by the route's contract (issue 19 §5), before any query.
    expect(await act(mod, 'post/not-a-uuid/lock', { locked: true })).toMatchObject({ status: 400, body: { message: 'id: must be a uuid' } });
  });

  it('a player is refused every act (403) and nothing changes or is recorded', async () => {
    const id = await newPost();
    const replyId = await newReply(id);
    const before = await row(id);
    const auditsBefore = (await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
    for (const [path, payload] of [
      [`post/${id}/pin`, { pinned: true }],
      [`post/${id}/lock`, { locked: true }],
      [`post/${id}/hide`, { hidden: true }],
      [`post/${id}/move`, { category: 'clothes' }],
      [`post/${id}/delete`, {}],
      [`post/${id}/reply/${replyId}/hide`, { hidden: true }],
      [`post/${id}/reply/${replyId}/delete`, {}],
    ] as const) {
      for (const who of [author, reader]) {
        expect(await act(who, path, payload), path).toMatchObject({ status: 403, body: { success: false, message: ROLE_TEXT.moderatorsOnly } });
      }
    }
    expect((await t.call({ method: 'POST', url: `/api/moderation/forum/post/${id}/pin`, payload: { pinned: true } })).status).toBe(401);
    expect(await row(id)).toEqual(before);
    expect((await t.ctx.db.select().from(forumReplies).where(eq(forumReplies.id, replyId)))[0]?.hiddenAt).toBeNull();
    expect((await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditsBefore);
  });

  it('a hidden post is gone for players (list, detail, replies) and visible, marked, to moderators; unhiding brings it back', async () => {
    const id = await newPost('Soon to be hidden');
    expect((await act(admin, `post/${id}/hide`, { hidden: true, reason: 'spam' })).body).toMatchObject({ message: MODERATION_TEXT.postHidden, post: { isHidden: true } });

    expect(await listIds(reader)).not.toContain(id);
    expect(await listIds(author, 'general')).not.toContain(id);
    expect((await detail(reader, id)).status).toBe(404);
    expect((await detail(author, id)).status).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/forum/post/${id}/reply`, key: reader.key, payload: { message: 'hello?' } })).status).toBe(404);

    expect(await listIds(mod)).toContain(id);
    expect((await detail(mod, id)).body).toMatchObject({ id, isHidden: true });
    expect((await auditsOf(id))[0]).toMatchObject({ action: 'forum.post.hide', actorId: admin.id, before: { isHidden: false }, after: { isHidden: true }, reason: 'spam' });

    await act(mod, `post/${id}/hide`, { hidden: false });
    expect(await listIds(reader)).toContain(id);
    expect((await detail(reader, id)).body.isHidden).toBe(false);
  });

  it('deleting a post takes its replies, tips and votes; coins already tipped stay paid; the act is audited with the content', async () => {
    const id = await newPost('Doomed post');
    const replyId = await newReply(id);
    expect((await t.call({ method: 'GET', url: `/api/forum/post/${id}/tip`, key: reader.key })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/forum/post/${id}/reply/${replyId}/tip`, key: author.key })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/forum/post/${id}/nsfw`, key: reader.key })).status).toBe(200);
    const coins = async (p: TestPlayer) => (await t.ctx.db.select({ c: users.coins }).from(users).where(eq(users.id, p.id)))[0]!.c;
    const [authorCoins, readerCoins] = [await coins(author), await coins(reader)];

    expect(await act(mod, `post/${id}/delete`, { reason: 'off topic' })).toMatchObject({ status: 200, body: { message: MODERATION_TEXT.postDeleted } });
    expect(await row(id)).toBeUndefined();
    expect(await t.ctx.db.select().from(forumReplies).where(eq(forumReplies.postId, id))).toEqual([]);
    expect(await t.ctx.db.select().from(forumTips).where(eq(forumTips.postId, id))).toEqual([]);
    expect((await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM forum_nsfw_votes WHERE post_id = ${id}`)).rows[0]!.n).toBe(0);
    expect([await coins(author), await coins(reader)]).toEqual([authorCoins, readerCoins]);
    expect((await auditsOf(id))[0]).toMatchObject({ action: 'forum.post.delete', after: null, before: { title: 'Doomed post', message: MESSAGE, replyCount: 1, tipsCount: 1 } });
    expect((await detail(mod, id)).status).toBe(404);
    expect((await act(mod, `post/${id}/delete`)).status).toBe(404);
  });
});

describe('moderating replies', () => {
  it('hiding a reply takes it from players and from the reply count; moderators still see it; unhiding restores both', async () => {
    const id = await newPost();
    const [first, second] = [await newReply(id), await newReply(id, author)];
    const res = await act(mod, `post/${id}/reply/${first}/hide`, { hidden: true });
    expect(res.body).toMatchObject({ message: MODERATION_TEXT.replyHidden, reply: { id: first, isHidden: true }, replyCount: 1 });

    const forPlayer = (await detail(reader, id)).body;
    expect(forPlayer.replies.map((r: { id: string }) => r.id)).toEqual([second]);
    expect(forPlayer.replyCount).toBe(1);
    expect((await listIds(reader)).includes(id)).toBe(true);
    const forMod = (await detail(mod, id)).body;
    expect(forMod.replies.map((r: { id: string; isHidden: boolean }) => [r.id, r.isHidden])).toEqual([
      [first, true],
      [second, false],
    ]);

    expect((await act(mod, `post/${id}/reply/${first}/hide`, { hidden: true })).body.message).toBe(MODERATION_TEXT.replyAlreadyHidden);
    expect((await act(mod, `post/${id}/reply/${first}/hide`, { hidden: false })).body).toMatchObject({ message: MODERATION_TEXT.replyShown, replyCount: 2 });
    expect((await auditsOf(first)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['forum.reply.hide', { postId: id, postTitle: 'A post to moderate', authorId: reader.id, isHidden: false }, { postId: id, postTitle: 'A post to moderate', authorId: reader.id, isHidden: true }],
      ['forum.reply.unhide', { postId: id, postTitle: 'A post to moderate', authorId: reader.id, isHidden: true }, { postId: id, postTitle: 'A post to moderate', authorId: reader.id, isHidden: false }],
    ]);
  });

  it('deleting a reply (visible or hidden) keeps the count right and is audited; a reply of another post is not found', async () => {
    const id = await newPost();
    const other = await newPost();
    const [a, b, c] = [await newReply(id), await newReply(id), await newReply(id)];
    await act(mod, `post/${id}/reply/${b}/hide`, { hidden: true });
    expect((await act(mod, `post/${id}/reply/${a}/delete`)).body).toEqual({ success: true, message: MODERATION_TEXT.replyDeleted, replyCount: 1 });
    expect((await act(mod, `post/${id}/reply/${b}/delete`)).body.replyCount).toBe(1);
    expect((await row(id))!.replyCount).toBe(1);
    expect((await detail(reader, id)).body.replies.map((r: { id: string }) => r.id)).toEqual([c]);
    expect((await auditsOf(a))[0]).toMatchObject({ action: 'forum.reply.delete', actorId: mod.id, before: { message: 'A reply', isHidden: false }, after: null });
    expect(await act(mod, `post/${other}/reply/${c}/delete`)).toMatchObject({ status: 404, body: { message: FORUM_TEXT.replyNotFound } });
  });

  it('concurrent hides and deletes of replies never leave the count wrong', async () => {
    const id = await newPost();
    const replies = await Promise.all(Array.from({ length: 8 }, () => newReply(id)));
    await Promise.all([
      ...replies.slice(0, 4).map((r) => act(mod, `post/${id}/reply/${r}/hide`, { hidden: true })),
      ...replies.slice(2, 6).map((r) => act(admin, `post/${id}/reply/${r}/delete`)),
      newReply(id),
    ]);
    const visible = (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM forum_replies WHERE post_id = ${id} AND hidden_at IS NULL`)).rows[0]!.n;
    expect((await row(id))!.replyCount).toBe(visible);
    expect(visible).toBe(3);
  });
});

describe('audit log of moderation', () => {
  it('an admin reads the moderators’ acts, filtered by action; a moderator cannot', async () => {
    const id = await newPost();
    await act(mod, `post/${id}/lock`, { locked: true });
    const res = await t.call({ method: 'GET', url: '/api/admin/audit?action=forum.post.lock', key: admin.key });
    expect(res.status).toBe(200);
    expect(res.body.entries[0]).toMatchObject({ action: 'forum.post.lock', actor: { username: 'Moddy' }, targetType: 'forum_post', targetId: id, after: { isLocked: true } });
    expect(res.body.entries.every((e: { action: string }) => e.action === 'forum.post.lock')).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/admin/audit', key: mod.key })).status).toBe(403);
  });
});
