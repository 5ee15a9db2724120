import { eq } from 'drizzle-orm';
import type { SanctionKind } from '@common/moderation-sanctions';
import { ACCESS, type RoleName } from '@common/roles';
import type { TestApp } from '../../test/app';
import { createSession } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import { friendships } from '../friends/schema';
import { openAccount } from '../ledger/service';
import { users } from '../users/schema';
import { imposeSanction, liftSanction, type Imposed } from './service';
import { sanctionTransaction } from './transaction';

export interface Someone {
  id: string;
  username: string;
  email: string;
  key: string;
}

import { TEST_PASSWORD } from '../../test/players';

export { TEST_PASSWORD };
let passwordHash: Promise<string> | undefined;

/** A verified player (or staff member) with a session, a password, coins and gems. */
export async function someone(t: TestApp, username: string, role: RoleName = 'player'): Promise<Someone> {
  const email = `${username.toLowerCase()}@sanctions.test`;
  const [u] = await t.ctx.db
    .insert(users)
    .values({ username, email, access: ACCESS[role], emailVerifiedAt: new Date(), passwordHash: await (passwordHash ??= hashPassword(TEST_PASSWORD)) })
    .returning({ id: users.id });
  await openAccount(t.ctx.db, u!.id, { coins: 10_000, gems: 50 });
  return { id: u!.id, username, email, key: await createSession(t.ctx, u!.id) };
}

export async function befriend(t: TestApp, a: { id: string }, b: { id: string }): Promise<void> {
  await t.ctx.db.insert(friendships).values([
    { userId: a.id, friendId: b.id },
    { userId: b.id, friendId: a.id },
  ]);
}

/** Imposes a sanction as the service's callers do (a sanctionTransaction, effects after commit). */
export function impose(t: TestApp, actor: { id: string } | null, target: { id: string }, kind: SanctionKind, hours: number | null = null): Promise<Imposed> {
  return sanctionTransaction(t.ctx, (tx) => imposeSanction(t.ctx, tx, { userId: target.id, kind, hours, reason: `test ${kind}`, actorId: actor?.id ?? null }));
}

export function lift(t: TestApp, actor: { id: string }, sanctionId: string): Promise<Imposed> {
  return sanctionTransaction(t.ctx, (tx) => liftSanction(t.ctx, tx, { sanctionId, actorId: actor.id, reason: 'test lift' }));
}

export const standingColumns = async (t: TestApp, id: string) =>
  (await t.ctx.db.select({ mutedUntil: users.mutedUntil, suspendedUntil: users.suspendedUntil }).from(users).where(eq(users.id, id)))[0]!;
