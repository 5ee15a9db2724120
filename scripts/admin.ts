/**
 * Operator commands on the app's database (embedded under DATA_DIR, or DATABASE_URL):
 *
 *   npm run admin -- role <username> <player|moderator|admin>
 *   npm run admin -- grant <username> <gems|coins> <amount> --reason "..."
 *   npm run admin -- membership <username> <tier> [--until DATE]
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
import { adminGrant, adminSetMembership } from '../src/server/modules/payments/admin';
import { MEMBERSHIP_TIERS, tierName } from '../src/common/payments/catalog';

export const USAGE = [
  `Usage: npm run admin -- role <username> <${ROLE_NAMES.join('|')}>`,
  '       npm run admin -- grant <username> <gems|coins> <amount> --reason "..."',
  '       npm run admin -- membership <username> <0-4|none|resident|vip|gold|platinum> [--until YYYY-MM-DD]',
].join('\n');

/** Tier names the membership command takes besides 0-4. */
const TIER_WORDS: Record<string, number> = { none: 0, resident: 1, vip: 2, 'vip+': 2, gold: 3, 'gold+': 3, platinum: 4, 'platinum+': 4 };

/** Thrown for a mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** Runs one command; returns the line to print. Throws UsageError or AppError (unknown player). */
export async function runAdmin(argv: string[], config: Config = loadConfig()): Promise<string> {
  const [command, ...args] = argv;
  // Every argument is checked before any database is touched.
  const act = command === 'role' ? roleCommand(args) : command === 'grant' ? grantCommand(args) : command === 'membership' ? membershipCommand(args) : null;
  if (!act) throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openAppDatabase(config, log);
  try {
    return await act(database.db);
  } finally {
    await database.close();
  }
}

type Db = Awaited<ReturnType<typeof openAppDatabase>>['db'];

function roleCommand(args: string[]): (db: Db) => Promise<string> {
  const [username, role, ...extra] = args;
  if (!username || !role || extra.length > 0) throw new UsageError('The role command takes a username and a role.');
  if (!isRoleName(role)) throw new UsageError(`Unknown role "${role}": use one of ${ROLE_NAMES.join(', ')}.`);
  return async (db) => {
    const result = await changeRole(db, username, role, null, 'npm run admin');
    return result.changed ? `${result.username} is now ${role} (was ${result.before}).` : `${result.username} is already ${role}; nothing changed.`;
  };
}

/** Splits `--name value` options from the positional arguments. */
function options(args: string[], allowed: string[]): { positional: string[]; named: Record<string, string> } {
  const positional: string[] = [];
  const named: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!allowed.includes(name)) throw new UsageError(`Unknown option "--${name}".`);
    const value = inline ?? args[++i];
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value.`);
    named[name] = value;
  }
  return { positional, named };
}

function grantCommand(args: string[]): (db: Db) => Promise<string> {
  const { positional, named } = options(args, ['reason']);
  const [username, currency, amountText, ...extra] = positional;
  if (!username || !currency || !amountText || extra.length > 0) throw new UsageError('The grant command takes a username, gems or coins, and an amount.');
  if (currency !== 'gems' && currency !== 'coins') throw new UsageError(`Unknown currency "${currency}": use gems or coins.`);
  if (!/^\d+$/.test(amountText) || Number(amountText) < 1) throw new UsageError(`The amount must be a whole number above 0, not "${amountText}".`);
  const reason = named.reason?.trim();
  if (!reason) throw new UsageError('Say why with --reason "...": it is kept in the audit log and told to the player.');
  return async (db) => {
    const r = await adminGrant(db, username, currency, Number(amountText), reason);
    return `${r.username} got ${Number(amountText).toLocaleString('en-US')} ${currency}; they now have ${r.balance.toLocaleString('en-US')}.`;
  };
}

function membershipCommand(args: string[]): (db: Db) => Promise<string> {
  const { positional, named } = options(args, ['until']);
  const [username, tierText, ...extra] = positional;
  if (!username || !tierText || extra.length > 0) throw new UsageError('The membership command takes a username and a tier.');
  const tier = /^[0-4]$/.test(tierText) ? Number(tierText) : TIER_WORDS[tierText.toLowerCase()];
  if (tier === undefined) throw new UsageError(`Unknown tier "${tierText}": use 0 (none) to 4, or ${['none', ...MEMBERSHIP_TIERS.map((t) => t.name)].join(', ')}.`);
  let until: Date | null = null;
  if (named.until) {
    until = new Date(/^\d{4}-\d{2}-\d{2}$/.test(named.until) ? `${named.until}T00:00:00Z` : named.until);
    if (Number.isNaN(until.getTime())) throw new UsageError(`"${named.until}" is not a date: use YYYY-MM-DD.`);
  }
  if (tier === 0 && until) throw new UsageError('--until is for a tier above 0.');
  return async (db) => {
    const r = await adminSetMembership(db, username, tier, until);
    if (r.tier === 0) return `${r.username} has no membership now.`;
    return `${r.username} is now ${tierName(r.tier)} ${r.until ? `until ${r.until.toISOString().slice(0, 10)}` : 'with no end'}.`;
  };
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
