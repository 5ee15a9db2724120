import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_ERROR_TEXT, safeCallbackPath } from '@common/accounts';
import { OAUTH_CALLBACK_PATH, OAUTH_PROVIDERS, OAUTH_START_PATH, type OAuthProvider } from '@common/api/routes/auth';
import type { AppContext } from '../../../context';
import { createSession, originOf, setSessionCookie } from '../sessions';
import { suspensionRefusal } from '../../users/standing';
import { accountForProfile, OAuthRefused } from './accounts';
import { providerClient } from './providers';

/** The flow's secrets live in short-lived httpOnly cookies scoped to the OAuth paths. */
const COOKIE = { state: 'oldroad_oauth_state', verifier: 'oldroad_oauth_verifier', callback: 'oldroad_oauth_callback' } as const;
const COOKIE_PATH = '/api/auth/oauth';
const FLOW_SECONDS = 10 * 60;

/**
 * OAuth sign-in as full-page navigations (not JSON routes): start redirects to the provider,
 * the callback signs in and redirects to the callbackUrl the flow started with. Every failure
 * ends on the login page with a short text, never on an error body.
 */
export function registerOAuthRoutes(app: FastifyInstance): void {
  app.get(OAUTH_START_PATH, async (req, reply) => {
    const { ctx } = app;
    const provider = providerOf(req);
    const client = provider && providerClient(ctx.config, provider);
    if (!provider || !client) return toLogin(reply, OAUTH_ERROR_TEXT.unknownProvider);
    const state = generateState();
    const verifier = generateCodeVerifier();
    let url: URL;
    try {
      url = await client.authorizationUrl(state, verifier);
    } catch (err) {
      ctx.log.error({ err, provider }, 'oauth start failed');
      return toLogin(reply, OAUTH_ERROR_TEXT.failed);
    }
    const query = req.query as Record<string, unknown>;
    setFlowCookie(ctx, reply, COOKIE.state, `${provider}:${state}`);
    setFlowCookie(ctx, reply, COOKIE.verifier, verifier);
    setFlowCookie(ctx, reply, COOKIE.callback, safeCallbackPath(query.callbackUrl));
    return reply.redirect(url.toString(), 302);
  });

  app.get(OAUTH_CALLBACK_PATH, async (req, reply) => {
    const { ctx } = app;
    const provider = providerOf(req);
    const client = provider && providerClient(ctx.config, provider);
    const callback = safeCallbackPath(req.cookies[COOKIE.callback]);
    const expected = req.cookies[COOKIE.state];
    const verifier = req.cookies[COOKIE.verifier];
    clearFlowCookies(reply);
    if (!provider || !client) return toLogin(reply, OAUTH_ERROR_TEXT.unknownProvider);

    const query = req.query as Record<string, unknown>;
    if (typeof query.error === 'string') {
      return toLogin(reply, query.error === 'access_denied' ? OAUTH_ERROR_TEXT.cancelled : OAUTH_ERROR_TEXT.failed);
    }
    const { code, state } = query;
    if (typeof code !== 'string' || typeof state !== 'string' || !expected || !verifier || expected !== `${provider}:${state}`) {
      return toLogin(reply, OAUTH_ERROR_TEXT.expired);
    }

    try {
      const accessToken = await client.exchange(code, verifier);
      const profile = await client.profile(accessToken);
      const user = await accountForProfile(ctx, provider, profile, req.ip);
      // A suspended or banned account is told why on the sign-in page (issue 21 §3).
      const suspended = suspensionRefusal(user);
      if (suspended) return toLogin(reply, suspended);
      const key = await createSession(ctx, user.id, originOf(req));
      setSessionCookie(ctx, reply, key);
      ctx.log.info({ provider, userId: user.id, finished: user.username !== null }, 'oauth sign-in');
      return reply.redirect(callback, 302);
    } catch (err) {
      if (err instanceof OAuthRefused) return toLogin(reply, err.text);
      ctx.log.warn({ err, provider }, 'oauth callback failed');
      return toLogin(reply, OAUTH_ERROR_TEXT.failed);
    }
  });
}

function providerOf(req: FastifyRequest): OAuthProvider | null {
  const name = (req.params as { provider?: string }).provider;
  return (OAUTH_PROVIDERS as readonly string[]).includes(name ?? '') ? (name as OAuthProvider) : null;
}

function toLogin(reply: FastifyReply, text: string): FastifyReply {
  return reply.redirect(`/login?error=${encodeURIComponent(text)}`, 302);
}

function setFlowCookie(ctx: AppContext, reply: FastifyReply, name: string, value: string): void {
  reply.setCookie(name, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation, which Lax cookies survive.
    sameSite: 'lax',
    secure: ctx.config.publicUrl.startsWith('https://'),
    maxAge: FLOW_SECONDS,
  });
}

function clearFlowCookies(reply: FastifyReply): void {
  for (const name of Object.values(COOKIE)) reply.clearCookie(name, { path: COOKIE_PATH });
}
