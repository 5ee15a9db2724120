import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFFENCE_WINDOW_MS, SANCTION_TEXT } from '@common/moderation-sanctions';
import { ACCESS } from '@common/roles';
import { auditLog } from '../audit/schema';
import { mail } from '../mail/schema';
import { SYSTEM_SENDER_ID } from '../mail/system';
import { sessions } from '../auth/schema';
import { users } from '../users/schema';
import { useTestApp } from '../../test/app';
import { FOREVER } from '../../db/columns';
import { sanctions } from './schema';
import { imposeSanction, liftSanction, refreshStanding, sanctionTransaction, standingOf, suggestedStep } from './service';
import { makePlayer, TEST_PASSWORD } from '../../test/players';

/** The sanctions service as other modules call it: inside the caller's transaction, effects after commit. */
const t = useTestApp();

async function staff(name: string, access: number) {
  const p = await makePlayer(t, { username: name });
  await t.ctx.db.update(users).set({ access }).where(eq(users.id, p.id));
  return p;
}
const rowOf = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('imposeSanction', () => {
  it('must run inside sanctionTransaction, so its after-commit effects cannot be forgotten', async () => {
    const p = await makePlayer(t, { username: 'Svc_loose' });
    await expect(t.ctx.db.transaction((tx) => imposeSanction(t.ctx, tx, { userId: p.id, kind: 'warn', reason: 'x', actorId: null }))).rejects.toThrow(/sanctionTransaction/);
    expect(await t.ctx.db.select().from(sanctions).where(eq(sanctions.userId, p.id))).toEqual([]);
  });

  it('keeps the users row in step: the latest mute end, a ban as infinity with its reason, lifting recomputes from what remains', async () => {
    const mod = await staff('Svc_mod', ACCESS.moderator);
    const admin = await staff('Svc_admin', ACCESS.admin);
    const p = await makePlayer(t, { username: 'Svc_target' });
    const short = await sanctionTransaction(t.ctx, (tx) => imposeSanction(t.ctx, tx, { userId: p.id, kind: 'mute', hours: 1, reason: 'spam', actorId: mod.id }));
    const long = await sanctionTransaction(t.ctx, (tx) => imposeSanction(t.ctx, tx, { userId: p.id, kind: 'mute', hours: 24, reason: 'more spam', actorId: mod.id }));
    expect((await rowOf(p.id)).mutedUntil?.getTime()).toBe(long.sanction.endsAt!.getTime());
    await sanctionTransaction(t.ctx, (tx) => liftSanction(t.ctx, tx, { sanctionId: long.sanction.id, actorId: mod.id, reason: 'too harsh' }));
    expect((await rowOf(p.id)).mutedUntil?.getTime()).toBe(short.sanction.endsAt!.getTime());

    await sanctionTransaction(t.ctx, (tx) => imposeSanction(t.ctx, tx, { userId: p.id, kind: 'suspend', hours: 48, reason: 'threats', actorId: mod.id }));
    await sanctionTransaction(t.ctx, (tx) => imposeSanction(t.ctx, tx, { userId: p.id, kind: 'ban', reason: 'doxxing', actorId: admin.id }));
    const banned = await rowOf(p.id);
    expect(banned.suspendedUntil?.getTime()).toBe(FOREVER.getTime());
    expect(banned.suspensionReason).toBe('doxxing');
    expect(await standingOf(t.ctx, p.id)).toMatchObject({ banned: true, suspendedUntil: null });
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, p.id))).toEqual([]);
    const [ban] = await t.ctx.db.select().from(sanctions).where(and(eq(sanctions.userId, p.id), eq(sanctions.kind, 'ban')));
    await sanctionTransaction(t.ctx, (tx) => liftSanction(t.ctx, tx, { sanctionId: ban!.id, actorId: admin.id }));
    const after = await rowOf(p.id);
    expect(after.suspensionReason).toBe('threats');
    expect(after.suspendedUntil!.getTime()).toBeLessThan(FOREVER.getTime());
    const actions = (await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, p.id))).map((a) => a.action).sort();
    expect(actions).toEqual(['sanction.ban', 'sanction.lift', 'sanction.lift', 'sanction.mute', 'sanction.mute', 'sanction.suspend']);
  });

  it('warns with a mail from Oldroad, and rolls back with the caller', async () => {
    const mod = await staff('Svc_mod2', ACCESS.moderator);
    const p = await makePlayer(t, { username: 'Svc_warned' });
    await sanctionTransaction(t.ctx, (tx) => imposeSanction(t.ctx, tx, { userId: p.id, kind: 'warn', reason: 'rude in chat', actorId: mod.id }));
    const letters = await t.ctx.db.select().from(mail).where(eq(mail.recipientId, p.id));
    expect(letters).toMatchObject([{ senderId: SYSTEM_SENDER_ID, message: SANCTION_TEXT.warnMail('rude in chat') }]);
    await expect(
      sanctionTransaction(t.ctx, async (tx) => {
        await imposeSanction(t.ctx, tx, { userId: p.id, kind: 'mute', hours: 2, reason: 'again', actorId: mod.id });
        throw new Error('the case could not be closed');
      }),
    ).rejects.toThrow('the case could not be closed');
    expect((await rowOf(p.id)).mutedUntil).toBeNull();
    expect(await t.ctx.db.select().from(sanctions).where(eq(sanctions.userId, p.id))).toHaveLength(1);
  });
});

describe('the ladder', () => {
  it('suggests warn, mute 1 h, mute 24 h, suspend 7 days, ban; system mutes, lifted sanctions and offences over 90 days old do not count', async () => {
    const mod = await staff('Lad_mod', ACCESS.moderator);
    const p = await makePlayer(t, { username: 'Lad_target' });
    const steps: unknown[] = [];
    const impose = (kind: 'warn' | 'mute', hours: number | null, actorId: string | null) =>
      sanctionTransaction(t.ctx, (tx) => imposeSanction(t.ctx, tx, { userId: p.id, kind, hours, reason: 'r', actorId }));
    steps.push(await suggestedStep(t.ctx, p.id));
    await impose('warn', null, mod.id);
    steps.push(await suggestedStep(t.ctx, p.id));
    await impose('mute', 1, mod.id);
    steps.push(await suggestedStep(t.ctx, p.id));
    await impose('mute', 24, mod.id);
    steps.push(await suggestedStep(t.ctx, p.id));
    const fourth = await impose('mute', 1, mod.id);
    steps.push(await suggestedStep(t.ctx, p.id));
    expect(steps).toEqual([
      { offences: 0, kind: 'warn', hours: null },
      { offences: 1, kind: 'mute', hours: 1 },
      { offences: 2, kind: 'mute', hours: 24 },
      { offences: 3, kind: 'suspend', hours: 168 },
      { offences: 4, kind: 'ban', hours: null },
    ]);
    // The word filter's mute (no actor) is not an offence; a lifted one no longer is.
    await impose('mute', 1, null);
    expect(await suggestedStep(t.ctx, p.id)).toMatchObject({ offences: 4 });
    await sanctionTransaction(t.ctx, (tx) => liftSanction(t.ctx, tx, { sanctionId: fourth.sanction.id, actorId: mod.id }));
    expect(await suggestedStep(t.ctx, p.id)).toMatchObject({ offences: 3, kind: 'suspend' });
    // Decay: the first offence is now 91 days old, and 90 days from now the rest are too.
    const [first] = await t.ctx.db.select().from(sanctions).where(and(eq(sanctions.userId, p.id), eq(sanctions.kind, 'warn')));
    await t.ctx.db.update(sanctions).set({ createdAt: new Date(Date.now() - OFFENCE_WINDOW_MS - 86_400_000) }).where(eq(sanctions.id, first!.id));
    expect(await suggestedStep(t.ctx, p.id)).toMatchObject({ offences: 2, kind: 'mute', hours: 24 });
    expect(await suggestedStep(t.ctx, p.id, new Date(Date.now() + OFFENCE_WINDOW_MS + 1000))).toEqual({ offences: 0, kind: 'warn', hours: null });
  });

  it('ends by the clock: an ended mute is no longer in force, with no job to run', async () => {
    const p = await makePlayer(t, { username: 'Clock_target' });
    await sanctionTransaction(t.ctx, (tx) => imposeSanction(t.ctx, tx, { userId: p.id, kind: 'mute', minutes: 0.5, reason: 'flood', actorId: null }));
    expect((await standingOf(t.ctx, p.id)).mutedUntil).not.toBeNull();
    expect((await standingOf(t.ctx, p.id, new Date(Date.now() + 31_000))).mutedUntil).toBeNull();
    // Recomputing the row after the end (any later sanction does) clears it in the database too.
    await t.ctx.db.update(sanctions).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(sanctions.userId, p.id));
    expect((await t.ctx.db.transaction((tx) => refreshStanding(tx, p.id))).mutedUntil).toBeNull();
  });
});

describe('a sign-in racing a suspension', () => {
  it('leaves no session behind: each sign-in either came first (and its session was ended) or was refused with the reason', async () => {
    const mod = await staff('Race_mod', ACCESS.moderator);
    const p = await makePlayer(t, { username: 'Race_target', password: TEST_PASSWORD });
    const signIns = Array.from({ length: 8 }, () => t.call({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: TEST_PASSWORD } }));
    const [, ...answers] = await Promise.all([sanctionTransaction(t.ctx, (tx) => imposeSanction(t.ctx, tx, { userId: p.id, kind: 'suspend', hours: 5, reason: 'racing', actorId: mod.id })), ...signIns]);
    for (const a of answers) expect([200, 403]).toContain(a.status);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, p.id))).toEqual([]);
    for (const a of answers.filter((x) => x.status === 200)) expect((await t.call({ method: 'GET', url: '/api/me/standing', key: a.body.serverSessionKey })).status).toBe(401);
  });
});
