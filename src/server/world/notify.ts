import type { NotificationKind } from '@common/world/protocol';
import type { AppContext } from '../context';
import { rooms } from './rooms';

/**
 * What modules tell players in town, in every process (the Socket.IO adapter carries it with
 * REDIS_URL). A process without a town (a test app, a tool) tells nobody.
 */

/** Tells a player in town something (a mute, a warning). */
export function tellInTown(ctx: AppContext, username: string, message: string, kind?: NotificationKind): void {
  ctx.services.world?.io.to(rooms.user(username)).emit('notification_message', kind ? { message, kind } : { message });
}

/** Closes a player's town connection wherever it is, after telling them why (a suspension, a ban, a new username). */
export function closeTownConnection(ctx: AppContext, username: string, message: string, kind: NotificationKind): void {
  const world = ctx.services.world;
  if (!world) return;
  world.io.to(rooms.user(username)).emit('notification_message', { message, kind });
  world.io.in(rooms.user(username)).disconnectSockets(true);
}

/**
 * Closes the town connections opened with one session, wherever they are, after telling them
 * why: a sign-out in one tab takes that session's other tabs out of town, while the player's
 * other sessions (another device) stay.
 */
export async function closeSessionTownConnections(ctx: AppContext, username: string, sessionId: string, message: string): Promise<void> {
  const world = ctx.services.world;
  if (!world) return;
  // The sign-out itself stands either way (its answer must not turn into an error): if another
  // process does not answer in time, a connection there stays open until it reconnects, which
  // the dead key then cannot.
  const sockets = await world.io
    .in(rooms.user(username))
    .fetchSockets()
    .catch((err: unknown) => {
      ctx.log.warn({ err }, 'town: could not reach every process to close a signed-out session');
      return [];
    });
  for (const s of sockets) {
    if ((s.data as { sessionId?: string }).sessionId !== sessionId) continue;
    s.emit('notification_message', { message, kind: 'signedOut' });
    s.disconnect(true);
  }
}

/** An admin's announcement to everyone in town, in every process. */
export function announceInTown(ctx: AppContext, message: string): void {
  ctx.services.world?.io.emit('notification_message', { message, kind: 'announcement' });
}
