import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { renameDurable } from '../../fs/durable';
import type { Database } from '../client';
import { ident } from './catalog';
import { BackupRefused, tableFile, UPLOADS_DIR, type Manifest } from './format';
import { syncTree } from './uploads';

/** PostgreSQL's "insufficient privilege". */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Loads a backup's rows into a database whose schema is at the backup's level, and puts its
 * uploads in place, in one transaction: all of it commits or none.
 *
 * The transaction runs with `session_replication_role = replica`. In that mode PostgreSQL fires
 * no ordinary triggers, and foreign keys are checked by triggers, so neither runs for the load:
 *   - tables load one after another in any order (a mail before the players it joins, a reply
 *     before its post), which foreign-key checks would refuse halfway;
 *   - rows arrive exactly as they were: the change-notice triggers (and any trigger that
 *     derives or counts) would act on them a second time;
 *   - no per-row lookup of each referenced key (large tables load at COPY's speed).
 * It is safe because the rows come from one consistent snapshot in which every key held, and
 * it ends with the transaction (SET LOCAL). Constraints that are not triggers (primary keys,
 * unique indexes, NOT NULL, CHECK) still apply. Changing the setting needs a superuser (the
 * embedded server's role is one) or, from PostgreSQL 15, `GRANT SET ON PARAMETER`.
 *
 * Each table is emptied first: a migration may have written rows (none does today), and the
 * app writes the store's house catalog at every start; the backup holds its own copy of them.
 * Each table file streams into COPY FROM (never held in memory). Row counts are checked
 * against the manifest, the sequences set, the uploads fsynced and renamed into DATA_DIR
 * before the commit; a failure rolls back and takes the uploads away again.
 */
export async function loadRows(database: Database, manifest: Manifest, work: string, dataDir: string): Promise<void> {
  const client = await database.pool.connect();
  const uploads = path.join(dataDir, UPLOADS_DIR);
  let placed = false;
  try {
    await client.query('BEGIN');
    try {
      await client.query('SET LOCAL session_replication_role = replica');
    } catch (err) {
      if ((err as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw err;
      throw new BackupRefused(
        "Restoring needs a database role that may set session_replication_role: a superuser, or (PostgreSQL 15 and later) one granted it with GRANT SET ON PARAMETER session_replication_role TO <the app's role>.",
      );
    }
    if (manifest.tables.length > 0) await client.query(`TRUNCATE ${manifest.tables.map((t) => `public.${ident(t.name)}`).join(', ')}`);
    for (const table of manifest.tables) {
      const ingest = client.query(copyFrom(`COPY public.${ident(table.name)} (${table.columns.map(ident).join(', ')}) FROM STDIN`));
      await pipeline(fs.createReadStream(path.join(work, tableFile(table.name))), ingest);
    }
    for (const table of manifest.tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM public.${ident(table.name)}`);
      if (Number(rows[0]!.n) !== table.rows) throw new Error(`${table.name} holds ${rows[0]!.n} rows after the load; the backup has ${table.rows}`);
    }
    for (const s of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [`public.${ident(s.name)}`, s.lastValue, s.isCalled]);
    }
    const unpacked = path.join(work, UPLOADS_DIR);
    if (fs.existsSync(unpacked)) {
      await syncTree(unpacked);
      if (fs.existsSync(uploads)) fs.rmdirSync(uploads); // empty (checked before the restore began); never one with files
      await renameDurable(unpacked, uploads);
      placed = true;
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (placed) fs.rmSync(uploads, { recursive: true, force: true });
    client.release(err as Error);
    throw err;
  }
  client.release();
}
