import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SANCTION_TEXT } from '@common/moderation-sanctions';
import { useTestApp } from '../../test/app';
import { useOAuthProvider, loginError } from '../auth/oauth/testing';
import { SESSION_COOKIE } from '../auth/sessions';
import { accountAddresses } from '../staff/schema';
import { impose } from './testing';
import { makePlayer } from '../../test/players';

/** A suspended or banned account cannot come back through a provider either; a provider sign-up keeps its address for the lookup. */
const t = useTestApp({ GOOGLE_CLIENT_ID: 'oldroad-google', GOOGLE_CLIENT_SECRET: 'google-secret' });
const { nextProfile, signInWith } = useOAuthProvider(t);

describe('provider sign-in of a sanctioned account', () => {
  it('is refused on the login page with the reason, and makes no session', async () => {
    const admin = await makePlayer(t, { username: 'OaAdmin', role: 'admin' });
    nextProfile({ sub: 'google-banned-1', email: 'banned@provider.test', email_verified: true });
    const first = await signInWith('google', '/', '198.51.100.40');
    const me = await t.call({ method: 'GET', url: '/api/auth/session', cookies: { [SESSION_COOKIE]: first.sessionKey! } });
    const id = me.body.user._id as string;
    expect(await t.ctx.db.select({ address: accountAddresses.address, signedUp: accountAddresses.signedUp }).from(accountAddresses).where(eq(accountAddresses.userId, id))).toEqual([
      { address: '198.51.100.40', signedUp: true },
    ]);

    await t.call({ method: 'POST', url: '/api/finish-registration', key: first.sessionKey!, payload: { username: 'Provided', bodyType: 'female' } });
    await impose(t, admin, { id }, 'ban');
    expect((await t.call({ method: 'GET', url: '/api/auth/session', cookies: { [SESSION_COOKIE]: first.sessionKey! } })).status).toBe(401);
    nextProfile({ sub: 'google-banned-1', email: 'banned@provider.test', email_verified: true });
    const again = await signInWith('google');
    expect(loginError(again.location)).toBe(SANCTION_TEXT.banned('test ban'));
    expect(again.sessionKey).toBeUndefined();
  });
});
