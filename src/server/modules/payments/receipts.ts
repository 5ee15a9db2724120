import { formatPrice, tierName, type Product } from '@common/payments/catalog';
import { sendSystemMail } from '../mail/system';
import type { Tx } from '../../db/client';

/** What one grant gave, in the words of the receipt. */
export interface Granted {
  gems: number;
  coins: number;
  tier: number;
  membershipEndsAt: Date | null;
  badges: boolean;
}

const n = (v: number) => v.toLocaleString('en-US');
const day = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function grantedLines(g: Granted, product: Product): string[] {
  const lines: string[] = [];
  if (g.gems > 0) lines.push(`${n(g.gems)} gems`);
  if (g.coins > 0) lines.push(`${n(g.coins)} coins`);
  if (g.tier > 0) lines.push(g.membershipEndsAt ? `${tierName(g.tier)} membership until ${day(g.membershipEndsAt)}` : `${tierName(g.tier)} membership, for life`);
  if (g.badges) lines.push('Lifetime badges on your profile');
  if (product.kind === 'boost') lines.push('A boost towards the town goal, and your name on the leaderboard');
  return lines;
}

/** The receipt mail of a payment (issue 20), from the product's own sender, in the granting transaction. */
export async function sendReceipt(tx: Tx, userId: string, product: Product, amountCents: number, reference: string, g: Granted, renewal = false): Promise<void> {
  const lines = grantedLines(g, product);
  const message = [
    renewal ? `Thank you! Your ${product.name} subscription renewed.` : `Thank you for supporting Old Road Town!`,
    '',
    `Receipt: ${product.name}, $${formatPrice(amountCents)}`,
    ...(lines.length ? ['Added to your account:', ...lines.map((l) => `- ${l}`)] : []),
    '',
    `Payment reference: ${reference}`,
  ].join('\n');
  await sendSystemMail(tx, userId, message);
}

/** The mail telling a player what a refund or dispute took back. */
export async function sendReversalNotice(tx: Tx, userId: string, product: Product, reason: 'refund' | 'dispute', taken: { gems: number; coins: number }, membershipEnded: boolean): Promise<void> {
  const lines = [
    ...(taken.gems > 0 ? [`${n(taken.gems)} gems`] : []),
    ...(taken.coins > 0 ? [`${n(taken.coins)} coins`] : []),
    ...(membershipEnded ? ['the membership it gave'] : []),
  ];
  const message = [
    reason === 'refund' ? `Your payment for ${product.name} was refunded.` : `Your payment for ${product.name} is disputed with your bank.`,
    ...(lines.length ? ['Taken back from your account:', ...lines.map((l) => `- ${l}`)] : []),
  ].join('\n');
  await sendSystemMail(tx, userId, message);
}
