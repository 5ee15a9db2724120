import { z } from 'zod';

/** The three balances a player has. Coins and gems are spent; honor is earned by playing FLOW. */
export const CURRENCIES = ['coins', 'gems', 'honor'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A player's balances after a change; spending routes answer them so the top bar updates at once. */
export const balancesSchema = z.object({ coins: z.number().int(), gems: z.number().int(), honor: z.number().int() });
export type Balances = z.infer<typeof balancesSchema>;

/** Texts of money refusals shared by every spending route (avatar-economy §5, §8). */
export const ECONOMY_TEXT = {
  insufficientFunds: 'Insufficient funds',
  idempotencyKey: 'Idempotency-Key must be 1 to 128 visible characters',
  idempotencyReused: 'This Idempotency-Key was already used for a different request',
} as const;

/** Header that makes a spending request safe to repeat: the same key returns the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
/** How long a stored answer is kept for repeats. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
