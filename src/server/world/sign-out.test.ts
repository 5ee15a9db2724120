import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '@common/accounts';
import { createSession } from '../modules/auth/sessions';
import { readOutbox } from '../mail/send';
import { joinAs, nextEvent, useTestTown } from './test-support';

const town = useTestTown();

/** Resolves once the server closes the client's connection. */
const closed = (client: { once(event: 'disconnect', f: (reason: string) => void): unknown }) =>
  new Promise<string>((resolve) => client.once('disconnect', resolve));

describe('leaving the town when a session ends', () => {
  it('a sign-out closes the town connection opened with that session, telling it why', async () => {
    const p = await joinAs(town, 'Leaver');
    const told = nextEvent(p.client, 'notification_message', (n) => n.kind === 'signedOut');
    const gone = closed(p.client);
    expect((await town.t.call({ method: 'POST', url: '/api/auth/logout', key: p.key })).status).toBe(200);
    expect((await told).message).toBe(ACCOUNT_TEXT.signedOutElsewhere);
    expect(await gone).toBe('io server disconnect');
  });

  it("signing out another session (another device) leaves this one's connection in town", async () => {
    const p = await joinAs(town, 'Stayer');
    const other = await createSession(town.t.ctx, p.id);
    expect((await town.t.call({ method: 'POST', url: '/api/auth/logout', key: other })).status).toBe(200);
    // Still in town: the connection answers a chat line with the line itself.
    p.client.emit('chat', { text: 'still here' });
    expect((await nextEvent(p.client, 'chat', (m) => m.username === 'Stayer')).text).toBe('still here');
    expect(p.client.connected).toBe(true);
    p.client.disconnect();
  });

  it('a password reset takes every session of the account out of town', async () => {
    const email = 'resetter@example.test';
    const reg = await town.t.call({
      method: 'POST',
      url: '/game-api/register',
      payload: { username: 'Resetter', email, password: 'first password', confirmPassword: 'first password', gender: 1 },
    });
    expect(reg.status).toBe(200);
    const login = await town.t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'first password' } });
    const client = town.connect({ sessionKey: login.body.serverSessionKey });
    await nextEvent(client, 'join_room');
    await town.t.call({ method: 'POST', url: '/game-api/forgot-password', payload: { email } });
    const mail = (await readOutbox(town.t.ctx)).filter((m) => m.to === email && /reset/i.test(m.subject)).at(-1)!;
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const told = nextEvent(client, 'notification_message', (n) => n.kind === 'signedOut');
    const gone = closed(client);
    const reset = await town.t.call({ method: 'POST', url: '/game-api/reset-password', payload: { token, password: 'second password', confirmPassword: 'second password' } });
    expect(reset.status).toBe(200);
    expect((await told).message).toBe(ACCOUNT_TEXT.passwordChangedSignedOut);
    expect(await gone).toBe('io server disconnect');
  });
});
