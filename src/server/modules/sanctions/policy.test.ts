import { describe, expect, it } from 'vitest';
import { ROLE_TEXT } from '@common/roles';
import { SANCTION_TEXT } from '@common/moderation-sanctions';
import { useTestApp } from '../../test/app';
import { action, NOT_SIGNED_IN, ok, policyTable, refused, STAFF_ONLY, useWorld, type Answer, type World } from '../../test/policy-table';
import { impose } from './testing';
import { makePlayer } from '../../test/players';

/**
 * Who may impose and lift which sanction (sanctions/policy.ts), through the real routes. Each
 * row sanctions a fresh account, so no row changes another's world.
 */
const t = useTestApp();
const w = useWorld(t, 'Sp');
let n = 0;
const fresh = (role: 'player' | 'moderator' | 'admin' = 'player') => makePlayer(t, { username: `Sp_${role}${++n}`, role: role });

const staffAnswer = (moderator: Answer, admin: Answer): Record<keyof World | 'anonymous', Answer> => ({
  anonymous: NOT_SIGNED_IN,
  player: STAFF_ONLY,
  owner: STAFF_ONLY,
  other: STAFF_ONLY,
  blocked: STAFF_ONLY,
  blocker: STAFF_ONLY,
  moderator,
  admin,
});

const sanction = (username: string, kind: string, hours: number | null = null) => ({
  method: 'POST' as const,
  url: '/api/moderation/sanction',
  payload: { username, kind, ...(hours === null ? {} : { hours }), reason: 'Insults in public chat' },
});
const liftRequest = (id: string) => ({ method: 'DELETE' as const, url: `/api/moderation/sanction/${id}`, payload: { reason: 'Appeal accepted' } });

policyTable(t, w, 'sanctions', [
  action({
    action: 'warn a player',
    setup: () => fresh(),
    request: (p) => sanction(p.username, 'warn'),
    expect: staffAnswer(ok(), ok()),
  }),
  action({
    action: 'mute a player for an hour',
    setup: () => fresh(),
    request: (p) => sanction(p.username, 'mute', 1),
    expect: staffAnswer(ok(), ok()),
  }),
  action({
    action: 'suspend a player for a day',
    setup: () => fresh(),
    request: (p) => sanction(p.username, 'suspend', 24),
    expect: staffAnswer(ok(), ok()),
  }),
  action({
    action: 'ban a player',
    setup: () => fresh(),
    request: (p) => sanction(p.username, 'ban'),
    expect: staffAnswer(refused(403, SANCTION_TEXT.banAdminsOnly), ok()),
  }),
  action({
    action: 'mute a moderator',
    setup: () => fresh('moderator'),
    request: (p) => sanction(p.username, 'mute', 1),
    expect: staffAnswer(refused(403, SANCTION_TEXT.staffOnlyByAdmins), ok()),
  }),
  action({
    action: 'suspend an admin',
    setup: () => fresh('admin'),
    request: (p) => sanction(p.username, 'suspend', 1),
    expect: staffAnswer(refused(403, SANCTION_TEXT.notAdmins), refused(403, SANCTION_TEXT.notAdmins)),
  }),
  action({
    action: "lift a player's mute",
    setup: async (world) => (await impose(t, world.moderator, await fresh(), 'mute', 5)).sanction.id,
    request: (id) => liftRequest(id),
    expect: staffAnswer(ok(SANCTION_TEXT.lifted('mute')), ok(SANCTION_TEXT.lifted('mute'))),
  }),
  action({
    action: 'lift a ban',
    setup: async (world) => (await impose(t, world.admin, await fresh(), 'ban')).sanction.id,
    request: (id) => liftRequest(id),
    expect: staffAnswer(refused(403, SANCTION_TEXT.liftBanAdminsOnly), ok(SANCTION_TEXT.lifted('ban'))),
  }),
  action({
    action: "lift a moderator's suspension",
    setup: async (world) => (await impose(t, world.admin, await fresh('moderator'), 'suspend', 5)).sanction.id,
    request: (id) => liftRequest(id),
    expect: staffAnswer(refused(403, SANCTION_TEXT.liftStaffOnlyByAdmins), ok(SANCTION_TEXT.lifted('suspend'))),
  }),
]);

describe('sanction routes', () => {
  const post = (key: string, payload: object) => t.call({ method: 'POST', url: '/api/moderation/sanction', key, payload });

  it('nobody sanctions themselves or lifts their own sanction', async () => {
    expect(await post(w.moderator.key, { username: w.moderator.username, kind: 'warn', reason: 'self' })).toMatchObject({ status: 403, body: { message: SANCTION_TEXT.notYourself } });
    const mod = await fresh('moderator');
    const { sanction: own } = await impose(t, w.admin, mod, 'mute', 1);
    expect(await t.call({ method: 'DELETE', url: `/api/moderation/sanction/${own.id}`, key: mod.key, payload: {} })).toMatchObject({
      status: 403,
      body: { message: SANCTION_TEXT.notYourOwn },
    });
  });

  it('refuses bad input with a clear text and changes nothing', async () => {
    const p = await fresh();
    const cases: [object, number, string][] = [
      [{ username: p.username, kind: 'mute', reason: 'no length' }, 400, SANCTION_TEXT.hoursNeeded],
      [{ username: p.username, kind: 'suspend', hours: 0, reason: 'zero' }, 400, SANCTION_TEXT.hoursNeeded],
      [{ username: p.username, kind: 'mute', hours: 9000, reason: 'more than a year' }, 400, SANCTION_TEXT.hoursNeeded],
      [{ username: p.username, kind: 'warn', hours: 3, reason: 'length on a warning' }, 400, SANCTION_TEXT.noHours('warn')],
      [{ username: p.username, kind: 'ban', hours: 3, reason: 'length on a ban' }, 400, SANCTION_TEXT.noHours('ban')],
      [{ username: p.username, kind: 'warn', reason: '   ' }, 400, SANCTION_TEXT.reasonNeeded],
      [{ username: p.username, kind: 'warn', reason: 'x'.repeat(501) }, 400, SANCTION_TEXT.reasonTooLong],
      [{ username: 'Nobody_here', kind: 'warn', reason: 'who?' }, 404, SANCTION_TEXT.noSuchPlayer('Nobody_here')],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(w.admin.key, payload);
      expect({ status: res.status, message: res.body.message }, JSON.stringify(payload)).toEqual({ status, message });
    }
    const mine = await t.call({ method: 'GET', url: '/api/me/standing', key: p.key });
    expect(mine.body).toMatchObject({ active: [], warnings: [] });
  });

  it('lifting twice, or lifting what already ended, is refused', async () => {
    const p = await fresh();
    const { sanction } = await impose(t, w.moderator, p, 'mute', 1);
    const lift = () => t.call({ method: 'DELETE', url: `/api/moderation/sanction/${sanction.id}`, key: w.moderator.key, payload: {} });
    const [a, b] = await Promise.all([lift(), lift()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body.message, b.body.message]).toContain(SANCTION_TEXT.alreadyLifted);
    const missing = await t.call({ method: 'DELETE', url: '/api/moderation/sanction/00000000-0000-4000-8000-000000000009', key: w.moderator.key, payload: {} });
    expect(missing).toMatchObject({ status: 404, body: { message: SANCTION_TEXT.notFound } });
  });

  it("answers the player's own standing: what is in force with reasons and ends, warnings, and never who imposed them", async () => {
    const p = await fresh();
    expect((await t.call({ method: 'GET', url: '/api/me/standing', key: p.key })).body).toMatchObject({
      standing: { mutedUntil: null, banned: false, offences: 0 },
      active: [],
      warnings: [],
    });
    await impose(t, w.moderator, p, 'warn');
    const { sanction: mute } = await impose(t, w.moderator, p, 'mute', 3);
    const res = await t.call({ method: 'GET', url: '/api/me/standing', key: p.key });
    expect(res.body).toMatchObject({
      standing: { mutedUntil: mute.endsAt!.toISOString(), offences: 2 },
      active: [{ kind: 'mute', reason: 'test mute', endsAt: mute.endsAt!.toISOString(), active: true }],
      warnings: [{ kind: 'warn', reason: 'test warn', endsAt: null }],
      unseenWarnings: [{ kind: 'warn' }],
    });
    expect(res.body.active[0].createdBy).toBeUndefined();
    // The notice at sign-in is acknowledged once; another player's ids change nothing.
    const other = await fresh();
    await t.call({ method: 'POST', url: '/api/me/standing/seen', key: other.key, payload: { ids: [res.body.warnings[0].id] } });
    expect((await t.call({ method: 'GET', url: '/api/me/standing', key: p.key })).body.unseenWarnings).toHaveLength(1);
    await t.call({ method: 'POST', url: '/api/me/standing/seen', key: p.key, payload: { ids: [res.body.warnings[0].id] } });
    expect((await t.call({ method: 'GET', url: '/api/me/standing', key: p.key })).body).toMatchObject({ unseenWarnings: [], warnings: [{ kind: 'warn' }] });
  });

  it('is written to the audit log with the standing before and after', async () => {
    const p = await fresh();
    await post(w.moderator.key, { username: p.username, kind: 'mute', hours: 2, reason: 'Spamming links' });
    const audit = await t.call({ method: 'GET', url: '/api/admin/audit?action=sanction.mute', key: w.admin.key });
    const entry = audit.body.entries.find((e: { targetId: string }) => e.targetId === p.id);
    expect(entry).toMatchObject({
      actor: { username: w.moderator.username },
      action: 'sanction.mute',
      reason: 'Spamming links',
      before: { username: p.username, mutedUntil: null },
      after: { username: p.username, sanction: { kind: 'mute', reason: 'Spamming links' } },
    });
    expect(entry.after.mutedUntil).toEqual(expect.any(String));
    expect(ROLE_TEXT.moderatorsOnly).toBe(STAFF_ONLY.message);
  });
});
