import { eq, or, sql } from 'drizzle-orm';
import { productById } from '@common/payments/catalog';
import type { AppContext } from '../../context';
import { post, type LedgerEntry } from '../ledger/service';
import type { Tx } from '../../db/client';
import { feedback } from '../feedback/schema';
import { endMembership, lockMember, removeBadges } from './membership';
import { sendReversalNotice } from './receipts';
import { paymentGrants } from './schema';
import { releaseSlot } from './stock';

export interface Reversal {
  reason: 'refund' | 'dispute';
  paymentIntent: string | null;
  /** Older API versions name the invoice on the charge. */
  invoiceId: string | null;
  /** Cents refunded so far (cumulative, as Stripe's charge says); null: all of it (a dispute). */
  refundedCents: number | null;
}

/**
 * charge.refunded and charge.dispute.created: take back what that payment granted, in
 * proportion to what was refunded so far (all of it for a dispute or a full refund), minus what
 * earlier events took. A balance never goes below 0: what is there is taken through the ledger
 * and the rest is recorded for moderators (the staff feedback list). A full reversal also ends
 * the membership it gave, removes the badges it added and frees a lifetime bundle's slot.
 */
export async function reversePayment(ctx: AppContext, tx: Tx, r: Reversal): Promise<void> {
  if (!r.paymentIntent && !r.invoiceId) return;
  const grants = await tx
    .select()
    .from(paymentGrants)
    .where(or(r.paymentIntent ? eq(paymentGrants.paymentIntent, r.paymentIntent) : sql`false`, r.invoiceId ? eq(paymentGrants.invoiceId, r.invoiceId) : sql`false`))
    .orderBy(paymentGrants.id)
    .for('update');
  if (grants.length === 0) ctx.log.warn({ ...r }, 'payments: a refund or dispute of a payment the app did not grant');
  for (const grant of grants) {
    if (grant.reversedAt) continue;
    const product = productById(grant.product)!;
    const refunded = r.refundedCents === null ? grant.amountCents : Math.min(grant.amountCents, Math.max(grant.refundedCents, r.refundedCents));
    const full = refunded >= grant.amountCents;
    const dueGems = Math.floor((grant.gems * refunded) / grant.amountCents) - grant.takenBackGems;
    const dueCoins = Math.floor((grant.coins * refunded) / grant.amountCents) - grant.takenBackCoins;
    const member = await lockMember(tx, grant.userId);
    const takeGems = Math.max(0, Math.min(dueGems, member.gems));
    const takeCoins = Math.max(0, Math.min(dueCoins, member.coins));
    const entries: LedgerEntry[] = [];
    if (takeGems > 0) entries.push({ userId: grant.userId, currency: 'gems', amount: -takeGems });
    if (takeCoins > 0) entries.push({ userId: grant.userId, currency: 'coins', amount: -takeCoins });
    if (entries.length) await post(tx, entries, 'payment_reversal', grant.id);
    const shortGems = Math.max(0, dueGems - takeGems);
    const shortCoins = Math.max(0, dueCoins - takeCoins);
    if (shortGems > 0 || shortCoins > 0) {
      await tx.insert(feedback).values({
        userId: grant.userId,
        kind: 'payment',
        message: `A ${r.reason} of ${product.name} (payment ${r.paymentIntent ?? r.invoiceId}) could not take back ${[shortGems ? `${shortGems.toLocaleString('en-US')} gems` : '', shortCoins ? `${shortCoins.toLocaleString('en-US')} coins` : ''].filter(Boolean).join(' and ')}: the balance was already spent.`,
      });
    }
    let membershipEnded = false;
    if (full) {
      if (grant.tier > 0) {
        await endMembership(tx, grant.userId, member, { lifetimeToo: product.kind === 'lifetime', tier: grant.tier });
        membershipEnded = true;
      }
      await removeBadges(tx, grant.userId, grant.badges);
      if (product.kind === 'lifetime') await releaseSlot(tx, product);
    }
    await tx
      .update(paymentGrants)
      .set({
        takenBackGems: grant.takenBackGems + Math.max(0, dueGems),
        takenBackCoins: grant.takenBackCoins + Math.max(0, dueCoins),
        refundedCents: refunded,
        reversedAt: full ? new Date() : null,
      })
      .where(eq(paymentGrants.id, grant.id));
    await sendReversalNotice(tx, grant.userId, product, r.reason, { gems: takeGems, coins: takeCoins }, membershipEnded);
  }
}
