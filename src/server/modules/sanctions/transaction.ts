import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';

/**
 * A transaction that runs what must happen after it commits (ending sessions in every process,
 * closing a town connection, telling the player): `imposeSanction` and `liftSanction` register
 * those effects on the transaction they were given, and refuse to run in any transaction not
 * opened here, so a caller cannot forget them. The effects run in order once the commit
 * succeeded, never after a rollback; the answer waits for them (a suspension's answer comes
 * once no process accepts the player's sessions).
 *
 *   await sanctionTransaction(ctx, async (tx) => {
 *     ...the caller's own writes (a case resolved)...
 *     await imposeSanction(ctx, tx, { userId, kind: 'mute', hours: 1, reason, actorId, caseId });
 *   });
 */
export type AfterCommit = () => Promise<void>;

/** What runs after each transaction commits: per transaction, gone with it. */
const pending = new WeakMap<DbTransaction, AfterCommit[]>();

export async function sanctionTransaction<T>(ctx: AppContext, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
  const effects: AfterCommit[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    pending.set(tx, effects);
    try {
      return await work(tx);
    } finally {
      pending.delete(tx);
    }
  });
  for (const effect of effects) {
    // The sanction stands (it committed); a failed effect is logged, the rest still run.
    await effect().catch((err: unknown) => ctx.log.error({ err }, 'sanctions: an after-commit effect failed'));
  }
  return result;
}

/** Registers an effect to run after `tx` commits; throws when `tx` is not a sanctionTransaction's. */
export function afterCommit(tx: DbTransaction, effect: AfterCommit): void {
  const effects = pending.get(tx);
  if (!effects) throw new Error('Sanctions must be imposed and lifted inside sanctionTransaction(ctx, tx => ...) (modules/sanctions/transaction.ts)');
  effects.push(effect);
}
