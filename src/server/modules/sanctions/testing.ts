import { eq } from 'drizzle-orm';
import type { SanctionKind } from '@common/moderation-sanctions';
import type { TestApp } from '../../test/app';
import { friendships } from '../friends/schema';
import { users } from '../users/schema';
import { imposeSanction, liftSanction, type Imposed } from './service';
import { sanctionTransaction } from './transaction';

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
