import type { Walkability } from '@common/world/colliders';
import { isModerator } from '@common/roles';
import { CHAT_TEXT } from '@common/world/chat';
import { clientMove, type Player, type PlayerState, type PlayerUser } from '@common/world/protocol';
import { zoneOf } from '@common/world/zones';
import type { AppContext } from '../context';
import type { PlayerLook } from '../modules/customization/look';
import { emitMovesLocally } from './fan-out';
import { inOneWrite } from './held-writes';
import { sendMoveBatches, type Mover } from './move-batches';
import { checkMove, MoveBudget } from './movement';
import type { WorldPresence } from './presence';
import { SOCKET_LIMITS, TokenBucket, type WindowCounters } from './rate-limit';
import type { WorldStats } from './stats';
import { rooms } from './rooms';

import type { TownServer, TownSocket } from './sockets';

export type { TownServer, TownSocket };

export { rooms } from './rooms';

/** A player connected to this process. */
export interface LocalPlayer extends Mover {
  socket: TownSocket;
  userId: string;
  username: string;
  membership: number;
  look: PlayerLook;
  budget: MoveBudget;
  buckets: { packets: TokenBucket; move: TokenBucket; chat: TokenBucket; whisper: TokenBucket; other: TokenBucket; claims: TokenBucket; flood: TokenBucket };
  lastWarning: number;
  cutOff: boolean;
  /** Chat and whispers of one player are handled one after the other, so they keep their order. */
  said: Promise<void>;
  /** FLOW claims of one player are settled in the order they were sent (flow.ts). */
  claimed: Promise<void>;
}

export function playerUser(p: Pick<LocalPlayer, 'username' | 'membership' | 'look'>): PlayerUser {
  return {
    username: p.username,
    membership: p.membership,
    look: p.look.look,
    customization: { nametagColor: p.look.nametagColor, width: p.look.width, height: p.look.height },
  };
}

export function playerOf(p: LocalPlayer): Player {
  return { socketId: p.socket.id, id: p.id, state: { ...p.state }, user: playerUser(p) };
}

/** Everyone redraws a player whose look, size or membership changed: presence, then user_updated. */
export async function showChanged(town: Pick<Town, 'presence' | 'io'>, p: LocalPlayer): Promise<void> {
  await town.presence.add(playerOf(p));
  town.io.emit('user_updated', { username: p.username, user: playerUser(p) });
}

const bucket = (l: { capacity: number; perSecond: number }) => new TokenBucket(l.capacity, l.perSecond);
/** A socket is told it is too fast at most this often. */
const WARNING_INTERVAL_MS = 5000;

/**
 * The town's state in this process: its connected players, their positions and zones, and the
 * per-tick batching of moves by zone of interest. Other processes hold their own players; the
 * Redis adapter and presence join them into one town.
 */
export class Town {
  readonly players = new Map<string, LocalPlayer>();
  /** Players who moved since the last tick. */
  private readonly movers = new Set<LocalPlayer>();
  /** Broadcasts waiting for the next tick (chat, arrivals and departures). */
  private readonly outbox: (() => void)[] = [];
  private timer: NodeJS.Timeout;

  constructor(
    readonly io: TownServer,
    readonly ctx: AppContext,
    readonly walk: Walkability,
    readonly presence: WorldPresence,
    readonly counters: WindowCounters,
    readonly stats: WorldStats,
    private tickMs: number,
    /** Without other processes, moves are only sent to zones where someone is listening. */
    private readonly singleProcess: boolean,
  ) {
    this.timer = setInterval(() => this.tick(), tickMs);
  }

  /** How often moves and broadcasts leave. */
  get tickInterval(): number {
    return this.tickMs;
  }

  /** Sets a new tick (the world benchmark compares ticks on one running town). */
  setTickInterval(ms: number): void {
    clearInterval(this.timer);
    this.tickMs = ms;
    this.timer = setInterval(() => this.tick(), ms);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  add(socket: TownSocket, id: number): LocalPlayer {
    const d = socket.data;
    const zone = zoneOf(d.start.x);
    const p: LocalPlayer = {
      socket,
      id,
      userId: d.userId,
      username: d.username,
      membership: d.membership,
      look: d.look,
      state: { ...d.start },
      zone,
      budget: new MoveBudget(),
      buckets: {
        packets: bucket(SOCKET_LIMITS.packets),
        move: bucket(SOCKET_LIMITS.move),
        chat: bucket(SOCKET_LIMITS.chat),
        whisper: bucket(SOCKET_LIMITS.whisper),
        other: bucket(SOCKET_LIMITS.other),
        claims: bucket(SOCKET_LIMITS.claims),
        flood: bucket(SOCKET_LIMITS.flood),
      },
      lastWarning: 0,
      cutOff: false,
      said: Promise.resolve(),
      claimed: Promise.resolve(),
    };
    this.players.set(socket.id, p);
    void socket.join([rooms.user(p.username), rooms.zone(zone), ...d.blocked.map(rooms.blockersOf), ...(isModerator(d.access) ? [rooms.staff] : [])]);
    return p;
  }

  remove(p: LocalPlayer): void {
    this.players.delete(p.socket.id);
    this.movers.delete(p);
  }

  /** A dropped or malformed event: costs a flood token; an empty flood bucket cuts the socket off. */
  strike(p: LocalPlayer): void {
    if (p.cutOff || p.buckets.flood.take()) return;
    p.cutOff = true;
    this.stats.floodDisconnects++;
    this.ctx.log.warn({ username: p.username }, 'town: socket cut off for flooding');
    p.socket.emit('notification_message', { message: CHAT_TEXT.flooding });
    p.socket.disconnect(true);
  }

  malformed(p: LocalPlayer): void {
    this.stats.malformed++;
    this.strike(p);
  }

  /** Over a rate limit: the event is dropped, the player told (now and then), a strike counted. */
  throttled(p: LocalPlayer): void {
    this.stats.throttled++;
    const now = Date.now();
    if (now - p.lastWarning > WARNING_INTERVAL_MS) {
      p.lastWarning = now;
      p.socket.emit('notification_message', { message: CHAT_TEXT.slowDown });
    }
    this.strike(p);
  }

  onMove(p: LocalPlayer, raw: unknown): void {
    const parsed = clientMove.safeParse(raw);
    if (!parsed.success) return this.malformed(p);
    if (!p.buckets.move.take()) return this.throttled(p);
    const m = parsed.data;
    // A player standing still repeats its position now and then (the client's forced update):
    // nothing changed, so nothing is checked, stored or sent to anyone.
    if (m.x === p.state.x && m.y === p.state.y && m.frame === p.state.frame) return;
    const verdict = checkMove(this.walk, p.state, m, p.budget);
    if (verdict !== 'ok') {
      this.stats.refusedMoves++;
      p.socket.emit('correct_position', { ...p.state });
      return;
    }
    this.stats.acceptedMoves++;
    p.state = { x: m.x, y: m.y, frame: m.frame };
    p.t = m.t;
    const from = p.zone;
    p.zone = zoneOf(m.x);
    if (p.zone !== from) {
      void p.socket.leave(rooms.zone(from));
      void p.socket.join(rooms.zone(p.zone));
    }
    this.movers.add(p);
  }

  /** Sends a broadcast with the next tick's writes. */
  post(send: () => void): void {
    this.outbox.push(send);
  }

  /**
   * Once a tick, the tick's moves and broadcasts (chat, arrivals, departures) leave in one
   * write per connection (held-writes.ts). With a thousand players chatting this saves most of
   * the server's time.
   */
  tick(): void {
    this.stats.ticks++;
    if (this.movers.size === 0 && this.outbox.length === 0) return;
    inOneWrite(this.io.of('/').sockets.values(), () => {
      for (const send of this.outbox.splice(0)) send();
      if (this.movers.size === 0) return;
      const localRooms = this.io.of('/').adapter.rooms;
      sendMoveBatches(
        this.movers,
        // Other processes' players may listen in any zone; in one process, only where someone is.
        (zone) => !this.singleProcess || !!localRooms.get(rooms.zone(zone))?.size,
        (zone, batch) => (this.singleProcess ? emitMovesLocally(this.io, rooms.zone(zone), batch) : this.io.to(rooms.zone(zone)).emit('move', batch)),
      );
      this.savePositions();
    });
  }

  /** Presence learns the positions of this process's players who moved this tick. */
  private savePositions(): void {
    if (this.movers.size === 0) return;
    const states = new Map<string, PlayerState>();
    for (const p of this.movers) states.set(p.username, { ...p.state });
    this.movers.clear();
    this.presence.setStates(states).catch((err) => this.ctx.log.error({ err }, 'town: presence update failed'));
  }
}
