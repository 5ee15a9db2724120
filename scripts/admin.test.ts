import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ACCESS } from '../src/common/roles';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { openAppDatabase } from '../src/server/db/open';
import { auditLog } from '../src/server/modules/audit/schema';
import { users } from '../src/server/modules/users/schema';
import { ledger } from '../src/server/modules/ledger/schema';
import { mail } from '../src/server/modules/mail/schema';
import { createDatabaseFrom, dropDatabase } from '../src/server/test/database';
import { runAdmin, UsageError } from './admin';

const log = pino({ level: 'silent' });
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
});

const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-admin-'));
  // mkdtemp makes it 0700; started as root, embedded PostgreSQL runs as its own user and must enter it.
  fs.chmodSync(dir, 0o755);
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function addPlayer(url: string, username: string): Promise<string> {
  const database = connectDatabase(url, log, 1);
  try {
    const [row] = await database.db.insert(users).values({ username, email: `${username}@example.test` }).returning({ id: users.id });
    return row!.id;
  } finally {
    await database.close();
  }
}

async function roleAndLastAudit(url: string, id: string) {
  const database = connectDatabase(url, log, 1);
  try {
    const [user] = await database.db.select({ access: users.access }).from(users).where(eq(users.id, id));
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(desc(auditLog.createdAt)).limit(1);
    return { access: user!.access, audit: row };
  } finally {
    await database.close();
  }
}

describe('npm run admin -- role', () => {
  it('on DATABASE_URL: sets the role, writes an audit row with the operator as actor, and says so', async () => {
    const adminUrl = inject('dbAdminUrl');
    const name = `${inject('dbRun')}_admin_${randomBytes(3).toString('hex')}`;
    const url = await createDatabaseFrom(adminUrl, inject('dbTemplate'), name);
    cleanups.push(() => dropDatabase(adminUrl, name));
    const config = loadConfig({ DATABASE_URL: url, DATA_DIR: tempDataDir() });
    const id = await addPlayer(url, 'Marta');

    expect(await runAdmin(['role', 'marta', 'moderator'], config)).toBe('Marta is now moderator (was player).');
    const { access, audit } = await roleAndLastAudit(url, id);
    expect(access).toBe(ACCESS.moderator);
    expect(audit).toMatchObject({ actorId: null, action: 'user.role', targetType: 'user', before: { role: 'player' }, after: { role: 'moderator' } });

    expect(await runAdmin(['role', 'Marta', 'moderator'], config)).toBe('Marta is already moderator; nothing changed.');
    await expect(runAdmin(['role', 'Nobody', 'admin'], config)).rejects.toThrow('No player is named Nobody');
  });

  it('refuses an unknown role or command before touching any database', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: tempDataDir() });
    await expect(runAdmin(['role', 'Marta', 'superuser'], config)).rejects.toThrow(new UsageError('Unknown role "superuser": use one of player, moderator, admin.'));
    await expect(runAdmin(['role', 'Marta'], config)).rejects.toThrow(UsageError);
    await expect(runAdmin(['promote', 'Marta'], config)).rejects.toThrow('Unknown command "promote".');
    await expect(runAdmin([], config)).rejects.toThrow('No command given.');
  });

  it('on the embedded database, whether or not the app is running', { timeout: 180_000 }, async () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });

    // Not running: the command starts the embedded server itself (as npm start would) and stops it.
    await expect(runAdmin(['role', 'Finn', 'moderator'], config)).rejects.toThrow('No player is named Finn');
    const opened = await openAppDatabase(config, log);
    await opened.db.insert(users).values({ username: 'Finn', email: 'finn@example.test' });
    await opened.close();
    expect(fs.existsSync(path.join(dataDir, 'oldroad.pid'))).toBe(false);
    expect(await runAdmin(['role', 'Finn', 'admin'], config)).toBe('Finn is now admin (was player).');

    // Running: another live process holds the data directory and its PostgreSQL; the command connects to it.
    fs.writeFileSync(path.join(dataDir, 'oldroad.pid'), String(process.ppid));
    const running = await startEmbeddedPostgres(dataDir, log);
    cleanups.push(() => running.stop());
    expect(await runAdmin(['role', 'Finn', 'player'], config)).toBe('Finn is now player (was admin).');
    const db = connectDatabase(running.url, log, 1);
    const [row] = await db.db.select({ access: users.access, audits: sql<number>`(SELECT count(*)::int FROM audit_log)` }).from(users);
    await db.close();
    expect(row).toEqual({ access: ACCESS.player, audits: 2 });
  });
});

describe('npm run admin -- grant and membership', () => {
  async function freshDatabase(): Promise<{ url: string; config: ReturnType<typeof loadConfig> }> {
    const adminUrl = inject('dbAdminUrl');
    const name = `${inject('dbRun')}_admin_${randomBytes(3).toString('hex')}`;
    const url = await createDatabaseFrom(adminUrl, inject('dbTemplate'), name);
    cleanups.push(() => dropDatabase(adminUrl, name));
    return { url, config: loadConfig({ DATABASE_URL: url, DATA_DIR: tempDataDir() }) };
  }

  it('grants gems through the ledger, audited with the reason, and tells the player by mail', async () => {
    const { url, config } = await freshDatabase();
    const id = await addPlayer(url, 'Gina');
    expect(await runAdmin(['grant', 'gina', 'gems', '500', '--reason', 'Lost in the outage of May 3'], config)).toBe('Gina got 500 gems; they now have 500.');
    expect(await runAdmin(['grant', 'Gina', 'coins', '1200', '--reason=Contest prize'], config)).toBe('Gina got 1,200 coins; they now have 1,200.');
    const database = connectDatabase(url, log, 1);
    try {
      const [u] = await database.db.select().from(users).where(eq(users.id, id));
      expect(u).toMatchObject({ gems: 500, coins: 1200 });
      const rows = await database.db.select().from(ledger).where(eq(ledger.userId, id));
      expect(rows.map((r) => [r.currency, r.amount, r.reason])).toEqual(expect.arrayContaining([['gems', 500, 'grant'], ['coins', 1200, 'grant']]));
      const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(audits.find((a) => a.reason === 'Lost in the outage of May 3')).toMatchObject({ actorId: null, action: 'user.grant', after: { gems: 500, granted: 500 } });
      const mails = await database.db.select().from(mail).where(eq(mail.recipientId, id));
      expect(mails.map((m) => m.message).join('\n')).toContain('Why: Lost in the outage of May 3');
    } finally {
      await database.close();
    }
    await expect(runAdmin(['grant', 'Nobody', 'gems', '5', '--reason', 'x'], config)).rejects.toThrow('No player is named Nobody');
    await expect(runAdmin(['grant', 'Gina', 'gems', '999999999', '--reason', 'typo'], config)).rejects.toThrow('The amount must be a whole number from 1 to 10,000,000');
  });

  it('sets a membership until a date, or with no end, or none; audited', async () => {
    const { url, config } = await freshDatabase();
    const id = await addPlayer(url, 'Mona');
    expect(await runAdmin(['membership', 'Mona', 'vip', '--until', '2099-01-31'], config)).toBe('Mona is now VIP+ until 2099-01-31.');
    const read = async () => {
      const database = connectDatabase(url, log, 1);
      try {
        return (await database.db.select({ membership: users.membership, endsAt: users.membershipEndsAt }).from(users).where(eq(users.id, id)))[0]!;
      } finally {
        await database.close();
      }
    };
    expect(await read()).toEqual({ membership: 2, endsAt: new Date('2099-01-31T00:00:00Z') });
    expect(await runAdmin(['membership', 'Mona', '4'], config)).toBe('Mona is now Platinum+ with no end.');
    expect(await read()).toEqual({ membership: 4, endsAt: null });
    expect(await runAdmin(['membership', 'Mona', 'none'], config)).toBe('Mona has no membership now.');
    expect(await read()).toEqual({ membership: 0, endsAt: null });
    const { audit } = await roleAndLastAudit(url, id);
    expect(audit).toMatchObject({ actorId: null, action: 'user.membership', after: { membership: 0 } });
    await expect(runAdmin(['membership', 'Mona', '2', '--until', '2001-01-01'], config)).rejects.toThrow('The end date must be in the future');
  });

  it('refuses bad arguments before touching any database', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: tempDataDir() });
    await expect(runAdmin(['grant', 'Gina', 'gems', '500'], config)).rejects.toThrow(UsageError);
    await expect(runAdmin(['grant', 'Gina', 'honor', '5', '--reason', 'x'], config)).rejects.toThrow('Unknown currency "honor": use gems or coins.');
    await expect(runAdmin(['grant', 'Gina', 'gems', '-5', '--reason', 'x'], config)).rejects.toThrow(UsageError);
    await expect(runAdmin(['grant', 'Gina', 'gems', '2.5', '--reason', 'x'], config)).rejects.toThrow(UsageError);
    await expect(runAdmin(['grant', 'Gina', 'gems', '5', '--why', 'x'], config)).rejects.toThrow('Unknown option "--why".');
    await expect(runAdmin(['membership', 'Mona', 'diamond'], config)).rejects.toThrow(UsageError);
    await expect(runAdmin(['membership', 'Mona', '2', '--until', 'soon'], config)).rejects.toThrow('"soon" is not a date: use YYYY-MM-DD.');
    await expect(runAdmin(['membership', 'Mona', '0', '--until', '2099-01-01'], config)).rejects.toThrow(UsageError);
  });
});
