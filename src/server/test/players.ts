import { ACCESS, type RoleName } from '@common/roles';
import { hashPassword } from '../modules/auth/passwords';
import { createSession } from '../modules/auth/sessions';
import { openAccount } from '../modules/ledger/service';
import { users } from '../modules/users/schema';
import type { TestApp } from './app';

/** A player made by `makePlayer`: signed in (`key` is the x-session-key), email and all. */
export interface TestPlayer {
  id: string;
  username: string;
  email: string;
  key: string;
}

export interface PlayerOptions {
  /** Unique per file; a fresh `player<n>` when left out. */
  username?: string;
  /** `<username>@example.test` when left out. */
  email?: string;
  /** Opening balances, credited through the ledger (reason 'signup'), as a sign-up does. */
  coins?: number;
  gems?: number;
  honor?: number;
  role?: RoleName;
  membership?: number;
  badges?: number;
  /** The body the avatar wears (default male, as the users row has it). */
  isMale?: boolean;
  /** Email verified (default true: coins and gems leave an account only once it is). */
  verified?: boolean;
  /** A password to sign in with through the routes (none when left out). */
  password?: string;
}

/** The password of players made with `password: TEST_PASSWORD` (to sign in through the routes). */
export const TEST_PASSWORD = 'correct horse battery';

let serial = 0;
const hashes = new Map<string, Promise<string>>();

/**
 * The one player factory of the server tests: a users row written straight into the
 * database (no sign-up side effects such as the welcome letter), its balances opened through
 * the ledger, and a session. Tests of sign-up itself go through the routes instead.
 */
export async function makePlayer(t: Pick<TestApp, 'ctx'>, opts: PlayerOptions = {}): Promise<TestPlayer> {
  const username = opts.username ?? `player${++serial}`;
  const email = opts.email ?? `${username.toLowerCase()}@example.test`;
  let passwordHash: string | undefined;
  if (opts.password !== undefined) {
    if (!hashes.has(opts.password)) hashes.set(opts.password, hashPassword(opts.password));
    passwordHash = await hashes.get(opts.password);
  }
  const [u] = await t.ctx.db
    .insert(users)
    .values({
      username,
      email,
      access: ACCESS[opts.role ?? 'player'],
      membership: opts.membership ?? 0,
      badges: opts.badges ?? 0,
      ...(opts.isMale === undefined ? {} : { isMale: opts.isMale }),
      emailVerifiedAt: opts.verified === false ? null : new Date(),
      ...(passwordHash ? { passwordHash } : {}),
    })
    .returning({ id: users.id });
  await openAccount(t.ctx.db, u!.id, { coins: opts.coins ?? 0, gems: opts.gems ?? 0, honor: opts.honor ?? 0 });
  return { id: u!.id, username, email, key: await createSession(t.ctx, u!.id) };
}

/** `<prefix><n>`: a name no other player of the run has (for tests that make many). */
export const uniqueName = (prefix: string) => `${prefix}${++serial}`;
