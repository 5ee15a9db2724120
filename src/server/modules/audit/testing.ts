import { eq } from 'drizzle-orm';
import { ACCESS, type RoleName } from '@common/roles';
import type { TestApp } from '../../test/app';
import { registerPlayer, type TestPlayer } from '../mail/testing';
import { users } from '../users/schema';

/** A signed-in player with a role (tests of moderation, the audit log and the review queue). */
export async function playerWithRole(t: TestApp, username: string, role: RoleName): Promise<TestPlayer> {
  const player = await registerPlayer(t, username);
  await t.ctx.db.update(users).set({ access: ACCESS[role] }).where(eq(users.id, player.id));
  return player;
}
