import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDef, RouteResponseInput } from '@common/api/contract';
import type { AppContext } from '../../context';
import { Unauthorized } from '../../errors';
import { checkedResponse } from '../../http/route';
import { authenticateAllowingCookie, type Authenticated } from './sessions';

/** A signed-in read without params, query or body: what a reload asks first. */
type CookieReadDef = RouteDef<z.ZodUndefined, z.ZodUndefined, z.ZodUndefined> & { auth: 'required' };

export interface CookieReadInput {
  ctx: AppContext;
  auth: Authenticated;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers the one JSON route that takes the session cookie: GET /api/auth/session, where a
 * reload (which has no key in memory yet) finds its session and learns the key it then sends
 * as x-session-key. registerRoute reads the header alone (sessions.ts: sessionKeyOf), so this
 * read asks for the cookie by name. GET only: a route that changes anything never takes the
 * cookie.
 */
export function registerCookieRead<D extends CookieReadDef>(
  app: FastifyInstance,
  def: D,
  handler: (input: CookieReadInput) => Promise<RouteResponseInput<D>>,
): void {
  if (def.method !== 'GET') throw new Error(`${def.method} ${def.path}: only a GET route may read the session cookie`);
  app.route({
    method: 'GET',
    url: def.path,
    handler: async (req, reply) => {
      const auth = await authenticateAllowingCookie(app.ctx, req);
      if (!auth) throw new Unauthorized();
      return checkedResponse(app, def, await handler({ ctx: app.ctx, auth, req, reply }));
    },
  });
}
