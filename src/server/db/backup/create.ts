import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import type pg from 'pg';
import type { Logger } from 'pino';
import * as tar from 'tar';
import type { Config } from '../../config';
import { renameDurable } from '../../fs/durable';
import { openAppDatabase } from '../open';
import { appliedMigrations, ident, sequencesOf, tablesOf, type TableShape } from './catalog';
import { appVersion, BACKUP_FORMAT, BackupRefused, FORMAT_VERSION, MANIFEST_FILE, tableFile, TABLES_DIR, UPLOADS_DIR, type Manifest, type TableEntry } from './format';
import { readJournal } from './migrations';
import { UPLOADS_LOCK } from './uploads-lock';
import { linkTree } from './uploads';

type Log = Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;

/** `oldroad-backup-20260131-142501.tar.gz`, in the current folder: the default archive name. */
export const defaultBackupName = (now = new Date()) => `oldroad-backup-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;

/**
 * npm run backup: the app's database and DATA_DIR/uploads in one archive (format.ts), from one
 * consistent moment, whether or not the app is running (openAppDatabase connects to a running
 * app's embedded server or starts it for the moment; the schema is left as it is).
 *
 * The rows come from one REPEATABLE READ, READ ONLY transaction: every table is read from its
 * snapshot, streamed with COPY to a file (no table is ever held in memory). The uploads are
 * linked into the archive's folder right after the snapshot is taken, under the uploads lock
 * (uploads-lock.ts), so every file a row names is in the archive. The archive is written
 * beside its final name, fsynced and renamed into place: a failed backup leaves no file that
 * looks whole.
 */
export async function createBackup(config: Config, archive: string, log: Log): Promise<Manifest> {
  const out = path.resolve(archive);
  if (fs.existsSync(out)) throw new BackupRefused(`${out} already exists: choose another name (a backup never overwrites a file).`);
  if (!fs.existsSync(path.dirname(out))) throw new BackupRefused(`The folder ${path.dirname(out)} does not exist.`);
  if (!config.DATABASE_URL && !fs.existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new BackupRefused(`There is no database under DATA_DIR (${config.dataDir}): nothing to back up. Set DATA_DIR, or DATABASE_URL for an external database.`);
  }
  const database = await openAppDatabase(config, log, { migrate: false });
  // Inside DATA_DIR so the uploads can be hard-linked (one file system).
  fs.mkdirSync(config.dataDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(config.dataDir, '.backup-'));
  const partial = `${out}.partial`;
  try {
    const client = await database.pool.connect();
    let manifest: Manifest;
    try {
      manifest = await snapshotInto(client, config, work);
    } catch (err) {
      client.release(err as Error); // its session may still hold the uploads lock: end it
      throw err;
    }
    client.release();
    fs.writeFileSync(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.c({ gzip: true, cwd: work, file: partial, portable: true }, [MANIFEST_FILE, TABLES_DIR, UPLOADS_DIR]);
    const handle = await fsp.open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await renameDurable(partial, out);
    return manifest;
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
    await database.close();
  }
}

/** Reads everything from one snapshot into `work`: db/<table>.copy files and uploads/. */
async function snapshotInto(client: pg.PoolClient, config: Config, work: string): Promise<Manifest> {
  fs.mkdirSync(path.join(work, TABLES_DIR));
  // Wait for removals of files that committed rows named, then keep new ones out until the
  // uploads are linked (uploads-lock.ts).
  await client.query('SELECT pg_advisory_lock($1, $2)', [...UPLOADS_LOCK]);
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  const tables = await tablesOf(client); // the transaction's first query takes its snapshot
  const uploads = await linkTree(path.join(config.dataDir, UPLOADS_DIR), path.join(work, UPLOADS_DIR));
  await client.query('SELECT pg_advisory_unlock($1, $2)', [...UPLOADS_LOCK]);

  const tags = new Map(readJournal().map((e) => [e.when, e.tag]));
  const migrations = (await appliedMigrations(client)).map((m) => ({ ...m, tag: tags.get(m.createdAt) ?? null }));
  const sequences = await sequencesOf(client);
  const { rows: version } = await client.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
  const copied: TableEntry[] = [];
  for (const table of tables) if (!table.withoutRows) copied.push(await copyOut(client, table, work));
  await client.query('COMMIT');
  return {
    format: BACKUP_FORMAT,
    formatVersion: FORMAT_VERSION,
    appVersion: appVersion(),
    createdAt: new Date().toISOString(),
    postgres: version[0]!.v,
    migrations,
    tables: copied,
    withoutRows: tables.filter((t) => t.withoutRows).map((t) => ({ name: t.name, why: t.withoutRows! })),
    sequences,
    uploads,
  };
}

/** One table's rows, streamed from COPY into its file, hashed on the way. */
async function copyOut(client: pg.PoolClient, table: TableShape, work: string): Promise<TableEntry> {
  const hash = createHash('sha256');
  const columns = table.columns.map(ident).join(', ');
  const rows = client.query(copyTo(`COPY (SELECT ${columns} FROM public.${ident(table.name)}) TO STDOUT`));
  await pipeline(
    rows,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
    fs.createWriteStream(path.join(work, tableFile(table.name))),
  );
  return { name: table.name, columns: table.columns, rows: rows.rowCount, sha256: hash.digest('hex') };
}
