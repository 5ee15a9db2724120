import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { oauthStartUrl, type OAuthProvider } from '@common/api/routes/auth';
import type { TestApp } from '../../../test/app';
import { SESSION_COOKIE } from '../sessions';

/**
 * A real local OAuth2/OpenID provider (oauth2-mock-server) for `t`'s app, and a sign-in run as
 * a browser runs it: the app's start route, the provider's authorize and token endpoints, its
 * userinfo, and the app's callback, following each redirect.
 */
export function useOAuthProvider(t: TestApp) {
  const provider = new OAuth2Server();
  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // The issuer's port is known only now; the app reads its config at request time.
    t.ctx.config.OAUTH_TEST_ISSUER = provider.issuer.url!;
  });
  afterAll(async () => {
    await provider.stop();
  });

  /** The provider's next userinfo answer. */
  const nextProfile = (body: Record<string, unknown>) =>
    provider.service.once('beforeUserinfo', (res: { body: unknown }) => {
      res.body = body;
    });

  /** One sign-in: where the callback sends the browser, and the session it got (if any). */
  async function signInWith(name: OAuthProvider, callbackUrl = '/', remoteAddress?: string): Promise<{ location: string; sessionKey?: string }> {
    const start = await t.app.inject({ method: 'GET', url: oauthStartUrl(name, callbackUrl), remoteAddress });
    expect(start.statusCode).toBe(302);
    const authorize = String(start.headers.location);
    expect(authorize.startsWith(provider.issuer.url!)).toBe(true);
    const flowCookies = Object.fromEntries(start.cookies.map((c) => [c.name, c.value]));
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location')!);
    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: flowCookies, remoteAddress });
    expect(callback.statusCode).toBe(302);
    return { location: String(callback.headers.location), sessionKey: callback.cookies.find((c) => c.name === SESSION_COOKIE)?.value };
  }

  return { provider, nextProfile, signInWith };
}

/** The text the login page is sent with (`/login?error=`), checking it is the login page. */
export function loginError(location: string): string | null {
  const url = new URL(location, 'http://app.test');
  expect(url.pathname).toBe('/login');
  return url.searchParams.get('error');
}
