import { z } from 'zod';
import { categoryById, ITEM_CATEGORIES } from '../avatar/categories';
import { SHEET_HEIGHT, SHEET_WIDTH } from '../avatar/sheet';

/**
 * Creator submissions (avatar-economy §2, §3, §4, §5, §7, §9; issue 13 §1-§2): a player's
 * own item design, a 2550x850 PNG sprite sheet (six 425x850 views in the compositor's column
 * order) plus a small PNG thumbnail, waiting for a moderator's review. Every fact of them,
 * once, for the server's checks and the Creator and review dialogs.
 */

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_GENDERS = ['male', 'female'] as const;
export type SubmissionGender = (typeof SUBMISSION_GENDERS)[number];

/** The dialog's filters (avatar-economy §2): all, or one status. */
export const SUBMISSION_FILTERS = ['all', ...SUBMISSION_STATUSES] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];
export const SUBMISSION_FILTER_LABELS: Record<SubmissionFilter, string> = {
  all: 'All Submissions',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The sprite must fit the compositor exactly: six 425x850 views side by side. */
export const SPRITE_WIDTH = SHEET_WIDTH; // 2550
export const SPRITE_HEIGHT = SHEET_HEIGHT; // 850
/**
 * The thumbnail the browser cuts from the sprite (the 218x218 head crop of avatar-economy §9);
 * the server accepts any PNG up to this side, so a client may send a larger square.
 */
export const THUMBNAIL_MAX_SIDE = 512;

/** Upload caps, enforced while the bytes stream in (a larger file is refused, not buffered). */
export const SUBMISSION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SUBMISSION_THUMBNAIL_MAX_BYTES = 512 * 1024;
/** Pixels a PNG may declare in its header before anything is decoded (decompression bombs). */
export const SUBMISSION_IMAGE_MAX_PIXELS = SPRITE_WIDTH * SPRITE_HEIGHT;
export const SUBMISSION_THUMBNAIL_MAX_PIXELS = THUMBNAIL_MAX_SIDE * THUMBNAIL_MAX_SIDE;

export const SUBMISSION_NAME_MAX = 40;
/** Submission search (avatar-economy §5): category name or gender, 26 characters. */
export const SUBMISSION_SEARCH_MAX = 26;
/** Pending submissions one player may have waiting at once (the review queue stays readable). */
export const SUBMISSIONS_PENDING_MAX = 20;
export const REJECT_REASON_MAX = 500;
/** A withdrawal's reason, like a rejection's. */
export const WITHDRAW_REASON_MAX = REJECT_REASON_MAX;
/** Approved items the moderators' Approved list shows (newest approved first). */
export const APPROVED_LIST_MAX = 200;
/** Item descriptions a moderator may write when approving. */
export const ITEM_DESCRIPTION_MAX = 300;

/**
 * The creator's share of each coin sale of their item: 10%, paid to the creator through the
 * ledger in the buyer's checkout transaction. Why 10%: coins are the town's sink (the store
 * destroys them); giving back a tenth rewards creators with a steady trickle per sale without
 * turning popular items into coin printers (90% of every sale still leaves circulation), and
 * it matches common creator-marketplace royalties. Gem sales pay no share: gems are bought
 * with real money, and paying them out would make the game a payment processor.
 */
export const CREATOR_SHARE_PERCENT = 10;
/**
 * The whole coins a creator earns from one sale at this coin price (rounded down). The checkout
 * statement (server/modules/store/checkout.ts) computes the same in SQL; the creator review
 * tests hold the two together (a price of 999 pays 99).
 */
export const creatorShareOf = (costCoins: number): number => Math.floor((costCoins * CREATOR_SHARE_PERCENT) / 100);

/** Categories a submission may take: every item category (slots and tattoo zones). */
export const SUBMISSION_CATEGORY_IDS: readonly number[] = ITEM_CATEGORIES.map((c) => c.id);

export const submissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(SUBMISSION_GENDERS),
  /** Item category id (avatar-economy §3). */
  category: z.number().int(),
  categoryName: z.string(),
  categoryEmoji: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /** The sprite (2550x850 PNG); for the owner and moderators only (cookie or x-session-key). */
  imageUrl: z.string(),
  /** The thumbnail PNG; same access as imageUrl. */
  thumbnailUrl: z.string(),
  createdAt: z.string(),
  /** Username of the player who submitted it. */
  submitter: z.string(),
  /** Why a moderator rejected it; null unless rejected. */
  reason: z.string().nullable(),
  /** The store item it became; null unless approved. */
  itemId: z.number().int().nullable(),
  /** When a moderator decided; null while pending. */
  reviewedAt: z.string().nullable(),
  /**
   * When a moderator took the approved item back out of the store (it stays `approved`, the
   * spec's last state; buyers keep their copies); null while it is for sale or never approved.
   */
  withdrawnAt: z.string().nullable(),
  /** The moderator's reason for the withdrawal (mailed to the creator); null unless withdrawn. */
  withdrawnReason: z.string().nullable(),
  /** 1, then one more with every edit by its owner: a moderator's decision names the one they saw. */
  revision: z.number().int(),
  /** In the moderators' review list: whether the asking moderator may decide it (never their own). */
  canReview: z.boolean().optional(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** Category name and emoji shown in the rows (the wardrobe's list with emoji). */
export function submissionCategory(id: number): { categoryName: string; categoryEmoji: string } {
  const c = categoryById(id);
  return c ? { categoryName: c.label, categoryEmoji: c.emoji } : { categoryName: 'Unknown', categoryEmoji: '❔' };
}

/** Submission search (avatar-economy §5): case-insensitive match on category name or gender. */
export function matchesSubmissionSearch(s: Pick<Submission, 'categoryName' | 'gender'>, term: string): boolean {
  const t = term.trim().toLowerCase();
  return t === '' || s.categoryName.toLowerCase().includes(t) || s.gender.includes(t);
}

/** Items from this id up were made by creators (approved submissions); below it, the art generator's house items. */
export const FIRST_SUBMITTED_ITEM_ID = 100_000;
export const isCreatorItem = (itemId: number): boolean => itemId >= FIRST_SUBMITTED_ITEM_ID;
