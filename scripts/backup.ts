/**
 * The app's database and creators' uploads in one archive:
 *
 *   npm run backup                 writes oldroad-backup-<date>-<time>.tar.gz here
 *   npm run backup -- FILE         writes FILE (never over an existing file)
 *
 * Uses DATABASE_URL when set, else the embedded database under DATA_DIR, whether or not the app
 * is running (src/server/db/backup/create.ts).
 */
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { createBackup, defaultBackupName } from '../src/server/db/backup/create';
import { BackupRefused, describeBackup } from '../src/server/db/backup/format';

const USAGE = 'Usage: npm run backup [-- FILE]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = args[0] ?? defaultBackupName();
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  try {
    const manifest = await createBackup(loadConfig(), file, log);
    console.log(`Backup written to ${file}: ${describeBackup(manifest)}.`);
  } catch (err) {
    console.error(err instanceof BackupRefused ? err.message : `The backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

void main();
