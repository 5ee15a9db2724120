import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { walkabilityOf } from '@common/world/colliders';
import { CHAT_TEXT } from '@common/world/chat';
import type { LocationData } from '@common/world/map';
import { loadTownLocation } from '../art/town';
import type { AppContext } from '../context';
import { holdsNul, NUL_TEXT } from '../http/input';
import { friendUsernames } from '../modules/friends/service';
import { onChat, onUpdateCharacter, onWhisper, type TownChat } from './chat';
import { ChatMutes } from './flood';
import { onMatchScore } from './flow';
import { authenticateSocket, originAllowed } from './handshake';
import { LocalPresence, type WorldPresence } from './presence';
import { RedisPresence } from './presence-redis';
import { isResidentSocket } from './residents/tokens';
import { MemoryWindowCounters, RedisWindowCounters, type WindowCounters } from './rate-limit';
import { TownStanding } from './standing';
import { newStats, type WorldStats } from './stats';
import { playerOf, rooms, Town, type LocalPlayer, type TownServer, type TownSocket } from './town';

/** Largest packet a client may send (moves and chat are far smaller). */
export const MAX_PACKET_BYTES = 4 * 1024;
/**
 * How often moves and broadcasts leave. Most of a move's way to its observers was the wait for
 * the tick (at 100 ms: p99 163 ms at 1000 players, p50 89); Colyseus patches every 50 ms. Move
 * batches are packed and framed once per zone (move-batch.ts, fan-out.ts), which pays for the
 * twice as many ticks; `npm run bench:world -- --tick 100,50` prints both, CPU per player too.
 */
export const TICK_MS = 50;
const STATS_LOG_MS = 60_000;
const CLIENT_EVENTS = new Set(['move', 'chat', 'whisper', 'update_character', 'match_score']);

export interface WorldOptions {
  location?: LocationData;
  tickMs?: number;
  /** Separates towns sharing one Redis (tests); default 'world'. */
  redisPrefix?: string;
}

export interface World {
  io: TownServer;
  town: Town;
  stats: WorldStats;
  presence: WorldPresence;
  /** Chat mutes the town decided itself (flood.ts; tests move its clock). */
  mutes: ChatMutes;
  /** Runs `stop` first when the town closes (the demo residents, while the town still runs). */
  onClose(stop: () => Promise<void>): void;
  close(): Promise<void>;
}

/** The running town of an app (tests, operators' tools, modules that notify players). */
export function worldOf(ctx: AppContext): World | undefined {
  return ctx.services.world;
}

/**
 * Attaches real time (Socket.IO, the town) to the app's HTTP server before it listens.
 * Returns a function that closes every socket; it also runs when the app closes, before the
 * HTTP server waits for its connections.
 */
export async function attachWorld(app: FastifyInstance, ctx: AppContext, opts: WorldOptions = {}): Promise<() => Promise<void>> {
  const world = await startWorld(app.server, ctx, opts);
  app.addHook('preClose', async () => world.close());
  return world.close;
}

export async function startWorld(httpServer: HttpServer, ctx: AppContext, opts: WorldOptions = {}): Promise<World> {
  const location = opts.location ?? loadTownLocation();
  const walk = walkabilityOf(location);
  const stats = newStats();
  const prefix = opts.redisPrefix ?? 'world';
  const allowed = ctx.config.allowedOrigins;

  const io: TownServer = new Server(httpServer, {
    maxHttpBufferSize: MAX_PACKET_BYTES,
    serveClient: false,
    cors: { origin: allowed, credentials: true },
    allowRequest: (req, cb) => {
      if (originAllowed(allowed, req)) return cb(null, true);
      stats.refusedConnections++;
      cb('Origin not allowed', false);
    },
  });

  let presence: WorldPresence;
  let counters: WindowCounters;
  const adapterRedis = ctx.redis?.duplicate();
  if (ctx.redis && adapterRedis) {
    // The adapter blocks on XREAD, so it gets a connection of its own.
    io.adapter(createAdapter(adapterRedis, { streamName: `${prefix}:stream` }));
    presence = new RedisPresence(ctx.redis, prefix);
    counters = new RedisWindowCounters(ctx.redis, prefix);
  } else {
    presence = new LocalPresence();
    counters = new MemoryWindowCounters();
  }
  // HTTP routes (status, friends) read the same presence.
  ctx.presence = presence;

  const town = new Town(io, ctx, walk, presence, counters, stats, opts.tickMs ?? TICK_MS, !ctx.redis);
  // Mutes, suspensions and renames reach connected players through change notices.
  const standing = new TownStanding(ctx, town);
  const chat: TownChat = { town, standing, mutes: new ChatMutes(town) };
  io.use(authenticateSocket(ctx, location, presence, stats));
  io.on('connection', (socket) => {
    void join(socket).catch((err) => {
      ctx.log.error({ err }, 'town: join failed');
      socket.disconnect(true);
    });
  });

  async function join(socket: TownSocket): Promise<void> {
    const username = socket.data.username;
    const [wasOnline, id] = await Promise.all([presence.isOnline(username), presence.nextId()]);
    if (socket.disconnected) return;
    // A demo resident never pushes out a person playing its account: it steps aside instead.
    if (wasOnline && isResidentSocket(socket)) return void socket.disconnect(true);
    // One live connection per account: an older one is told why and closed, wherever it is.
    // Done even when presence has not seen it yet (two tabs connecting at once: the last wins).
    // The adapter applies these locally only after publishing them, by which time this socket
    // has joined the room too, so it is excluded by its own room (its id).
    if (wasOnline) stats.replacedConnections++;
    io.to(rooms.user(username)).except(socket.id).emit('notification_message', { message: CHAT_TEXT.replaced });
    io.in(rooms.user(username)).except(socket.id).disconnectSockets(true);
    stats.connections++;
    const p = town.add(socket, id);
    standing.track(p);
    listen(p);
    const self = playerOf(p);
    await presence.add(self);
    const everyone = await presence.list();
    if (socket.disconnected) return;
    const players = everyone.filter((o) => o.user.username.toLowerCase() !== username.toLowerCase());
    socket.emit('join_room', { self: { ...self, user: { ...self.user, blockedList: socket.data.blocked } }, players });
    town.post(() => socket.broadcast.emit('user_connected', self));
    if (!wasOnline) {
      const friends = await friendUsernames(ctx, p.userId);
      if (friends.length > 0) io.to(friends.map(rooms.user)).emit('notification_message', { message: CHAT_TEXT.nowOnline(username), username });
    }
  }

  /** Wires a player's events: every packet is counted and limited, every payload validated. */
  function listen(p: LocalPlayer): void {
    const socket = p.socket;
    const guard = (what: string, run: () => Promise<void> | void) => {
      try {
        const out = run();
        if (out) out.catch((err: unknown) => ctx.log.error({ err, username: p.username }, `town: ${what} failed`));
      } catch (err) {
        ctx.log.error({ err, username: p.username }, `town: ${what} failed`);
      }
    };
    socket.use(([event, ...payload], next) => {
      if (!p.buckets.packets.take()) return town.throttled(p);
      if (typeof event !== 'string' || !CLIENT_EVENTS.has(event)) return town.malformed(p);
      // Text holding a NUL character is refused here for every event, as the HTTP API refuses
      // it (http/input.ts): PostgreSQL stores none, so a chat or whisper with one failed there.
      if (holdsNul(payload)) {
        socket.emit('notification_message', { message: NUL_TEXT });
        return town.malformed(p);
      }
      next();
    });
    socket.on('move', (m) => guard('move', () => town.onMove(p, m)));
    // Chained per player: a message never overtakes the one typed before it.
    const inOrder = (run: () => Promise<void>) => (p.said = p.said.then(run, run));
    socket.on('chat', (m) => guard('chat', () => inOrder(() => onChat(chat, p, m))));
    socket.on('whisper', (m) => guard('whisper', () => inOrder(() => onWhisper(chat, p, m))));
    socket.on('update_character', () => guard('update_character', () => onUpdateCharacter(town, p)));
    socket.on('match_score', (m) => guard('match_score', () => onMatchScore(town, p, m)));
    socket.on('disconnect', () => {
      town.remove(p);
      standing.untrack(p);
      const gone = { socketId: socket.id, username: p.username };
      town.post(() => io.emit('user_disconnected', gone));
      presence.remove(p.username, socket.id).catch((err) => ctx.log.error({ err }, 'town: presence removal failed'));
    });
  }

  let lastLogged = '';
  const statsTimer = setInterval(() => {
    const line = JSON.stringify(stats);
    if (line === lastLogged) return;
    lastLogged = line;
    ctx.log.info({ town: stats, players: town.players.size }, 'town stats');
  }, STATS_LOG_MS);
  statsTimer.unref();

  const beforeClose: (() => Promise<void>)[] = [];
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      for (const stop of beforeClose.splice(0)) await stop().catch((err) => ctx.log.error({ err }, 'town: stopping before close failed'));
      clearInterval(statsTimer);
      town.stop();
      standing.stop();
      // Not io.close(): that would also close the HTTP server, which the app owns.
      io.local.disconnectSockets(true);
      await Promise.resolve(io.of('/').adapter.close()).catch(() => {});
      io.engine.close();
      await presence.close().catch((err) => ctx.log.error({ err }, 'town: presence close failed'));
      if (adapterRedis) await adapterRedis.quit().catch(() => adapterRedis.disconnect());
      if (ctx.services.world === world) ctx.services.world = undefined;
    })());

  const world: World = { io, town, stats, presence, mutes: chat.mutes, onClose: (stop) => void beforeClose.push(stop), close };
  // The app's one town: services.ts keeps its place, this start fills it, its close empties it.
  ctx.services.world = world;
  return world;
}

/**
 * Tells the town that `blocker` blocked or unblocked `blocked`, so chat stops (or resumes)
 * reaching the blocker at once, on whichever process the blocker is connected.
 */
export function townBlockChanged(ctx: AppContext, blocker: string, blocked: string, isBlocked: boolean): void {
  const world = ctx.services.world;
  if (!world) return;
  const target = world.io.in(rooms.user(blocker));
  if (isBlocked) target.socketsJoin(rooms.blockersOf(blocked));
  else target.socketsLeave(rooms.blockersOf(blocked));
}
