import { sql } from 'drizzle-orm';
import { STAFF_TEXT, type StaffCurrency } from '@common/staff-tools';
import type { AppContext } from '../../context';
import { Conflict, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { credit, spend } from '../ledger/service';
import { sendSystemMail } from '../mail/system';
import { users } from '../users/schema';

export interface BalanceChange {
  actorId: string;
  username: string;
  currency: StaffCurrency;
  action: 'grant' | 'take';
  amount: number;
  reason: string;
}

/**
 * An admin gives or takes coins or gems (issue 21 §5), through the ledger ('grant' and
 * 'staff_take' rows), with a mail from Oldroad saying what and why and an audit row, in one
 * transaction. Taking never goes below 0: it takes what the player has, at most, read under
 * the row's lock (two takes at once queue on it, and the second sees what the first left).
 */
export async function changeBalance(ctx: AppContext, input: BalanceChange): Promise<{ username: string; moved: number; balance: number }> {
  return ctx.db.transaction(async (tx) => {
    const [player] = await tx.select().from(users).where(sql`lower(${users.username}) = lower(${input.username})`).for('update');
    if (!player?.username) throw new NotFound(STAFF_TEXT.noSuchPlayer(input.username));
    const had = player[input.currency];
    const moved = input.action === 'grant' ? input.amount : Math.min(input.amount, had);
    if (moved === 0) throw new Conflict(STAFF_TEXT.nothingToTake(input.currency, player.username));
    const after =
      input.action === 'grant'
        ? await credit(tx, player.id, input.currency, moved, 'grant', 'staff')
        : await spend(tx, player.id, input.currency, moved, 'staff_take', 'staff');
    await sendSystemMail(tx, player.id, (input.action === 'grant' ? STAFF_TEXT.grantMail : STAFF_TEXT.takeMail)(moved, input.currency, input.reason));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.action === 'grant' ? 'user.grant' : 'user.take',
      targetType: 'user',
      targetId: player.id,
      before: { username: player.username, [input.currency]: had },
      after: { username: player.username, [input.currency]: after[input.currency], [input.action === 'grant' ? 'granted' : 'taken']: moved },
      reason: input.reason,
    });
    return { username: player.username, moved, balance: after[input.currency] };
  });
}
