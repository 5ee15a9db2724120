import type { AddressInfo } from 'node:net';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import { RESIDENT_SETTINGS, type ResidentSettings } from '@common/world/residents';
import type { AppContext } from '../../context';
import { sessions } from '../../modules/auth/schema';
import { createSession, hashKey } from '../../modules/auth/sessions';
import { neitherBlocks } from '../../modules/users/blocks';
import { users } from '../../modules/users/schema';
import { worldOf, type World } from '../index';
import { placesOf } from './places';
import { Resident, type ResidentHost, type ResidentState } from './resident';
import { newResidentToken, retireResidentToken } from './tokens';
import { MemoryGreetBook, MemoryLeases, RedisGreetBook, RedisLeases, type GreetBook, type ResidentLeases } from './shared';

/**
 * Demo residents (issue 22 §3): the demo players flagged `is_demo_resident` live in town while
 * no one plays them. Each is a real Socket.IO client of its own process's world server, signed
 * in with a session of its account, so the server treats it as any player: it owns its
 * position, checks every move against the colliders and the speed budget, rate-limits and
 * filters its chat, and lists it in presence (friends see it online).
 *
 * Cheap by design: one timer steps every resident (a move every 175 ms while walking), one
 * timer runs the checks (leases, returns). With REDIS_URL, each resident is driven by the one
 * process holding its lease; the others wait, and take over within a lease when it dies.
 * A person who signs in as a resident replaces its connection (one live connection per
 * account); the resident then stays away until that player has been gone a while.
 */
export interface Residents {
  readonly usernames: readonly string[];
  /** What each resident is doing in this process ('off' when another process drives it). */
  states(): Record<string, ResidentState>;
  /** Lines each resident said since it started here. */
  said(): Record<string, number>;
  /** Whom each resident is about to greet (walking over, or waiting to speak). */
  greeting(): Record<string, string | null>;
  /** Resolves after `n` more steps of every resident (tests wait for it). */
  afterSteps(n: number): Promise<void>;
  /** Resolves after the next check of leases and returns has run (tests wait for it). */
  nextCheck(): Promise<void>;
  stop(): Promise<void>;
}

export interface ResidentsOptions {
  /** The town's own address; default: the world's HTTP server on loopback. */
  url?: string;
  /** Must match the world's (WorldOptions.redisPrefix); default 'world'. */
  redisPrefix?: string;
  settings?: Partial<ResidentSettings>;
  random?: () => number;
}

/** Sessions of residents say so (a player's list of devices shows what signed in). */
export const RESIDENT_USER_AGENT = 'Oldroad demo resident';

/**
 * Starts the demo residents of `npm start` when DEMO_RESIDENTS allows and the demo world has
 * them; null when it does not. main.ts calls it only after seeding the demo world.
 */
export async function startDemoResidents(ctx: AppContext, opts: ResidentsOptions = {}): Promise<Residents | null> {
  if (!ctx.config.DEMO_RESIDENTS) return null;
  const residents = await startResidents(ctx, opts);
  if (residents.usernames.length === 0) {
    await residents.stop();
    return null;
  }
  ctx.log.info(`Demo residents in town: ${residents.usernames.join(', ')} (DEMO_RESIDENTS=0 turns them off)`);
  return residents;
}

/** Starts the residents in the app's running world; they stop when the world closes. */
export async function startResidents(ctx: AppContext, opts: ResidentsOptions = {}): Promise<Residents> {
  const running = worldOf(ctx);
  if (!running) throw new Error('Residents need the town: start the world first');
  const world = running;
  const settings: ResidentSettings = { ...RESIDENT_SETTINGS, ...opts.settings };
  const random = opts.random ?? Math.random;
  const url = opts.url ?? ownUrl(world);
  const prefix = opts.redisPrefix ?? 'world';
  const accounts = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.isDemoResident, true))
    .orderBy(asc(users.username));
  const token = newResidentToken();
  let stopped = false;
  const leases: ResidentLeases = ctx.redis ? new RedisLeases(ctx.redis, prefix, token, settings.leaseMs) : new MemoryLeases();
  const greetBook: GreetBook = ctx.redis ? new RedisGreetBook(ctx.redis, prefix) : new MemoryGreetBook();

  const names = new Set(accounts.map((a) => a.username!.toLowerCase()));
  const sessionKeys = new Map<Resident, string>();
  /** When each away resident's player was first seen gone. */
  const goneSince = new Map<Resident, number>();

  const host: ResidentHost = {
    settings,
    walk: world.town.walk,
    places: placesOf(world.town.walk, settings.beatHalfWidth),
    greetBook,
    random,
    log: ctx.log,
    isResident: (username) => names.has(username.toLowerCase()),
    keepsAway: async (residentId, username) => {
      const [row] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, not(neitherBlocks(residentId, users.id))))
        .limit(1);
      return row !== undefined;
    },
    left: (r, reason) => {
      if (stopped) return;
      ctx.log.info({ resident: r.username, reason }, 'residents: stepped aside');
      r.state = 'away';
      goneSince.delete(r);
      void dropSession(r);
    },
  };
  const residents = accounts.map((a) => new Resident({ id: a.id, username: a.username! }, host));

  let steps = 0;
  const stepWaits: { at: number; resolve: () => void }[] = [];
  const stepTimer = setInterval(() => {
    const now = Date.now();
    for (const r of residents) r.step(now);
    steps++;
    for (let i = stepWaits.length - 1; i >= 0; i--) if (stepWaits[i]!.at <= steps) stepWaits.splice(i, 1)[0]!.resolve();
  }, settings.moveEveryMs);
  stepTimer.unref();
  let checkTimer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();
  const checked: (() => void)[] = [];

  async function dropSession(r: Resident): Promise<void> {
    const key = sessionKeys.get(r);
    sessionKeys.delete(r);
    if (!key) return;
    // Only the town ever saw this key (no HTTP route), so deleting the row is signing it out.
    await ctx.db
      .delete(sessions)
      .where(eq(sessions.keyHash, hashKey(key)))
      .catch((err: unknown) => ctx.log.warn({ err }, 'residents: session not removed'));
  }

  async function join(r: Resident): Promise<void> {
    r.state = 'joining';
    sessionKeys.delete(r);
    // Its earlier sessions go first (a process that died kept its keys only in memory).
    await ctx.db.delete(sessions).where(and(eq(sessions.userId, r.account.id), eq(sessions.userAgent, RESIDENT_USER_AGENT)));
    const key = await createSession(ctx, r.account.id, { userAgent: RESIDENT_USER_AGENT }).catch((err: unknown) => {
      r.state = 'away'; // tried again at a later check
      throw err;
    });
    sessionKeys.set(r, key);
    if (stopped || r.state !== 'joining') return void (await dropSession(r));
    r.join(url, key, token);
  }

  /** Leases first (only the holder drives), then whoever may come back, comes back. */
  async function checkOne(r: Resident, now: number): Promise<void> {
    const held = await leases.hold(r.username).catch((err: unknown) => {
      ctx.log.warn({ err }, 'residents: lease check failed');
      return false;
    });
    if (stopped) return;
    if (!held) {
      if (r.state !== 'off') {
        r.leave();
        await dropSession(r);
      }
      return;
    }
    if (r.state !== 'off' && r.state !== 'away') return;
    const online = await world.presence.isOnline(r.username);
    if (stopped) return;
    if (r.state === 'off') {
      // Just started (or handed over by another process): in at once, unless someone plays it.
      if (!online) return join(r);
      r.state = 'away';
    }
    if (online) return void goneSince.delete(r);
    const since = goneSince.get(r) ?? now;
    goneSince.set(r, since);
    if (now - since >= settings.returnAfterMs && !stopped) {
      goneSince.delete(r);
      await join(r);
    }
  }

  async function check(): Promise<void> {
    const now = Date.now();
    await Promise.all(residents.map((r) => checkOne(r, now).catch((err: unknown) => ctx.log.error({ err, resident: r.username }, 'residents: check failed'))));
    for (const resolve of checked.splice(0)) resolve();
    if (!stopped) {
      checkTimer = setTimeout(() => void (checking = check()), settings.checkMs);
      checkTimer.unref();
    }
  }

  checking = check();
  await checking;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(stepTimer);
    clearTimeout(checkTimer);
    await checking.catch(() => {});
    retireResidentToken(token);
    for (const r of residents) r.leave();
    await Promise.all(residents.map((r) => Promise.all([dropSession(r), leases.release(r.username).catch(() => {})])));
    for (const resolve of checked.splice(0)) resolve();
    for (const wait of stepWaits.splice(0)) wait.resolve();
  };
  world.onClose(stop);

  return {
    usernames: residents.map((r) => r.username),
    states: () => Object.fromEntries(residents.map((r) => [r.username, r.state])),
    said: () => Object.fromEntries(residents.map((r) => [r.username, r.said])),
    greeting: () => Object.fromEntries(residents.map((r) => [r.username, r.greetingWho ?? null])),
    afterSteps: (n) => (stopped ? Promise.resolve() : new Promise<void>((resolve) => stepWaits.push({ at: steps + n, resolve }))),
    nextCheck: () => (stopped ? Promise.resolve() : new Promise<void>((resolve) => checked.push(resolve))),
    stop,
  };
}

/** The town's own address on this machine (residents connect to their own process). */
function ownUrl(world: World): string {
  const address = world.io.httpServer.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('Residents need the town to be listening');
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
