import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@common/texts';
import { useTestApp } from '../../test/app';
import { ledgerSums } from '../ledger/service';
import { users } from '../users/schema';
import { mail } from './schema';
import { sendSystemMail, SYSTEM_MAIL_TEXT, SYSTEM_SENDER_ID } from './system';
import { makePlayer, type TestPlayer } from '../../test/players';

const t = useTestApp();
let ada: TestPlayer;

beforeAll(async () => {
  ada = await makePlayer(t, { username: 'Ada' });
});

const systemAccounts = async () => (await t.ctx.db.select({ n: count() }).from(users).where(eq(users.id, SYSTEM_SENDER_ID)))[0]!.n;

describe('the system sender', () => {
  it('does not exist until the product first writes, then exists once however many write at once', async () => {
    expect(await systemAccounts()).toBe(0);
    await Promise.all(Array.from({ length: 6 }, (_, i) => t.ctx.db.transaction((tx) => sendSystemMail(tx, ada.id, `Notice ${i}`))));
    expect(await systemAccounts()).toBe(1);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, SYSTEM_SENDER_ID));
    // No name, email or password: nothing finds it by name and nobody can sign in as it.
    expect(row).toMatchObject({ username: null, email: null, passwordHash: null, access: 0, coins: 0, gems: 0, honor: 0 });
    expect(await ledgerSums(t.ctx.db, SYSTEM_SENDER_ID)).toEqual({ coins: 0, gems: 0, honor: 0 });
  });

  it('shows as the product’s name in the inbox, unread, counted in the badge', async () => {
    const inbox = (await t.call({ method: 'GET', url: '/api/mail', key: ada.key })).body as { sender: string; message: string; isRead: boolean; isSender: boolean }[];
    const notices = inbox.filter((m) => m.message.startsWith('Notice'));
    expect(notices).toHaveLength(6);
    // Flagged as the product's own, so the client hides Reply and the profile link without comparing names.
    for (const m of notices) expect(m).toMatchObject({ sender: PRODUCT_NAME, recipient: 'Ada', isRead: false, isSender: false, fromSystem: true });
    expect((await t.call({ method: 'GET', url: '/api/mail/unread/count', key: ada.key })).body.count).toBe(6);
  });

  it('cannot be answered: a reply is refused and nothing is written', async () => {
    const inbox = (await t.call({ method: 'GET', url: '/api/mail', key: ada.key })).body as { id: string; message: string }[];
    const notice = inbox.find((m) => m.message === 'Notice 0')!;
    const before = (await t.ctx.db.select({ n: count() }).from(mail))[0]!.n;
    const res = await t.call({ method: 'POST', url: `/api/mail/${notice.id}/reply`, key: ada.key, payload: { message: 'Thanks!' } });
    expect(res).toMatchObject({ status: 403, body: { success: false, message: SYSTEM_MAIL_TEXT.noReply } });
    expect((await t.ctx.db.select({ n: count() }).from(mail))[0]!.n).toBe(before);
    // Reading, saving and deleting it work like any mail.
    expect((await t.call({ method: 'GET', url: `/api/mail/${notice.id}/read`, key: ada.key })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/mail/${notice.id}/save/1`, key: ada.key })).status).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/mail/${notice.id}`, key: ada.key })).status).toBe(200);
  });

  it('cannot be written to, befriended or looked up by its shown name', async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(mail))[0]!.n;
    for (const name of [PRODUCT_NAME, PRODUCT_NAME.toLowerCase()]) {
      expect((await t.call({ method: 'POST', url: `/api/mail/${name}`, key: ada.key, payload: { message: 'Hello there' } })).status).toBe(404);
      expect((await t.call({ method: 'POST', url: `/api/friend/${name}`, key: ada.key })).status).toBe(404);
    }
    expect((await t.ctx.db.select({ n: count() }).from(mail))[0]!.n).toBe(before);
    const found = await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE lower(username) = lower(${PRODUCT_NAME})`);
    expect(found.rows[0]!.n).toBe(0);
  });

  it('cannot sign in: no email or password matches it', async () => {
    for (const email of ['', 'null', `${PRODUCT_NAME.toLowerCase()}@oldroad.local`]) {
      const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'password 123' } });
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });
});
