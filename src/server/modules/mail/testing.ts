import type { TestApp } from '../../test/app';

export interface TestPlayer {
  id: string;
  key: string;
  username: string;
}

/** Registers and signs in a player through the real routes (tests of mail and My Data). */
export async function registerPlayer(t: TestApp, username: string): Promise<TestPlayer> {
  const email = `${username.toLowerCase()}@example.test`;
  const password = 'password 123';
  const reg = await t.call({ method: 'POST', url: '/game-api/register', payload: { username, email, password, confirmPassword: password, gender: 1 } });
  if (reg.status !== 200) throw new Error(`register ${username}: ${JSON.stringify(reg.body)}`);
  const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return { id: login.body.user._id, key: login.body.serverSessionKey, username };
}
