import { DESCRIPTION_CUT } from './limits';

/**
 * A post's description as its card shows it folded (avatar-economy §2, §9): the first 100
 * characters and '...' when it is longer, else all of it. Cut by code points, so an emoji at
 * the cut is never split in half.
 */
export function foldedDescription(description: string): string {
  const chars = Array.from(description);
  if (chars.length <= DESCRIPTION_CUT) return description;
  return `${chars.slice(0, DESCRIPTION_CUT).join('').trimEnd()}...`;
}

/** True when the card folds the description (and offers more/less). */
export const isFolded = (description: string): boolean => Array.from(description).length > DESCRIPTION_CUT;
