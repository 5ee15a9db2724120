/**
 * Tips, wherever they are given (forum posts, forum replies, outfit-feed posts): the same rule
 * and the same answer everywhere (src/server/modules/tips/policy.ts decides).
 */
export const TIP_TEXT = {
  /** Refused with 403: a tip always goes to somebody else. */
  yourself: 'You cannot tip yourself',
} as const;
