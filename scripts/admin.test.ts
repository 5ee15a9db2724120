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
