/** Saved outfits (avatar-economy §2, §5, §8, §9). */
export const OUTFIT_NAME_MAX = 26;
export const OUTFIT_SEARCH_MAX = 26;
/** How many outfits one player keeps. */
export const OUTFITS_MAX = 200;

/**
 * An outfit's share code: its public id (24 random base64url characters) in an outfit tag.
 * Codes written before public ids named the sequential id; those already in posts keep
 * working (see migration 0021), new ones never do.
 */
export const outfitCode = (publicId: string) => `[outfit]${publicId}[/outfit]`;

export const OUTFIT_TEXT = {
  nameRequired: 'Outfit name is required',
  nameTooLong: `Outfit name must be at most ${OUTFIT_NAME_MAX} characters`,
  saved: 'Outfit saved',
  deleted: 'Outfit deleted',
  worn: 'Outfit applied',
  wornSkipping: (names: string[]) => `Outfit applied; skipped items you no longer own: ${names.join(', ')}`,
  notFound: 'Outfit not found',
  tooMany: `You can keep at most ${OUTFITS_MAX} outfits`,
  wearConfirm: 'Are you sure you want to wear this outfit?',
  wearConfirmDetail: 'This will change your current outfit to the selected one.',
  deleteConfirm: 'Are you sure you want to delete this outfit?',
  deleteConfirmDetail: 'This will permanently delete the outfit from your account.',
  codeCopied: 'Outfit code copied to clipboard!',
  createError: 'Error creating outfit.',
  deleteError: 'Error deleting outfit.',
  wearError: 'Error wearing outfit.',
  listError: (m: string) => `Error loading outfits: ${m}`,
  listToast: 'Failed to load outfits',
  empty: 'No outfits, yet :)',
  noMatch: (term: string) => `No outfits found with "${term}"`,
} as const;
