import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { RouteDef, RouteParsed, RouteResponseInput } from '@common/api/contract';
import type { AppContext } from '../context';
import { encodedOf, sendEncoded } from './encoded';
import { Invalid, Unauthorized } from '../errors';
import { assertRole } from '../modules/auth/roles';
import { authenticateCached, type SessionLoader } from '../modules/auth/session-cache';
import { authenticate, SESSION_KEY_MAX, sessionKeyOf, type Authenticated } from '../modules/auth/sessions';

type AuthOf<D> = D extends { auth: 'required' } ? Authenticated : D extends { auth: 'optional' } ? Authenticated | null : null;

export type HandlerInput<D extends RouteDef> = RouteParsed<D> & {
  ctx: AppContext;
  auth: AuthOf<D>;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** A handler: its answer, or a promise of it (a handler answering from memory need not wait). */
export type Handler<D extends RouteDef> = (input: HandlerInput<D>) => RouteResponseInput<D> | Promise<RouteResponseInput<D>>;

export interface RouteOptions {
  /**
   * The session may come from memory (modules/auth/session-cache.ts): for hot read-only
   * routes, whose user row may then be one change notice behind. A loader reads it (and what
   * else the route needs) when nothing is cached.
   */
  cachedSession?: boolean | SessionLoader;
  /**
   * With cachedSession, `false` says the answer shows none of the viewer's coins, gems or honor:
   * a session kept across a change of balances alone still serves it (session-cache.ts).
   */
  showsBalances?: boolean;
  /**
   * The query is parsed once per query string and the result shared (frozen) by every request
   * with the same one: for hot GET routes whose query schema costs more than their answer.
   * Parsing is a pure function of the string, so sharing it changes nothing a request sees.
   */
  memoQuery?: boolean;
}

/**
 * Registers a handler against its contract declaration: the request is authenticated and
 * validated from the declaration before the handler runs; outside production the answer is
 * checked against the response schema too, so contract drift fails tests.
 */
export function registerRoute<D extends RouteDef>(app: FastifyInstance, def: D, handler: Handler<D>, opts: RouteOptions = {}): void {
  // A staff route decides on the users row as it is now; a cached one may be a notice behind.
  if (def.role && opts.cachedSession) throw new Error(`${def.method} ${def.path} declares a role, so it cannot take a cached session`);
  register(
    app,
    def,
    (req) => {
      const auth = authFor(app, def, req, opts);
      return auth instanceof Promise ? auth.then((a) => ({ auth: a as AuthOf<D> })) : { auth: auth as AuthOf<D> };
    },
    handler as (input: Omit<HandlerInput<D>, 'auth'> & { auth: AuthOf<D> }) => RouteResponseInput<D> | Promise<RouteResponseInput<D>>,
    opts,
  );
}

/** What a keyed route's handler is given: the session key it must check itself, no session. */
export type KeyedHandlerInput<D extends RouteDef> = Omit<HandlerInput<D>, 'auth'> & { sessionKey: string };

/**
 * registerRoute for a route whose one statement both checks the session and does the work (the
 * checkout: one database round trip in all, where looking the session up first would be a
 * second). A request without a session key is refused (401) before anything else, as a
 * signed-in route is; the handler gets the key, and must refuse (401) one its statement does
 * not find live.
 */
export function registerKeyedRoute<D extends RouteDef & { auth: 'required' }>(
  app: FastifyInstance,
  def: D,
  handler: (input: KeyedHandlerInput<D>) => RouteResponseInput<D> | Promise<RouteResponseInput<D>>,
): void {
  if (def.role) throw new Error(`${def.method} ${def.path} declares a role, which a keyed route cannot check`);
  register(
    app,
    def,
    (req) => {
      const sessionKey = sessionKeyOf(req);
      if (!sessionKey || sessionKey.length > SESSION_KEY_MAX) throw new Unauthorized();
      return { sessionKey };
    },
    handler,
  );
}

function register<D extends RouteDef, A extends object>(
  app: FastifyInstance,
  def: D,
  identify: (req: FastifyRequest) => A | Promise<A>,
  handler: (input: Omit<HandlerInput<D>, 'auth'> & A) => RouteResponseInput<D> | Promise<RouteResponseInput<D>>,
  opts: Pick<RouteOptions, 'memoQuery'> = {},
): void {
  const queryOf = opts.memoQuery ? memoParse(def.query) : (req: FastifyRequest) => parse(def.query, req.query);
  const present = (req: FastifyRequest, reply: FastifyReply, result: RouteResponseInput<D>) => {
    checkedResponse(app, def, result);
    const encoded = encodedOf(result);
    // Bytes encoded already (http/encoded.ts) are sent as they are.
    return encoded ? sendEncoded(req, reply, encoded) : result;
  };
  const answer = (req: FastifyRequest, reply: FastifyReply, who: A) => {
    const input = {
      params: parse(def.params, req.params),
      query: queryOf(req),
      body: parse(def.body, req.body ?? {}),
      ctx: app.ctx,
      req,
      reply,
      ...who,
    } as Omit<HandlerInput<D>, 'auth'> & A;
    const result = handler(input);
    if (result instanceof Promise) return result.then((r) => (reply.sent ? reply : present(req, reply, r)));
    return reply.sent ? undefined : present(req, reply, result);
  };
  app.route({
    method: def.method,
    url: def.path,
    // Not async: a request answered from memory (cached session, cached answer) is answered in the
    // same turn, without a promise per step; Fastify sends a returned value, awaits a promise.
    handler: (req, reply) => {
      const who = identify(req);
      return who instanceof Promise ? who.then((w) => answer(req, reply, w)) : answer(req, reply, who);
    },
  });
}

/**
 * The request's session as the route declares it: none, optional, or required (401 without);
 * with a `role`, 403 below it (auth/roles.ts), before anything else of the request is read.
 */
export function authFor(app: FastifyInstance, def: RouteDef, req: FastifyRequest, opts: RouteOptions = {}): Authenticated | null | Promise<Authenticated | null> {
  if (def.auth === 'none') return null;
  const cached = opts.cachedSession;
  const auth = cached
    ? authenticateCached(app.ctx, req, typeof cached === 'function' ? cached : undefined, { balances: opts.showsBalances !== false })
    : authenticate(app.ctx, req);
  return auth instanceof Promise ? auth.then((a) => required(def, a)) : required(def, auth);
}

function required(def: RouteDef, auth: Authenticated | null): Authenticated | null {
  if (def.auth === 'required' && !auth) throw new Unauthorized();
  if (def.role) assertRole(auth, def.role);
  return auth;
}

/** Outside production an answer is checked against its contract, so contract drift fails tests. */
export function checkedResponse<T>(app: FastifyInstance, def: RouteDef, result: T): T {
  if (app.ctx.config.NODE_ENV !== 'production') {
    const checked = def.response.safeParse(result);
    if (!checked.success) {
      app.ctx.log.error({ route: def.path, issues: checked.error.issues }, 'response does not match its contract');
      throw new Error(`Response of ${def.method} ${def.path} does not match its contract`);
    }
  }
  return result;
}

/** Query strings whose parse memoParse keeps, per route; longer ones are parsed each time. */
const MEMO_QUERIES = 1_000;
const MEMO_QUERY_MAX = 512;

/** RouteOptions.memoQuery: the route's parsed queries by query string, most recently used cached. */
function memoParse(schema: z.ZodType | undefined): (req: FastifyRequest) => unknown {
  const cached = new LRUCache<string, { query: unknown }>({ max: MEMO_QUERIES });
  return (req) => {
    const at = req.url.indexOf('?');
    const raw = at < 0 ? '' : req.url.slice(at + 1);
    if (raw.length > MEMO_QUERY_MAX) return parse(schema, req.query);
    let hit = cached.get(raw);
    if (!hit) cached.set(raw, (hit = { query: deepFreeze(parse(schema, req.query)) }));
    return hit.query;
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidFromZod(result.error);
}

/** A validation error that names its field: "username: ..." unless the message already does. */
export function invalidFromZod(error: z.ZodError): Invalid {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const message = issue?.message ?? 'Invalid request';
  const last = issue?.path.at(-1);
  const words = String(last ?? '')
    .split(/(?=[A-Z])|[_\s]/)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 2);
  const named = last === undefined || words.some((w) => message.toLowerCase().includes(w));
  return new Invalid(named || !field ? message : `${field}: ${message}`, field);
}
