import { and, eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGE_MAX, MAIL_RATE_LIMIT, MAIL_TEXT } from '@common/social/mail';
import { useTestApp } from '../../test/app';
import { blocks } from '../users/schema';
import { mail } from './schema';
import { makePlayer, type TestPlayer } from '../../test/players';

/** Writing mail: POST /api/mail/:username and POST /api/mail/:id/reply, with every refusal. */
const t = useTestApp();
let ann: TestPlayer, ben: TestPlayer, cat: TestPlayer;

beforeAll(async () => {
  ann = await makePlayer(t, { username: 'Ann' });
  ben = await makePlayer(t, { username: 'Ben' });
  cat = await makePlayer(t, { username: 'Cat' });
});

const send = (from: TestPlayer | undefined, to: string, payload: unknown) =>
  t.call({ method: 'POST', url: `/api/mail/${encodeURIComponent(to)}`, key: from?.key, payload: payload as object });
const reply = (from: TestPlayer, id: string, payload: unknown) => t.call({ method: 'POST', url: `/api/mail/${id}/reply`, key: from.key, payload: payload as object });
const list = async (p: TestPlayer) => (await t.call({ method: 'GET', url: '/api/mail', key: p.key })).body as any[];
const unread = async (p: TestPlayer) => (await t.call({ method: 'GET', url: '/api/mail/unread/count', key: p.key })).body.count as number;
const between = (a: TestPlayer, b: TestPlayer) =>
  t.ctx.db
    .select()
    .from(mail)
    .where(or(and(eq(mail.senderId, a.id), eq(mail.recipientId, b.id)), and(eq(mail.senderId, b.id), eq(mail.recipientId, a.id))));

describe('POST /api/mail/:username', () => {
  it('delivers a trimmed message that both sides see from their own side', async () => {
    const res = await send(ann, 'ben', { message: '  Picnic by the fountain?  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MAIL_TEXT.sent });
    expect(await unread(ben)).toBe(1);

    const [received] = await list(ben);
    expect(received).toEqual({
      id: res.body.id,
      _id: res.body.id,
      sender: 'Ann',
      recipient: 'Ben',
      message: 'Picnic by the fountain?',
      createdAt: expect.any(String),
      type: 0,
      isRead: false,
      isSender: false,
      isSaved: false,
      isReplied: false,
      isDeleted: false,
      fromSystem: false,
    });
    const [sent] = await list(ann);
    expect(sent).toMatchObject({ id: res.body.id, sender: 'Ann', recipient: 'Ben', isSender: true, isRead: true });
  });

  it('accepts exactly the longest message and refuses anything longer, empty or not text, storing nothing', async () => {
    const longest = 'x'.repeat(MAIL_MESSAGE_MAX);
    expect((await send(ann, 'Cat', { message: longest })).status).toBe(200);
    const before = (await between(ann, cat)).length;

    for (const [payload, text] of [
      [{ message: 'x'.repeat(MAIL_MESSAGE_MAX + 1) }, MAIL_TEXT.tooLong],
      [{ message: '' }, MAIL_TEXT.empty],
      [{ message: ' \n\t ' }, MAIL_TEXT.empty],
      [{ message: 42 }, MAIL_TEXT.notAString],
      [{}, MAIL_TEXT.notAString],
    ] as const) {
      const res = await send(ann, 'Cat', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: text });
    }
    expect((await between(ann, cat)).length).toBe(before);
  });

  it('refuses mail to oneself, to an unknown player and without a session', async () => {
    expect(await send(ann, 'ANN', { message: 'me, myself' })).toMatchObject({ status: 400, body: { success: false, message: MAIL_TEXT.notYourself } });
    expect(await send(ann, 'Nobody', { message: 'hello?' })).toMatchObject({ status: 404, body: { success: false, message: MAIL_TEXT.playerNotFound } });
    expect(await send(undefined, 'Ben', { message: 'hi' })).toMatchObject({ status: 401, body: { success: false, message: 'Not authenticated' } });
  });

  it('refuses mail across a block in either direction, with a message for each side', async () => {
    const dot = await makePlayer(t, { username: 'Dot' });
    const eve = await makePlayer(t, { username: 'Eve' });
    await t.ctx.db.insert(blocks).values({ blockerId: dot.id, blockedId: eve.id });

    expect(await send(eve, 'Dot', { message: 'please?' })).toMatchObject({ status: 403, body: { message: MAIL_TEXT.blockedYou('Dot') } });
    expect(await send(dot, 'Eve', { message: 'one more thing' })).toMatchObject({ status: 403, body: { message: MAIL_TEXT.youBlocked('Eve') } });
    expect(await between(dot, eve)).toEqual([]);
    expect(await unread(dot)).toBe(0);
  });
});

describe('POST /api/mail/:id/reply', () => {
  it('writes back to the other party and marks only the replier’s side replied (and read)', async () => {
    const { body } = await send(ben, 'Cat', { message: 'Lost my hat, seen it?' });
    const res = await reply(cat, body.id, { message: 'On the bench by the radio!' });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: MAIL_TEXT.replied } });

    const benMail = await list(ben);
    expect(benMail.find((m) => m.id === res.body.id)).toMatchObject({ sender: 'Cat', recipient: 'Ben', message: 'On the bench by the radio!', isRead: false });
    expect(benMail.find((m) => m.id === body.id)).toMatchObject({ isReplied: false });
    expect((await list(cat)).find((m) => m.id === body.id)).toMatchObject({ isReplied: true, isRead: true });

    // The sender may write again from their sent mail: it goes to the recipient.
    const again = await reply(ben, body.id, { message: 'Thanks!!' });
    expect((await list(cat)).find((m) => m.id === again.body.id)).toMatchObject({ sender: 'Ben', recipient: 'Cat' });
    expect((await list(ben)).find((m) => m.id === body.id)).toMatchObject({ isReplied: true });
  });

  it('refuses a reply from anyone else exactly as for a mail that does not exist', async () => {
    const { body } = await send(ann, 'Ben', { message: 'Just between us' });
    const stranger = await reply(cat, body.id, { message: 'butting in' });
    const missing = await reply(cat, '00000000-0000-4000-8000-000000000000', { message: 'hello' });
    const garbage = await reply(cat, 'not-an-id', { message: 'hello' });
    expect(stranger).toEqual({ ...missing, headers: stranger.headers });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ success: false, message: MAIL_TEXT.notFound });
    // A malformed id is refused by the route's contract (issue 19 §5): it can be nobody's mail.
    expect(garbage).toMatchObject({ status: 400, body: { success: false, message: 'id: must be a uuid' } });
    expect((await list(ann)).some((m) => m.message === 'butting in')).toBe(false);
  });

  it('refuses bad replies and replies across a block', async () => {
    const fay = await makePlayer(t, { username: 'Fay' });
    const gus = await makePlayer(t, { username: 'Gus' });
    const { body } = await send(fay, 'Gus', { message: 'Hi Gus' });
    expect(await reply(gus, body.id, { message: '   ' })).toMatchObject({ status: 400, body: { message: MAIL_TEXT.empty } });
    expect(await reply(gus, body.id, { message: 'y'.repeat(MAIL_MESSAGE_MAX + 1) })).toMatchObject({ status: 400, body: { message: MAIL_TEXT.tooLong } });

    await t.ctx.db.insert(blocks).values({ blockerId: fay.id, blockedId: gus.id });
    expect(await reply(gus, body.id, { message: 'Hi Fay' })).toMatchObject({ status: 403, body: { message: MAIL_TEXT.blockedYou('Fay') } });
    expect((await between(fay, gus)).length).toBe(1);
  });
});

describe('the per-player mail limit', () => {
  it('lets a fast typist send a minute’s worth, then says to slow down; others are not affected', async () => {
    const hal = await makePlayer(t, { username: 'Hal' });
    const ivy = await makePlayer(t, { username: 'Ivy' });
    const first = await send(hal, 'Ivy', { message: 'mail 1' });
    for (let i = 2; i < MAIL_RATE_LIMIT.points; i++) expect((await send(hal, 'Ivy', { message: `mail ${i}` })).status).toBe(200);
    // Replies come out of the same allowance.
    expect((await reply(hal, first.body.id, { message: 'the last one' })).status).toBe(200);

    const refused = await send(hal, 'Ivy', { message: 'one too many' });
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: MAIL_TEXT.rateLimited } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reply(hal, first.body.id, { message: 'and another' })).toMatchObject({ status: 429 });
    expect(await unread(ivy)).toBe(MAIL_RATE_LIMIT.points);

    expect((await send(ivy, 'Hal', { message: 'slow down!' })).status).toBe(200);
  });
});
