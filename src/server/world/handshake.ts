import type { IncomingMessage } from 'node:http';
import type { Socket } from 'socket.io';
import { walkabilityOf } from '@common/world/colliders';
import { colliderToWorld, type LocationData } from '@common/world/map';
import { CONNECT_ERRORS, handshakeAuth, type PlayerState } from '@common/world/protocol';
import type { AppContext } from '../context';
import { findSession } from '../modules/auth/sessions';
import { blockedUsernames } from '../modules/chat/service';
import { getPlayerLook, type PlayerLook } from '../modules/customization/look';
import type { WorldPresence } from './presence';
import type { WorldStats } from './stats';
import { membershipOf } from '../modules/users/membership';

/** What the handshake learns about a player, kept on socket.data. */
export interface SocketData {
  userId: string;
  username: string;
  /** The session the connection was opened with: signing it out closes the connection. */
  sessionId: string;
  /** The role (src/common/roles.ts): moderators hear the chat lines the word filter holds. */
  access: number;
  membership: number;
  look: PlayerLook;
  blocked: string[];
  start: PlayerState;
}

/**
 * Browsers send an Origin header: only the app's own origins may open the town. Requests
 * without one come from non-browser clients (bots, tools), which cannot be driven by another
 * site, so they are let through to the session check.
 */
export function originAllowed(allowed: readonly string[], req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin === undefined || allowed.includes(origin);
}

/** Where a player appears: their last position when it is still walkable, else a spawn point. */
export function spawnPosition(location: LocationData, last: PlayerState | null, random = Math.random): PlayerState {
  const walk = walkabilityOf(location);
  if (last && walk.isWalkable(last.x, last.y)) return { x: last.x, y: last.y, frame: last.frame };
  const points = location.SpawnPoints.map((p) => colliderToWorld(p));
  const first = Math.floor(random() * points.length);
  for (let i = 0; i < points.length; i++) {
    const p = points[(first + i) % points.length];
    const spot = walk.nearestWalkable(p.x, p.y);
    if (spot) return { x: spot.x, y: spot.y, frame: 0 };
  }
  throw new Error('The town has no walkable spawn point');
}

/**
 * Socket.IO middleware: validates the handshake ({sessionKey, location}), the session and the
 * account, and loads what joining needs. A refusal reaches the client as connect_error with
 * one of CONNECT_ERRORS.
 */
export function authenticateSocket(ctx: AppContext, location: LocationData, presence: WorldPresence, stats: WorldStats) {
  return async (socket: Socket, next: (err?: Error) => void): Promise<void> => {
    const refuse = (message: string) => {
      stats.refusedConnections++;
      next(new Error(message));
    };
    try {
      const raw = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      if (typeof raw.sessionKey !== 'string' || raw.sessionKey === '') return refuse(CONNECT_ERRORS.noKey);
      const parsed = handshakeAuth.safeParse(raw);
      if (!parsed.success) {
        return refuse(parsed.error.issues.some((i) => i.path[0] === 'location') ? CONNECT_ERRORS.badLocation : CONNECT_ERRORS.badKey);
      }
      const auth = await findSession(ctx, parsed.data.sessionKey);
      if (!auth) return refuse(CONNECT_ERRORS.badKey);
      const username = auth.user.username;
      if (!username) return refuse(CONNECT_ERRORS.noUsername);
      const [look, blocked, last] = await Promise.all([
        getPlayerLook(ctx, auth.user.id),
        blockedUsernames(ctx, auth.user.id),
        presence.lastPosition(username),
      ]);
      const data: SocketData = {
        userId: auth.user.id,
        username,
        sessionId: auth.sessionId,
        access: auth.user.access,
        membership: membershipOf(auth.user),
        look,
        blocked,
        start: spawnPosition(location, last),
      };
      socket.data = data;
      next();
    } catch (err) {
      ctx.log.error({ err }, 'town handshake failed');
      refuse(CONNECT_ERRORS.unavailable);
    }
  };
}
