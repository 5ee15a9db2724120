import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { connectDatabase, runMigrations, type Database } from './client';
import { EMBEDDED_DB_NAME, isAlive, startEmbeddedPostgres } from './embedded';
import { acquireDataDirLock, DataDirBusy } from './lock';

/**
 * The app's database for a command that does not serve HTTP (npm run admin): DATABASE_URL
 * when set; else the embedded database of DATA_DIR, the one `npm start` uses. When the app is
 * running it owns that server, so the command connects to it (port from postmaster.pid,
 * password from the data directory); otherwise it starts the embedded server itself, applies
 * the migrations, and stops it again on close. `migrate: false` leaves the schema as it is
 * (npm run backup copies the database as it finds it).
 */
export async function openAppDatabase(config: Config, log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>, opts: { migrate?: boolean } = {}): Promise<Database> {
  const migrate = opts.migrate ?? true;
  if (config.DATABASE_URL) return migrated(connectDatabase(config.DATABASE_URL, log, 2), migrate);
  let unlock: () => void;
  try {
    unlock = acquireDataDirLock(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirBusy)) throw err;
    const url = runningEmbeddedUrl(config.dataDir);
    if (!url) throw err;
    return migrated(connectDatabase(url, log, 2), migrate);
  }
  try {
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    const database = connectDatabase(embedded.url, log, 2);
    if (migrate) await runMigrations(database.db);
    return {
      ...database,
      close: async () => {
        await database.close();
        await embedded.stop();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

async function migrated(database: Database, migrate: boolean): Promise<Database> {
  if (!migrate) return database;
  try {
    await runMigrations(database.db);
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** The running app's embedded PostgreSQL, read from its postmaster.pid (line 4 is the port). */
function runningEmbeddedUrl(dataDir: string): string | null {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (!Number.isInteger(pid) || !isAlive(pid) || !Number.isInteger(port) || port <= 0) return null;
    const password = fs.readFileSync(path.join(dataDir, '.pg-password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DB_NAME}`;
  } catch {
    return null;
  }
}
