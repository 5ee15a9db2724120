import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LIST_LIMIT, MAIL_TEXT, MAIL_TYPE } from '@common/social/mail';
import { useTestApp } from '../../test/app';
import { blocks } from '../users/schema';
import { mail } from './schema';
import { makePlayer, type TestPlayer } from '../../test/players';

/** Keeping mail: the list, read/unread, save, Trash and for-good deletes, and who may touch a mail. */
const t = useTestApp();
let ann: TestPlayer, ben: TestPlayer, cat: TestPlayer;

beforeAll(async () => {
  ann = await makePlayer(t, { username: 'Ann' });
  ben = await makePlayer(t, { username: 'Ben' });
  cat = await makePlayer(t, { username: 'Cat' });
});

async function letter(from: TestPlayer, to: TestPlayer, message: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: `/api/mail/${to.username}`, key: from.key, payload: { message } });
  expect(res.status).toBe(200);
  return res.body.id;
}
const get = (p: TestPlayer, url: string) => t.call({ method: 'GET', url, key: p.key });
const del = (p: TestPlayer, id: string) => t.call({ method: 'DELETE', url: `/api/mail/${id}`, key: p.key });
const list = async (p: TestPlayer) => (await get(p, '/api/mail')).body as any[];
const find = async (p: TestPlayer, id: string) => (await list(p)).find((m) => m.id === id);
const unread = async (p: TestPlayer) => (await get(p, '/api/mail/unread/count')).body.count as number;

describe('GET /api/mail', () => {
  it('lists both directions newest first, leaves out blocked senders, and stops at the limit', async () => {
    const dot = await makePlayer(t, { username: 'Dot' });
    const eve = await makePlayer(t, { username: 'Eve' });
    const first = await letter(eve, dot, 'first');
    const second = await letter(dot, eve, 'second');
    const third = await letter(eve, dot, 'third');
    expect((await list(dot)).map((m) => m.id)).toEqual([third, second, first]);

    await t.ctx.db.insert(blocks).values({ blockerId: dot.id, blockedId: eve.id });
    expect((await list(dot)).map((m) => m.id)).toEqual([second]);
    expect((await list(eve)).map((m) => m.id)).toEqual([third, second, first]);

    const fox = await makePlayer(t, { username: 'Fox' });
    const base = Date.now();
    await t.ctx.db.insert(mail).values(
      Array.from({ length: MAIL_LIST_LIMIT + 5 }, (_, i) => ({ senderId: fox.id, recipientId: eve.id, message: `bulk ${i}`, createdAt: new Date(base + i * 1000) })),
    );
    const all = await list(eve);
    expect(all).toHaveLength(MAIL_LIST_LIMIT);
    expect(all[0].message).toBe(`bulk ${MAIL_LIST_LIMIT + 4}`);
  });
});

describe('read, unread and save', () => {
  it('marks a message read and unread for its recipient, and the badge follows', async () => {
    const id = await letter(ann, ben, 'Read me');
    const before = await unread(ben);
    expect(await get(ben, `/api/mail/${id}/read`)).toMatchObject({ status: 200, body: { success: true, message: MAIL_TEXT.markedRead } });
    expect(await find(ben, id)).toMatchObject({ isRead: true });
    expect(await unread(ben)).toBe(before - 1);

    expect(await get(ben, `/api/mail/${id}/unread`)).toMatchObject({ status: 200, body: { success: true, message: MAIL_TEXT.markedUnread } });
    expect(await find(ben, id)).toMatchObject({ isRead: false });
    expect(await unread(ben)).toBe(before);

    // The sender opening their sent copy changes nothing for the recipient.
    await get(ann, `/api/mail/${id}/read`);
    expect(await find(ben, id)).toMatchObject({ isRead: false });
  });

  it('leaves a friend request unread when it is opened', async () => {
    const [request] = await t.ctx.db
      .insert(mail)
      .values({ senderId: cat.id, recipientId: ben.id, message: 'Cat wants to be your friend.', type: MAIL_TYPE.friendRequest })
      .returning();
    const res = await get(ben, `/api/mail/${request!.id}/read`);
    expect(res.body).toEqual({ success: true, message: MAIL_TEXT.friendRequestStaysUnread });
    expect(await find(ben, request!.id)).toMatchObject({ type: 1, isRead: false, sender: 'Cat' });
  });

  it('saves and unsaves on the viewer’s side only, and refuses other flags', async () => {
    const id = await letter(ann, ben, 'Keep this one');
    expect((await get(ben, `/api/mail/${id}/save/1`)).body).toEqual({ success: true, message: MAIL_TEXT.saved });
    expect(await find(ben, id)).toMatchObject({ isSaved: true });
    expect(await find(ann, id)).toMatchObject({ isSaved: false });

    expect(await get(ben, `/api/mail/${id}/save/2`)).toMatchObject({ status: 400, body: { success: false, message: MAIL_TEXT.badFlag } });
    expect(await find(ben, id)).toMatchObject({ isSaved: true });

    expect((await get(ben, `/api/mail/${id}/save/0`)).body).toEqual({ success: true, message: MAIL_TEXT.unsaved });
    expect(await find(ben, id)).toMatchObject({ isSaved: false });
  });
});

describe('DELETE /api/mail/:id', () => {
  it('moves mail to Trash first, then removes it for good for that side, and the row once both sides did', async () => {
    const id = await letter(ann, ben, 'Throw me away');
    const before = await unread(ben);
    expect((await del(ben, id)).body).toEqual({ success: true, message: MAIL_TEXT.movedToTrash });
    expect(await find(ben, id)).toMatchObject({ isDeleted: true });
    expect(await unread(ben)).toBe(before - 1);
    expect(await find(ann, id)).toMatchObject({ isDeleted: false });

    expect((await del(ben, id)).body).toEqual({ success: true, message: MAIL_TEXT.deletedForGood });
    expect(await find(ben, id)).toBeUndefined();
    expect(await get(ben, `/api/mail/${id}/read`)).toMatchObject({ status: 404, body: { message: MAIL_TEXT.notFound } });
    expect(await find(ann, id)).toMatchObject({ isDeleted: false });

    await del(ann, id);
    expect(await t.ctx.db.select().from(mail).where(eq(mail.id, id))).toHaveLength(1);
    await del(ann, id);
    expect(await find(ann, id)).toBeUndefined();
    expect(await t.ctx.db.select().from(mail).where(eq(mail.id, id))).toHaveLength(0);
  });

  it('removes a declined friend request at once', async () => {
    const [request] = await t.ctx.db
      .insert(mail)
      .values({ senderId: ann.id, recipientId: cat.id, message: 'Ann wants to be your friend.', type: MAIL_TYPE.friendRequest })
      .returning();
    expect((await del(cat, request!.id)).body).toEqual({ success: true, message: MAIL_TEXT.requestDeclined });
    expect(await t.ctx.db.select().from(mail).where(eq(mail.id, request!.id))).toHaveLength(0);
  });
});

describe('a mail belongs to its two parties', () => {
  it('answers anyone else exactly as for a mail that does not exist, and changes nothing', async () => {
    const id = await letter(ann, ben, 'Private!');
    const missing = '6f1c2b7e-4a7d-4d3e-9a55-000000000000';
    const asked = [
      (target: string) => get(cat, `/api/mail/${target}/read`),
      (target: string) => get(cat, `/api/mail/${target}/unread`),
      (target: string) => get(cat, `/api/mail/${target}/save/1`),
      (target: string) => del(cat, target),
      (target: string) => t.call({ method: 'POST', url: `/api/mail/${target}/reply`, key: cat.key, payload: { message: 'hi' } }),
    ];
    for (const ask of asked) {
      const theirs = await ask(id);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ success: false, message: MAIL_TEXT.notFound });
      expect((await ask(missing)).body).toEqual(theirs.body);
      // A malformed id is refused by the route's contract (issue 19 §5), before any query.
      expect(await ask('not-a-mail')).toMatchObject({ status: 400, body: { message: 'id: must be a uuid' } });
    }
    const [row] = await t.ctx.db.select().from(mail).where(eq(mail.id, id));
    expect(row).toMatchObject({ isRead: false, savedByRecipient: false, savedBySender: false, deletedByRecipient: false, deletedBySender: false, isReplied: false });
    expect((await list(cat)).some((m) => m.id === id)).toBe(false);
  });
});

describe('without a session', () => {
  it('answers every mail route with 401', async () => {
    const id = '6f1c2b7e-4a7d-4d3e-9a55-000000000000';
    for (const [method, url] of [
      ['GET', '/api/mail'],
      ['POST', '/api/mail/Ben'],
      ['GET', `/api/mail/${id}/read`],
      ['GET', `/api/mail/${id}/unread`],
      ['POST', `/api/mail/${id}/reply`],
      ['GET', `/api/mail/${id}/save/1`],
      ['DELETE', `/api/mail/${id}`],
    ] as const) {
      const res = await t.call({ method, url, ...(method === 'POST' ? { payload: { message: 'hi' } } : {}) });
      expect(res, `${method} ${url}`).toMatchObject({ status: 401, body: { success: false, message: 'Not authenticated' } });
    }
  });
});
