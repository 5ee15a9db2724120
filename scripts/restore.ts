/**
 * Brings a backup (npm run backup) back into an empty target:
 *
 *   npm run restore -- FILE
 *
 * With DATABASE_URL: an empty database, and a DATA_DIR without uploads. Without it: an empty
 * (or missing) DATA_DIR, where the embedded database is made. A non-empty target is refused
 * and left alone (src/server/db/backup/restore.ts). Then `npm start`.
 */
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { BackupRefused, describeBackup } from '../src/server/db/backup/format';
import { restoreBackup } from '../src/server/db/backup/restore';

const USAGE = 'Usage: npm run restore -- FILE';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  const config = loadConfig();
  try {
    const manifest = await restoreBackup(config, args[0]!, log);
    const into = config.DATABASE_URL ? `the database of DATABASE_URL and ${config.dataDir}` : config.dataDir;
    console.log(`Restored ${args[0]} into ${into}: ${describeBackup(manifest)}.`);
  } catch (err) {
    console.error(err instanceof BackupRefused ? err.message : `The restore failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

void main();
