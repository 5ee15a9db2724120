import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The backup archive (npm run backup, npm run restore): one .tar.gz holding
 *
 *   manifest.json        what is inside (below), read first by a restore
 *   db/<table>.copy      each table's rows in COPY's text format, generated columns left out
 *   uploads/...          DATA_DIR/uploads as it was at the database's snapshot
 *
 * Not pg_dump: the embedded server is PostgreSQL 18 and no pg_dump of that version ships here,
 * so the app writes its own logical backup, one code path for the embedded database and for
 * DATABASE_URL. The schema is not in the archive: it is the app's migrations, which a restore
 * replays up to the backup's level before loading the rows.
 */
export const BACKUP_FORMAT = 'oldroad-backup';
/** Raised when the archive's layout changes; a restore refuses formats newer than it knows. */
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const TABLES_DIR = 'db';
export const UPLOADS_DIR = 'uploads';
export const tableFile = (table: string) => `${TABLES_DIR}/${table}.copy`;

/** A table or sequence name as the app's migrations write them (it also names a file in the archive). */
const relationName = z.string().regex(/^[a-z_][a-z0-9_]*$/);

const tableEntry = z.object({
  name: relationName,
  /** The columns in the file, in order (generated ones are computed again when loaded). */
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().min(0),
  /** Of the table's file, so a restore finds a damaged archive before it loads anything. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  createdAt: z.string(),
  postgres: z.string(),
  /** drizzle's __drizzle_migrations at the snapshot: `createdAt` is the journal's `when`. */
  migrations: z.array(z.object({ tag: z.string().nullable(), createdAt: z.number().int(), hash: z.string() })),
  tables: z.array(tableEntry),
  /** Tables whose rows are not kept, and why (a restore leaves them empty). */
  withoutRows: z.array(z.object({ name: z.string(), why: z.string() })),
  sequences: z.array(z.object({ name: relationName, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableEntry>;

/** The migration level of a list of applied migrations: the latest `when` (0: none). */
export const levelOf = (migrations: readonly { createdAt: number }[]) => migrations.reduce((max, m) => Math.max(max, m.createdAt), 0);

/** The app's version (package.json), written into each manifest. */
export function appVersion(): string {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** A refusal a backup or restore explains to the operator (printed without a stack). */
export class BackupRefused extends Error {}

/** One line about what an archive holds, for the commands' output. */
export function describeBackup(m: Manifest): string {
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  const last = m.migrations.at(-1);
  const mb = (m.uploads.bytes / 1024 / 1024).toFixed(1);
  return `${m.tables.length} tables, ${rows.toLocaleString('en-US')} rows, ${m.uploads.files} uploaded files (${mb} MB); schema at migration ${last?.tag ?? 'none'}; made ${m.createdAt} by Oldroad ${m.appVersion}`;
}
