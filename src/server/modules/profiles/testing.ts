import { createSession } from '../auth/sessions';
import type { TestApp } from '../../test/app';
import { users } from '../users/schema';

/** A registered player with a session, for the social tests. */
export interface TestPlayer {
  id: string;
  username: string;
  key: string;
}

export async function testPlayer(t: TestApp, username: string, opts: { membership?: number; honor?: number; badges?: number } = {}): Promise<TestPlayer> {
  const [u] = await t.ctx.db
    .insert(users)
    .values({ username, email: `${username.toLowerCase()}@example.test`, membership: opts.membership ?? 0, honor: opts.honor ?? 0, badges: opts.badges ?? 0 })
    .returning();
  return { id: u!.id, username, key: await createSession(t.ctx, u!.id) };
}

/** `t.call` as a player: GET/DELETE without a body, POST with one. */
export function as(t: TestApp, p: TestPlayer) {
  return {
    get: (url: string) => t.call({ method: 'GET', url, key: p.key }),
    del: (url: string) => t.call({ method: 'DELETE', url, key: p.key }),
    post: (url: string, payload: object = {}) => t.call({ method: 'POST', url, key: p.key, payload }),
  };
}
