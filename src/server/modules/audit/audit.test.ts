import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_TEXT } from '@common/roles';
import { useTestApp } from '../../test/app';
import { changeRole } from '../auth/roles';
import { auditLog } from './schema';
import { recordAudit } from './service';
import { makePlayer } from '../../test/players';

const t = useTestApp();
const audit = (key: string, query = '') => t.call({ method: 'GET', url: `/api/admin/audit${query}`, key });

describe('audit log', () => {
  it('is read by admins only: a moderator and a player get 403 with the reason, no session 401', async () => {
    const admin = await makePlayer(t, { username: 'AuditAdmin', role: 'admin' });
    const mod = await makePlayer(t, { username: 'AuditMod', role: 'moderator' });
    const player = await makePlayer(t, { username: 'AuditPlayer', role: 'player' });
    await changeRole(t.ctx.db, 'auditplayer', 'moderator', admin.id, 'helps a lot');

    const ok = await audit(admin.key);
    expect(ok.status).toBe(200);
    expect(ok.body.entries[0]).toMatchObject({
      actor: { id: admin.id, username: 'AuditAdmin' },
      action: 'user.role',
      targetType: 'user',
      targetId: player.id,
      before: { username: 'AuditPlayer', role: 'player' },
      after: { username: 'AuditPlayer', role: 'moderator' },
      reason: 'helps a lot',
    });
    for (const key of [mod.key, player.key]) {
      expect(await audit(key)).toMatchObject({ status: 403, body: { success: false, message: ROLE_TEXT.adminsOnly } });
    }
    expect((await t.call({ method: 'GET', url: '/api/admin/audit' })).status).toBe(401);
  });

  it('a demoted admin loses access on the next request, without signing out', async () => {
    const admin = await makePlayer(t, { username: 'Demoted', role: 'admin' });
    expect((await audit(admin.key)).status).toBe(200);
    await changeRole(t.ctx.db, 'Demoted', 'player', null);
    expect((await audit(admin.key)).status).toBe(403);
  });

  it('pages newest first, filters by action and lists the actions it holds', async () => {
    const admin = await makePlayer(t, { username: 'Pager', role: 'admin' });
    await t.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await recordAudit(tx, { actorId: admin.id, action: 'test.paging', targetType: 'thing', targetId: i, after: { i } });
    });
    const first = await audit(admin.key, '?action=test.paging&limit=2');
    expect(first.body).toMatchObject({ page: 1, limit: 2, total: 5, hasMore: true });
    expect(first.body.entries.map((e: { targetId: string }) => e.targetId).sort()).toHaveLength(2);
    const last = await audit(admin.key, '?action=test.paging&limit=2&page=3');
    expect(last.body).toMatchObject({ page: 3, total: 5, hasMore: false });
    expect(last.body.entries).toHaveLength(1);
    expect(first.body.actions).toEqual(expect.arrayContaining(['test.paging', 'user.role']));
    expect((await audit(admin.key, '?limit=500')).status).toBe(400);
  });

  it('an act that rolls back leaves no audit row', async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordAudit(tx, { actorId: null, action: 'test.rollback', targetType: 'thing', targetId: 'x' });
        throw new Error('the act failed');
      }),
    ).rejects.toThrow('the act failed');
    expect((await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before);
  });
});
