import type { ClientMatchScore, HonorUpdated } from '@common/world/protocol';
import { onTownSocket, type TownSocket } from '../../game/connection';

/**
 * FLOW's socket channel (avatar-economy §7): swaps go out as `match_score` on the town's
 * connection and the server's verdicts come back with `honor_updated`. The channel follows the
 * town's connection (onTownSocket); until there is one (the town is still loading) swaps wait in order and
 * leave as soon as it is there. (Socket.IO itself buffers while a bound socket reconnects.)
 */
let socket: TownSocket | null = null;
const waiting: ClientMatchScore[] = [];
const listeners = new Set<(update: HonorUpdated) => void>();
const relay = (update: HonorUpdated) => listeners.forEach((l) => l(update));

function bindFlowSocket(next: TownSocket | null): void {
  socket?.off('honor_updated', relay);
  socket = next;
  if (!socket) return;
  socket.on('honor_updated', relay);
  for (const claim of waiting.splice(0)) socket.emit('match_score', claim);
}

onTownSocket(bindFlowSocket);

export function sendFlowClaim(claim: ClientMatchScore): void {
  if (socket) socket.emit('match_score', claim);
  else waiting.push(claim);
}

/** Drops swaps of a game that was replaced before they could leave. */
export function forgetFlowClaims(gameId: string): void {
  for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]!.game !== gameId) waiting.splice(i, 1);
}

export function onHonorUpdated(listener: (update: HonorUpdated) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
