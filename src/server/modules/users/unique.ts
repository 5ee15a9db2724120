import { ACCOUNT_TEXT } from '@common/accounts';
import { Conflict } from '../../errors';

/**
 * Usernames and emails are unique ignoring case through the users table's unique indexes, so
 * two sign-ups racing for one name cannot both win. This turns the loser's violation into the
 * answer a player understands; any other error passes through unchanged.
 */
export function conflictFromUniqueViolation(err: unknown): unknown {
  const pgErr = pgErrorOf(err);
  if (pgErr?.code !== '23505') return err;
  if (pgErr.constraint === 'users_username_lower_idx') return new Conflict(ACCOUNT_TEXT.usernameTaken, 'username');
  if (pgErr.constraint === 'users_email_lower_idx') return new Conflict(ACCOUNT_TEXT.emailTaken, 'email');
  return err;
}

/** drizzle wraps driver errors (`cause`); look through the chain for PostgreSQL's fields. */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ('code' in e && typeof (e as { code: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((e as { code: string }).code)) {
      return e as { code?: string; constraint?: string };
    }
  }
  return undefined;
}
