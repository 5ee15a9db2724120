import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io';

/**
 * Tokens of this process's running residents' directors: a resident's handshake carries its
 * director's, so the town knows the connection is a resident's (and never lets it replace a
 * person playing the account). Random and never sent anywhere but to this process's own town.
 */
const liveTokens = new Set<string>();

export function newResidentToken(): string {
  const token = randomBytes(16).toString('base64url');
  liveTokens.add(token);
  return token;
}

export function retireResidentToken(token: string): void {
  liveTokens.delete(token);
}

/** Whether a connecting socket is a demo resident of this process. */
export function isResidentSocket(socket: Pick<Socket, 'handshake'>): boolean {
  const token = (socket.handshake.auth as Record<string, unknown> | undefined)?.resident;
  return typeof token === 'string' && liveTokens.has(token);
}
