import { CodeChallengeMethod, Discord, Facebook, Google, OAuth2Client } from 'arctic';
import { z } from 'zod';
import { buildPath } from '@common/api/contract';
import { OAUTH_CALLBACK_PATH, type OAuthProvider } from '@common/api/routes/auth';
import type { Config } from '../../../config';

/** Who the provider says signed in. `emailVerified` is true only when the provider vouches for it. */
export interface ProviderProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
}

/** One provider's side of the authorization-code flow (PKCE wherever the provider supports it). */
export interface ProviderClient {
  authorizationUrl(state: string, codeVerifier: string): Promise<URL>;
  /** Trades the code for an access token. */
  exchange(code: string, codeVerifier: string): Promise<string>;
  profile(accessToken: string): Promise<ProviderProfile>;
}

const HTTP_TIMEOUT_MS = 10_000;

function credentialsOf(config: Config, provider: OAuthProvider): { id: string; secret: string } | null {
  const pairs = {
    google: [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET],
    facebook: [config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET],
    discord: [config.DISCORD_CLIENT_ID, config.DISCORD_CLIENT_SECRET],
  } as const;
  const [id, secret] = pairs[provider];
  return id && secret ? { id, secret } : null;
}

/** A provider is offered only when both its client id and secret are configured. */
export const isProviderEnabled = (config: Config, provider: OAuthProvider): boolean => credentialsOf(config, provider) !== null;

/** Read at request time: the public URL can be fixed after start (tests on a free port). */
export const redirectUriOf = (config: Config, provider: OAuthProvider): string =>
  `${config.publicUrl}${buildPath(OAUTH_CALLBACK_PATH, { provider })}`;

export function providerClient(config: Config, provider: OAuthProvider): ProviderClient | null {
  const creds = credentialsOf(config, provider);
  if (!creds) return null;
  const redirectUri = redirectUriOf(config, provider);
  if (config.OAUTH_TEST_ISSUER) return issuerClient(config.OAUTH_TEST_ISSUER, creds, redirectUri);
  switch (provider) {
    case 'google':
      return googleClient(new Google(creds.id, creds.secret, redirectUri));
    case 'facebook':
      return facebookClient(new Facebook(creds.id, creds.secret, redirectUri));
    case 'discord':
      return discordClient(new Discord(creds.id, creds.secret, redirectUri));
  }
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`profile request to ${new URL(url).host} answered ${res.status}`);
  return res.json();
}

const openIdProfile = z.object({
  sub: z.union([z.string(), z.number()]).transform(String),
  email: z.string().optional().nullable(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
});

function fromOpenId(raw: unknown): ProviderProfile {
  const p = openIdProfile.parse(raw);
  return { id: p.sub, email: p.email ?? null, emailVerified: p.email_verified === true || p.email_verified === 'true' };
}

function googleClient(google: Google): ProviderClient {
  return {
    authorizationUrl: async (state, verifier) => google.createAuthorizationURL(state, verifier, ['openid', 'profile', 'email']),
    exchange: async (code, verifier) => (await google.validateAuthorizationCode(code, verifier)).accessToken(),
    profile: async (token) => fromOpenId(await getJson('https://openidconnect.googleapis.com/v1/userinfo', token)),
  };
}

const facebookProfile = z.object({ id: z.string(), email: z.string().optional().nullable() });

function facebookClient(facebook: Facebook): ProviderClient {
  return {
    // Facebook's flow has no PKCE; the state cookie still binds the callback to this browser.
    authorizationUrl: async (state) => facebook.createAuthorizationURL(state, ['email', 'public_profile']),
    exchange: async (code) => (await facebook.validateAuthorizationCode(code)).accessToken(),
    profile: async (token) => {
      const p = facebookProfile.parse(await getJson('https://graph.facebook.com/me?fields=id,email', token));
      // Facebook does not say whether the email was confirmed: never link accounts on it.
      return { id: p.id, email: p.email ?? null, emailVerified: false };
    },
  };
}

const discordProfile = z.object({ id: z.string(), email: z.string().optional().nullable(), verified: z.boolean().optional() });

function discordClient(discord: Discord): ProviderClient {
  return {
    authorizationUrl: async (state, verifier) => discord.createAuthorizationURL(state, verifier, ['identify', 'email']),
    exchange: async (code, verifier) => (await discord.validateAuthorizationCode(code, verifier)).accessToken(),
    profile: async (token) => {
      const p = discordProfile.parse(await getJson('https://discord.com/api/users/@me', token));
      return { id: p.id, email: p.email ?? null, emailVerified: p.verified === true };
    },
  };
}

const discoveryDoc = z.object({
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
});
type Discovery = z.infer<typeof discoveryDoc>;
const discoveries = new Map<string, Promise<Discovery>>();

/** OAUTH_TEST_ISSUER's endpoints from its OpenID discovery document, fetched once per issuer. */
function discover(issuer: string): Promise<Discovery> {
  let found = discoveries.get(issuer);
  if (!found) {
    found = fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) })
      .then(async (res) => {
        if (!res.ok) throw new Error(`OAuth test issuer discovery answered ${res.status}`);
        return discoveryDoc.parse(await res.json());
      })
      .catch((err: unknown) => {
        discoveries.delete(issuer);
        throw err;
      });
    discoveries.set(issuer, found);
  }
  return found;
}

/** Every configured provider, pointed at one generic OAuth2/OpenID issuer (a local mock in tests). */
function issuerClient(issuer: string, creds: { id: string; secret: string }, redirectUri: string): ProviderClient {
  const client = new OAuth2Client(creds.id, creds.secret, redirectUri);
  return {
    authorizationUrl: async (state, verifier) =>
      client.createAuthorizationURLWithPKCE((await discover(issuer)).authorization_endpoint, state, CodeChallengeMethod.S256, verifier, [
        'openid',
        'profile',
        'email',
      ]),
    exchange: async (code, verifier) => (await client.validateAuthorizationCode((await discover(issuer)).token_endpoint, code, verifier)).accessToken(),
    profile: async (token) => fromOpenId(await getJson((await discover(issuer)).userinfo_endpoint, token)),
  };
}
