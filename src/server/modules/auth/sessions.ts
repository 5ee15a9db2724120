import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { untilEveryProcessHeard } from '../../db/changes';
import type { Db } from '../../db/client';
import { SANCTION_TEXT } from '@common/moderation-sanctions';
import { Forbidden } from '../../errors';
import { noteAddress } from '../staff/addresses';
import { suspensionRefusal } from '../users/standing';
import { users, type UserRow } from '../users/schema';
import { sessions } from './schema';

export const SESSION_COOKIE = 'oldroad_session';
export const SESSION_HEADER = 'x-session-key';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Longer keys are not ours (ours are 22 characters): refused without a lookup. */
export const SESSION_KEY_MAX = 200;

export interface Authenticated {
  user: UserRow;
  sessionId: string;
  sessionKey: string;
  /** When the session ends (kept sessions check it themselves). */
  expiresAt: Date;
}

/** 128 random bits from the CSPRNG, as URL-safe text. Only its SHA-256 is ever stored. */
export function newSessionKey(): string {
  return randomBytes(16).toString('base64url');
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Where a sign-in came from, kept with the session so a player's devices can be told apart. */
export interface SessionOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

export const originOf = (req: FastifyRequest): SessionOrigin => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** A new key at every sign-in; the key itself goes back to the browser once and is never stored. */
export async function createSession(ctx: AppContext, userId: string, origin: SessionOrigin = {}): Promise<string> {
  const key = newSessionKey();
  // Housekeeping on the way in: this player's expired sessions are of no use to anyone.
  await ctx.db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  // Only for an account not suspended, read under a share lock of its row: a suspension
  // (which updates the row, then deletes the sessions) either waits for this insert and then
  // deletes it, or commits first and this inserts nothing (issue 21 §3).
  const made = await ctx.db.execute(sql`
    INSERT INTO ${sessions} (user_id, key_hash, expires_at, ip, user_agent)
    SELECT ${users.id}, ${hashKey(key)}, ${new Date(Date.now() + SESSION_TTL_MS).toISOString()}::timestamptz, ${origin.ip ?? null}, ${origin.userAgent?.slice(0, 300) ?? null}
    FROM ${users} WHERE ${users.id} = ${userId} AND (${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} <= now())
    FOR SHARE
    RETURNING 1`);
  if (made.rows.length === 0) throw new Forbidden(await suspensionOf(ctx, userId));
  // Kept beyond the session, so staff can find accounts sharing an address (issue 21 §2).
  await noteAddress(ctx.db, userId, origin.ip, 'signIn');
  return key;
}

/** Why no session was made: the account's suspension as sign-in tells it (or that it is gone). */
async function suspensionOf(ctx: AppContext, userId: string): Promise<string> {
  const [row] = await ctx.db.select({ suspendedUntil: users.suspendedUntil, suspensionReason: users.suspensionReason }).from(users).where(eq(users.id, userId));
  return (row && suspensionRefusal(row)) ?? SANCTION_TEXT.cannotSignIn;
}

/**
 * The session lookup every signed-in request makes: built once per app (services.ts) as a named
 * prepared statement on the planned pool (each of its connections parses it once; no query
 * building per request). On that pool because a read waiting behind other players'
 * transactions for a connection made every signed-in request as slow as the busiest writes.
 */
export type SessionLookup = ReturnType<typeof prepareSessionLookup>;
export function prepareSessionLookup(db: Db) {
  return db
    .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A suspended or banned account has no session anywhere (issue 21 §3): its sessions were
    // deleted when the sanction committed, and any made in a race with it answer nothing here.
    .where(
      and(
        eq(sessions.keyHash, sql.placeholder('hash')),
        gt(sessions.expiresAt, sql`now()`),
        or(isNull(users.suspendedUntil), lte(users.suspendedUntil, sql`now()`)),
      ),
    )
    .limit(1)
    .prepare('find_session');
}

/** The user behind a session key, or null for a missing, forged, expired or signed-out key. */
export async function findSession(ctx: AppContext, key: string | undefined): Promise<Authenticated | null> {
  if (!key || key.length > SESSION_KEY_MAX) return null;
  const rows = await ctx.services.sessionLookup.execute({ hash: hashKey(key) });
  const row = rows[0];
  return row ? { user: row.user, sessionId: row.sessionId, sessionKey: key, expiresAt: row.expiresAt } : null;
}

/**
 * The key a request carries: the x-session-key header, and nothing else. This is the lookup of
 * every route (registerRoute, the checkout, multipart routes). The cookie is not read here: a
 * browser sends it with every request a page makes, an <img> or [three] in a player's text or
 * a link on another site included, so a route taking it would act for whoever merely looks at
 * a picture. Only the web client's own calls carry the header.
 */
export function sessionKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers[SESSION_HEADER];
  return typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
}

/**
 * The header, else the httpOnly cookie, for reads only (GET and HEAD; any other method gets the
 * header alone). Asked for by name by the few reads that cannot send a header: the session
 * restore at a reload (GET /api/auth/session) and private pictures an <img> loads (creator
 * submissions, pending feed uploads, try-on previews). Such a read changes nothing a player
 * owns, and the cookie is SameSite=Strict, so another site cannot send it.
 */
export function sessionKeyOrCookieOf(req: FastifyRequest): string | undefined {
  const key = sessionKeyOf(req);
  if (key || (req.method !== 'GET' && req.method !== 'HEAD')) return key;
  const cookie = req.cookies?.[SESSION_COOKIE];
  return cookie === '' ? undefined : cookie;
}

/** The request's session by the x-session-key header (the lookup of every route). */
export function authenticate(ctx: AppContext, req: FastifyRequest): Promise<Authenticated | null> {
  return findSession(ctx, sessionKeyOf(req));
}

/** The request's session by header or cookie: only for the reads sessionKeyOrCookieOf names. */
export function authenticateAllowingCookie(ctx: AppContext, req: FastifyRequest): Promise<Authenticated | null> {
  return findSession(ctx, sessionKeyOrCookieOf(req));
}

/** Signs one session out; answers once no process accepts its key any more (see sessionsEnded). */
export async function revokeSession(ctx: AppContext, sessionId: string, userId: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
  await sessionsEnded(ctx, userId);
}

/** Signs every session of a player out, as revokeSession does. */
export async function revokeAllSessions(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.userId, userId));
  await sessionsEnded(ctx, userId);
}

/**
 * Call after a transaction that deleted sessions of `userId` committed: this process forgets
 * them at once, and the caller waits until every other process has heard the change notice
 * (or stopped answering sessions from memory), so the next request with an old key is 401
 * whichever process and page it reaches (db/changes.ts, untilEveryProcessHeard).
 */
export async function sessionsEnded(ctx: AppContext, userId: string): Promise<void> {
  ctx.changes?.deliver('user', userId);
  await untilEveryProcessHeard(ctx.pool);
}

/**
 * SameSite=Strict: the browser sends the cookie only with requests this site's own pages make,
 * never with a link followed or a picture loaded from another site. It restores a session at
 * a reload (the page's own request) and lets <img> load private pictures; no route that
 * changes anything reads it (sessionKeyOf).
 */
export function setSessionCookie(ctx: AppContext, reply: FastifyReply, key: string): void {
  reply.setCookie(SESSION_COOKIE, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.publicUrl.startsWith('https://'),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
