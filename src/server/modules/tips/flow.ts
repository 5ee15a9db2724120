import type { Balances } from '@common/economy/currency';
import type { DbTransaction } from '../../db/client';
import { transfer } from '../ledger/service';
import { assertCanTip, type Tipper } from './policy';

/** One tip: who gives how many coins to whom, for what (the ledger row's ref). */
export interface Tip {
  tipper: Tipper;
  recipient: { id: string; username: string | null };
  amount: number;
  ref: string;
  /** What the refusal says when the tipper's coins fall short (default: the ledger's words). */
  insufficient?: string;
}

/**
 * The one tip flow (forum posts, forum replies, outfit-feed posts), inside the caller's
 * transaction. First the rule of tips (policy.ts: not oneself, a verified account, no block),
 * then `record`: the resource's own checks, its tip row and its counter (where a tip is once per
 * player, its unique index makes a concurrent repeat wait for the first and be refused before
 * any coin moves). Last the coins go from tipper to recipient through the ledger, which refuses
 * below 0 (the caller's transaction then rolls back, tip row and counter with it). Answers what
 * `record` answered with the tipper's balances after the tip.
 */
export async function tipIn<R extends object>(tx: DbTransaction, tip: Tip, record: (tx: DbTransaction) => Promise<R>): Promise<R & { balances: Balances }> {
  await assertCanTip(tx, tip.tipper, tip.recipient);
  const recorded = await record(tx);
  const moved = await transfer(tx, tip.tipper.id, tip.recipient.id, 'coins', tip.amount, 'tip', tip.ref, tip.insufficient ? { insufficient: tip.insufficient } : undefined);
  return { ...recorded, balances: moved.get(tip.tipper.id)! };
}
