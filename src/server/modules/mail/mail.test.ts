import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { blocks, users } from '../users/schema';
import { mail, MAIL_TYPE } from './schema';
import { makePlayer } from '../../test/players';

const t = useTestApp();

const player = (name: string) => makePlayer(t, { username: name });

const unread = (key?: string) => t.call({ method: 'GET', url: '/api/mail/unread/count', key });

describe('GET /api/mail/unread/count', () => {
  it('counts unread mail to the signed-in player: not read, not deleted, not from blocked players', async () => {
    const ivy = await player('Ivy');
    const jay = await player('Jay');
    const kit = await player('Kit');
    expect((await unread(ivy.key)).body).toEqual({ success: true, count: 0 });

    await t.ctx.db.insert(mail).values([
      { senderId: jay.id, recipientId: ivy.id, message: 'hello' },
      { senderId: jay.id, recipientId: ivy.id, message: 'friends?', type: MAIL_TYPE.friendRequest },
      { senderId: kit.id, recipientId: ivy.id, message: 'already read', isRead: true },
      { senderId: kit.id, recipientId: ivy.id, message: 'thrown away', deletedByRecipient: true },
      { senderId: kit.id, recipientId: ivy.id, message: 'from kit' },
      { senderId: ivy.id, recipientId: jay.id, message: 'sent by ivy' },
    ]);
    expect((await unread(ivy.key)).body.count).toBe(3);
    expect((await unread(jay.key)).body.count).toBe(1);

    await t.ctx.db.insert(blocks).values({ blockerId: ivy.id, blockedId: kit.id });
    expect((await unread(ivy.key)).body.count).toBe(2);

    await t.ctx.db.update(mail).set({ isRead: true }).where(eq(mail.recipientId, ivy.id));
    expect((await unread(ivy.key)).body.count).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const res = await unread();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Not authenticated' });
  });

  it('refuses an unknown mail type at the database', async () => {
    const [a] = await t.ctx.db.select().from(users).limit(1);
    await expect(t.ctx.db.insert(mail).values({ senderId: a!.id, recipientId: a!.id, message: 'x', type: 7 })).rejects.toThrow();
  });
});
