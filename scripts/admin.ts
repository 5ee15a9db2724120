/**
 * Operator commands on the app's database (embedded under DATA_DIR, or DATABASE_URL):
 *
 *   npm run admin -- role <username> <player|moderator|admin>
 *
 * Works whether or not the app is running. Every change is written to the audit log with no
 * actor (the operator).
 */
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { ROLE_NAMES, isRoleName } from '../src/common/roles';
import { loadConfig, type Config } from '../src/server/config';
import { openAppDatabase } from '../src/server/db/open';
import { AppError } from '../src/server/errors';
import { changeRole } from '../src/server/modules/auth/roles';

export const USAGE = `Usage: npm run admin -- role <username> <${ROLE_NAMES.join('|')}>`;

/** Thrown for a mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** Runs one command; returns the line to print. Throws UsageError or AppError (unknown player). */
export async function runAdmin(argv: string[], config: Config = loadConfig()): Promise<string> {
  const [command, ...args] = argv;
  if (command !== 'role') throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  const [username, role, ...extra] = args;
  if (!username || !role || extra.length > 0) throw new UsageError('The role command takes a username and a role.');
  if (!isRoleName(role)) throw new UsageError(`Unknown role "${role}": use one of ${ROLE_NAMES.join(', ')}.`);
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openAppDatabase(config, log);
  try {
    const result = await changeRole(database.db, username, role, null, 'npm run admin');
    return result.changed ? `${result.username} is now ${role} (was ${result.before}).` : `${result.username} is already ${role}; nothing changed.`;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  try {
    console.log(await runAdmin(process.argv.slice(2)));
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n${USAGE}`);
      process.exit(2);
    }
    if (err instanceof AppError) console.error(err.message);
    else {
      // drizzle wraps driver errors ("Failed query: ..."); the cause says what is wrong (no such database, refused).
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
      console.error(`Could not reach the database: ${cause || (err instanceof Error ? err.message : String(err))}`);
    }
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
