import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import * as tar from 'tar';
import type { Config } from '../../config';
import { CHANGES_APPLICATION } from '../changes';
import { connectDatabase, runMigrations, type Database } from '../client';
import { startEmbeddedPostgres } from '../embedded';
import { acquireDataDirLock } from '../lock';
import { appliedMigrations, tablesInTheWay } from './catalog';
import { BackupRefused, FORMAT_VERSION, levelOf, MANIFEST_FILE, manifestSchema, tableFile, UPLOADS_DIR, type Manifest } from './format';
import { loadRows } from './load';
import { migrateUpTo, readJournal } from './migrations';
import { entriesOf } from './uploads';

type Log = Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;

/**
 * npm run restore -- FILE: brings a backup (create.ts) back into an empty target: with
 * DATABASE_URL, an empty database and a DATA_DIR without uploads; else an empty DATA_DIR, where
 * the embedded database is made anew. Anything else is refused before a thing is written.
 *
 * In order: the archive is unpacked (into DATA_DIR, for the uploads' rename) and checked (its
 * manifest, each table file's hash, migrations this app knows); the target is checked; the
 * schema is built by the app's migrations up to the backup's level; the rows are loaded and
 * the uploads put in place in one transaction (load.ts); then the newer migrations run, so a
 * backup from an older app restores into a newer one. A failed restore leaves the target as it
 * found it, except for a schema with no rows (restoring again is allowed).
 */
export async function restoreBackup(config: Config, archive: string, log: Log): Promise<Manifest> {
  const file = path.resolve(archive);
  if (!fs.existsSync(file)) throw new BackupRefused(`There is no file ${file}.`);
  const dataDir = config.dataDir;
  const embedded = !config.DATABASE_URL;
  const dataDirExisted = fs.existsSync(dataDir);
  if (embedded) {
    const present = await entriesOf(dataDir);
    if (present.length > 0) {
      throw new BackupRefused(
        `DATA_DIR (${dataDir}) is not empty (it holds ${present.slice(0, 6).join(', ')}${present.length > 6 ? ', ...' : ''}): a restore makes a new database there. Set DATA_DIR to a new folder, or move this one aside.`,
      );
    }
  } else if ((await entriesOf(path.join(dataDir, UPLOADS_DIR))).length > 0) {
    throw new BackupRefused(`${path.join(dataDir, UPLOADS_DIR)} is not empty: restore into a DATA_DIR without uploads (set DATA_DIR to a new folder, or move its uploads aside).`);
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  let target: Target | undefined;
  let restored = false;
  try {
    const manifest = await unpack(file, work);
    target = embedded ? await embeddedTarget(dataDir, log) : { database: connectDatabase(config.DATABASE_URL!, log, 2), close: async () => {} };
    await assertEmptyDatabase(target.database, manifest);
    await migrateUpTo(target.database.db, levelOf(manifest.migrations));
    await loadRows(target.database, manifest, work, dataDir);
    await runMigrations(target.database.db);
    restored = true;
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    if (target) {
      await target.database.close();
      await target.close();
    }
    // The embedded target was an empty (or missing) folder: a failed restore leaves it so.
    if (embedded && !restored) {
      if (!dataDirExisted) fs.rmSync(dataDir, { recursive: true, force: true });
      else for (const name of await entriesOf(dataDir)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
  }
}

interface Target {
  database: Database;
  close(): Promise<void>;
}

/** A new embedded database under the (empty) DATA_DIR, locked like a running app's. */
async function embeddedTarget(dataDir: string, log: Log): Promise<Target> {
  const unlock = acquireDataDirLock(dataDir);
  try {
    const server = await startEmbeddedPostgres(dataDir, log);
    return {
      database: connectDatabase(server.url, log, 2),
      close: async () => {
        await server.stop();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** Unpacks the archive (plain files and folders only) and checks what it holds. */
async function unpack(file: string, work: string): Promise<Manifest> {
  try {
    await tar.x({ file, cwd: work, strict: true, filter: (_p, entry) => !('type' in entry) || entry.type === 'File' || entry.type === 'Directory' });
  } catch (err) {
    throw new BackupRefused(`${file} is not a readable backup archive (${(err as Error).message}).`);
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(work, MANIFEST_FILE), 'utf8')));
  } catch {
    throw new BackupRefused(`${file} is not an Oldroad backup (no readable ${MANIFEST_FILE}).`);
  }
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new BackupRefused(`This backup has format ${manifest.formatVersion}, newer than this app reads (${FORMAT_VERSION}): restore it with Oldroad ${manifest.appVersion} or newer.`);
  }
  const known = new Set(readJournal().map((e) => e.when));
  const unknown = manifest.migrations.find((m) => !known.has(m.createdAt));
  if (unknown) {
    throw new BackupRefused(`This backup was made by a newer Oldroad (${manifest.appVersion}): its database has migration ${unknown.tag ?? unknown.createdAt}, which this version does not have. Restore it with that version or a newer one.`);
  }
  for (const table of manifest.tables) {
    const hash = createHash('sha256');
    try {
      await pipeline(fs.createReadStream(path.join(work, tableFile(table.name))), hash);
    } catch {
      throw new BackupRefused(`${file} is damaged: it lacks the rows of ${table.name}.`);
    }
    if (hash.digest('hex') !== table.sha256) throw new BackupRefused(`${file} is damaged: the rows of ${table.name} do not match their checksum.`);
  }
  return manifest;
}

/** Refuses a database that is in use, holds rows, or is migrated past the backup. */
async function assertEmptyDatabase(database: Database, manifest: Manifest): Promise<void> {
  const client = await database.pool.connect();
  try {
    // Each app process polls change notices on a connection named for it (db/changes.ts).
    const { rows: apps } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1`,
      [`${CHANGES_APPLICATION}%`],
    );
    if (apps[0]!.n > 0) throw new BackupRefused('An Oldroad app is using this database: stop it before restoring.');
    const applied = levelOf(await appliedMigrations(client));
    if (applied > levelOf(manifest.migrations)) {
      throw new BackupRefused(
        'This database is already migrated past the backup (a newer app has started on it). Restore into a new, empty database (CREATE DATABASE ...) before the app first starts on it.',
      );
    }
    const inTheWay = await tablesInTheWay(client);
    if (inTheWay.length > 0) {
      throw new BackupRefused(`The database is not empty (${inTheWay.slice(0, 6).join(', ')}${inTheWay.length > 6 ? ', ...' : ''} hold rows): restore into a new, empty database.`);
    }
  } finally {
    client.release();
  }
}
