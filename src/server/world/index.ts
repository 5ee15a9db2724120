import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/**
 * Attaches real time (Socket.IO, the town) to the app's HTTP server. Returns a function that
 * closes every socket during shutdown.
 */
export async function attachWorld(_app: FastifyInstance, _ctx: AppContext): Promise<() => Promise<void>> {
  return async () => {};
}
