import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { OAUTH_CALLBACK_PATH } from '@common/api/routes/auth';
import { YOUTUBE_EMBED_ORIGIN } from '@common/bbcode/rules';
import { API_TEXT } from '@common/texts';
import type { Config } from '../config';

/**
 * Security headers on every answer. Documents and files (the page, its assets, pictures) get
 * helmet's: a Content-Security-Policy that lets the page run only the app's own scripts, frame
 * only the YouTube player, and never be framed itself; plus nosniff, no referrer, same-origin
 * resource and opener policies, HSTS. JSON answers of the API get the set the OWASP REST
 * Security Cheat Sheet gives for APIs (API_HEADERS): the document-only headers (most of the
 * policy, opener policy, DNS prefetch, download options ...) do nothing for a fetch's answer and
 * were a kilobyte of every API answer (a fifth of a 12 KB store page's cost on this machine).
 *
 * Why each source is there:
 * - script-src 'self': the Vite build has no inline script (index.html loads /assets/*.js).
 * - worker-src 'self' blob:: the service worker /sw.js, and PixiJS decodes pictures in a worker
 *   it starts from a blob URL.
 * - style-src 'unsafe-inline': Mantine writes its theme variables in a <style> element, and
 *   React sets style attributes; styles cannot run code.
 * - img-src https:: pictures in players' BBCode come from anywhere (each checked by the URL rule).
 * - connect-src: the API and Socket.IO (ws:/wss: of this host), and https:, blob: and data: for
 *   the [three] viewer, which fetches a model (and the textures inside it) by its URL.
 * - media-src: the radio's own loop, or RADIO_STREAM_URL's origin when one is configured.
 * - frame-src 'self': the Creator Guide overlay shows the guide PDF (/cdn/guide) in a frame; that
 *   one answer allows being framed by this site (frame-ancestors 'self'), every other still denies it.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'RADIO_STREAM_URL'>) {
  // Read at each request: the origins may be settled after the app is built (a test's free port).
  const sockets = () => {
    const out = new Set<string>();
    for (const origin of [config.publicUrl, ...config.allowedOrigins]) {
      const ws = websocketOrigin(origin);
      if (ws) out.add(ws);
    }
    return [...out].join(' ');
  };
  const radio = originOf(config.RADIO_STREAM_URL);
  const directives: Record<string, (string | (() => string))[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", sockets, 'https:', 'blob:', 'data:'],
    'media-src': ["'self'", 'blob:', ...(radio ? [radio] : [])],
    'frame-src': ["'self'", YOUTUBE_EMBED_ORIGIN],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Only a site served over https asks browsers to upgrade its http requests (on http://localhost
  // this would send every request to an https port nobody listens on).
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Helmet's headers are worked out once (and again only if the site's origins change, as a
 * test's free port settles them after the app is built), then set on each answer as they are:
 * helmet's own per-request pass rebuilt the whole policy each time, a sixth of a kept store
 * page's cost. A route may still replace one (the Creator Guide's frame-ancestors).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xFrameOptions: { action: 'deny' },
  });
  let origins = '';
  let headers: Record<string, string> = {};
  app.addHook('onRequest', (req, reply, done) => {
    if (isApi(req.url)) {
      reply.headers(API_HEADERS);
      // Answered here, before the route reads anything (see refusedCrossSite).
      if (refusedCrossSite(req)) return void reply.status(403).send({ success: false, message: API_TEXT.crossSite });
      return done();
    }
    const now = `${config.publicUrl} ${config.allowedOrigins.join(' ')}`;
    if (now !== origins) {
      headers = headersOf(middleware);
      origins = now;
    }
    reply.headers(headers);
    done();
  });
}

/** Where the JSON API answers (the game API too). */
export const API_PATHS: readonly string[] = ['/api/', '/game-api/'];
const isApi = (url: string) => API_PATHS.some((p) => url.startsWith(p));

/**
 * API routes a browser legitimately reaches from another site: the OAuth callback, a top-level
 * navigation back from the provider (its state and PKCE verifier cookies, not a session, make
 * it safe). Nothing else.
 */
export const CROSS_SITE_ENTRY_POINTS: ReadonlySet<string> = new Set([OAUTH_CALLBACK_PATH]);

/**
 * Defence in depth against request forgery (the session key is a header, which no other site
 * can make a browser send; sessions.ts): an API request that the browser marks
 * `Sec-Fetch-Site: cross-site` is refused, whatever its method, before its route runs. By kind:
 * - anything that changes state (POST, PUT, PATCH, DELETE) and the spec's GET actions (tips,
 *   friend accept, block, heart, equip, wear, mail read/unread/save): refused, which is the point;
 * - every other GET under /api and /game-api too: no page of another site has a use for them
 *   (the API sends no CORS headers, so it could never read an answer, and the private pictures
 *   under it are private), and refusing all of them leaves no new GET action to forget;
 * - the OAuth callback (CROSS_SITE_ENTRY_POINTS) passes;
 * - requests without the header pass: servers (a payment provider's webhook), tools and older
 *   browsers send none, and for them the header-only session is the defence;
 * - `same-origin`, `same-site` (the operator's own subdomains) and `none` (typed, bookmarked)
 *   pass; pictures, documents and files outside the API are not checked (other sites may link
 *   to the town and show its public pictures).
 */
export function refusedCrossSite(req: FastifyRequest): boolean {
  return req.headers['sec-fetch-site'] === 'cross-site' && !CROSS_SITE_ENTRY_POINTS.has(req.routeOptions.url ?? '');
}

/**
 * The headers of an API answer: no document may be built from it (a policy allowing nothing,
 * never framed), no sniffing it into another type, HSTS, and what helmet sends for referrers
 * and cross-origin reads.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
});

/** The headers a helmet middleware sets, taken from one run of it on a stand-in answer. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const out: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      out[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete out[name.toLowerCase()];
    },
  };
  let failed: unknown;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return out;
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** ws://host for an http origin, wss://host for https (older browsers do not count them as 'self'). */
function websocketOrigin(url: string): string | null {
  const origin = originOf(url);
  return origin ? origin.replace(/^http/, 'ws') : null;
}
