import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppConnections } from './context';
import { installErrorHandling } from './http/errors';
import { refuseNul } from './http/input';
import { API_PATHS, registerSecurityHeaders } from './http/security';
import { modules } from './modules';
import { COMPRESSIBLE, LANDING_PAGE } from './http/web-files';
import { SESSION_COOKIE } from './modules/auth/sessions';
import { buildContext, closeServices } from './services';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.join(ROOT, 'dist/web');

/** JSON bodies larger than this get 413 (uploads have their own limits). */
export const BODY_LIMIT = 256 * 1024;

/** Paths the SPA must never swallow: unknown ones there answer JSON 404. */
const API_PREFIXES = [...API_PATHS, '/cdn/', '/socket.io/'];

/**
 * Builds the HTTP app (used by server.ts and by tests through app.inject) on the connections
 * given, with services of its own (services.ts), reached as `app.ctx` and stopped by
 * `app.close()`. Real time is attached by server.ts / the world module onto the same server.
 */
export async function buildApp(connections: AppConnections, opts: { serveWeb?: boolean; webRoot?: string } = {}): Promise<FastifyInstance> {
  const ctx = buildContext(connections);
  const app = Fastify({
    loggerInstance: ctx.log as unknown as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT,
    // Off by default so a client cannot pick its own address (sign-in throttling keys on it).
    trustProxy: ctx.config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < ctx.config.TRUST_PROXY : false,
  });
  app.decorate('ctx', ctx);
  // After the town's preClose and every connection: nothing uses the services any more.
  app.addHook('onClose', async () => closeServices(ctx));
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (r) => void routes.push({ method: r.method, url: r.url }));
  readEmptyJsonAsObject(app);
  // One place for every route: PostgreSQL stores no NUL in text, so any input holding one is
  // refused here with a clear 400 (it used to reach the database as a 500).
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      refuseNul(req.params, req.query, req.body);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
  await app.register(cookie);
  await registerSecurityHeaders(app, ctx.config);
  // webRoot: the built web app (tests serve one of their own).
  const webRoot = opts.webRoot ?? WEB_DIST;
  const serveWeb = (opts.serveWeb ?? true) && fs.existsSync(path.join(webRoot, 'index.html'));
  // Fastify allows one 404 handler: the web build's (below) when it is served, else the JSON one.
  installErrorHandling(app, { notFound: !serveWeb });
  for (const register of modules) await register(app);

  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: staticHeaders,
      // The build writes .br and .gz beside each text file (scripts/web-build-plugins.ts): sent
      // to browsers that take them, the file itself to the others or when a copy is missing.
      preCompressed: true,
      // The build's reports (.vite/) are not for browsers.
      dotfiles: 'ignore',
    });
    // A visitor's first page comes with the landing drawn in it (web-files.ts: LANDING_PAGE).
    app.get('/', (req, reply) => {
      const visitor = !req.cookies[SESSION_COOKIE] && fs.existsSync(path.join(webRoot, LANDING_PAGE));
      return reply.header('cache-control', 'no-cache').sendFile(visitor ? LANDING_PAGE : 'index.html');
    });
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    // Client-side screens (e.g. /reset-password?token=...) all load the single page.
    app.setNotFoundHandler((req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      // A missing file (an old hashed asset, say) is a 404, never the page in its place.
      const isFile = /\.[a-z0-9]{1,8}$/i.test(url);
      if (req.method !== 'GET' || isFile || API_PREFIXES.some((p) => url.startsWith(p))) {
        return reply.status(404).send({ success: false, message: `No such endpoint: ${req.method} ${url}` });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  return app;
}

export interface RegisteredRoute {
  method: string | string[];
  url: string;
}
declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Every route the app registered (tests walk them all). */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => app.registeredRoutes;

/**
 * A POST, PUT or DELETE without a body but with a JSON content type (some clients send one
 * on every call) is read as `{}`; Fastify's own parser refuses it ("Body cannot be empty").
 * Any other body goes to Fastify's parser as before (prototype poisoning refused).
 */
function readEmptyJsonAsObject(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return json(req, text, done);
  });
}

function staticHeaders(res: { setHeader(name: string, value: string): void }, filePath: string): void {
  // Vite's hashed assets never change; everything else (index.html, sw.js) is revalidated.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else res.setHeader('cache-control', 'no-cache');
  // Text files come in more than one encoding (filePath is the copy sent: x.js or x.js.br):
  // a shared cache must key them by what the browser accepts.
  if (COMPRESSIBLE.test(filePath.replace(/\.(?:br|gz)$/, ''))) res.setHeader('vary', 'accept-encoding');
}
