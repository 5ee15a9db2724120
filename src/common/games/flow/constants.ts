/**
 * FLOW's facts (avatar-economy §4, §5, §9), once for the server and the web.
 */

/** A 6x6 board of 5 gem kinds (cdn.flowGem(0..4)). */
export const FLOW_SIZE = 6;
export const FLOW_CELLS = FLOW_SIZE * FLOW_SIZE;
export const FLOW_KINDS = 5;
/** A run of this many or more in a row or column clears. */
export const FLOW_MIN_RUN = 3;
/** A new (or reshuffled) board has no match and at least this many possible moves. */
export const FLOW_MIN_START_MOVES = 2;
/** Score per clear = 10 x cleared cells x round number of the chain. */
export const FLOW_POINTS_PER_CELL = 10;
/** Each of the chain cycle's three waits (after clear, after drop, after refill). */
export const FLOW_STEP_MS = 300;
/** One round of a chain takes its three waits: no person can swap again sooner. */
export const FLOW_ROUND_MS = 3 * FLOW_STEP_MS;
/** A drag counts as a direction from this many pixels on. */
export const FLOW_DRAG_PX = 30;

/** Chains of 2, 3, 4, 5 and 6+ rounds. */
export const FLOW_CHAIN_LABELS = ['Great!', 'Awesome!', 'Amazing!', 'Incredible!', 'Unbelievable!'] as const;
/** The label a chain of `combo` rounds earns, or null below 2. */
export function chainLabel(combo: number): string | null {
  if (combo < 2) return null;
  return FLOW_CHAIN_LABELS[Math.min(combo - 2, FLOW_CHAIN_LABELS.length - 1)]!;
}

/** Multipliers a player can buy: the factor, its price in gems; each lasts 5 minutes. */
export const FLOW_MULTIPLIERS = { 2: { gems: 5 }, 7: { gems: 15 } } as const;
export type FlowMultiplier = keyof typeof FLOW_MULTIPLIERS;
export const FLOW_MULTIPLIER_FACTORS = [2, 7] as const satisfies readonly FlowMultiplier[];
export const FLOW_MULTIPLIER_MS = 300_000;
export const isFlowMultiplier = (n: number): n is FlowMultiplier => n === 2 || n === 7;

/**
 * Honor per chain (before the multiplier): one honor per 50 points, at least one for any
 * valid swap. A plain 3-match scores 30 and a 2-round chain 90, so a move earns about 1.1
 * honor; a person making 15-25 moves a minute (each waits 900 ms per round, then thinks)
 * earns about 20 honor a minute: a level (100 honor) takes about five minutes of play.
 */
export const FLOW_HONOR_POINTS = 50;
export const honorForChain = (chainScore: number): number => (chainScore > 0 ? Math.max(1, Math.floor(chainScore / FLOW_HONOR_POINTS)) : 0);

/** Honor as FLOW shows it: the stored value divided by 100 with 2 decimals (avatar-economy §9). */
export const flowHonorText = (honor: number): string => (honor / 100).toFixed(2);

/** New games a player may start per minute (dealing seeds costs the server a write each). */
export const FLOW_NEW_GAMES_PER_MINUTE = 20;

/** Texts of FLOW (the spec leaves them to the server: avatar-economy §8). */
export const FLOW_TEXT = {
  multiplierBought: (n: number) => `${n}x multiplier active for 5 minutes!`,
  multiplierActive: (n: number) => `Your ${n}x multiplier is still active: buy another when it ends.`,
  badMultiplier: 'Multipliers are 2x or 7x.',
  noGame: 'Start a FLOW game first.',
  gameStarted: 'New FLOW game started.',
  tooManyGames: 'That is a lot of new games: wait a minute before starting another.',
  /** Shown in the dialog when the server earned a swap nothing (issue 12 §5). */
  tooFast: 'Easy there! Swaps faster than the gems can fall earn no honor.',
  capped: 'You have earned all the honor you can for now. Keep playing for fun, or come back later.',
} as const;

/** Browser-kept values (avatar-economy §3) under these localStorage keys. */
export const FLOW_STORAGE = {
  highestScore: 'oldroad.flow.highestScore',
  honor: 'oldroad.flow.honor',
  nextMultiplierTime: 'oldroad.flow.nextMultiplierTime',
  largestCombo: 'oldroad.flow.largestCombo',
} as const;
