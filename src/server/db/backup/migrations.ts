import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, runMigrations, type Db } from '../client';

/** One entry of drizzle's journal: `when` is what __drizzle_migrations records as created_at. */
export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
  version: string;
}

export function readJournal(folder = MIGRATIONS_DIR): JournalEntry[] {
  return (JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * Applies the app's migrations up to `level` (a journal `when`) and no further: a restore
 * builds the schema the backup's rows were written in, loads them, and only then runs the
 * newer migrations, so their data changes apply to the restored rows as they would have to the
 * live ones. Drizzle applies every journal entry later than the last applied one, so it is
 * given a copy of the migrations folder whose journal ends at `level`.
 */
export async function migrateUpTo(db: Db, level: number, folder = MIGRATIONS_DIR): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const entries = journal.entries.filter((e) => e.when <= level);
  const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-migrations-'));
  try {
    fs.mkdirSync(path.join(partial, 'meta'));
    fs.writeFileSync(path.join(partial, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const e of entries) fs.copyFileSync(path.join(folder, `${e.tag}.sql`), path.join(partial, `${e.tag}.sql`));
    await runMigrations(db, partial);
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
