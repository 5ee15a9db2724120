import { RARITY_LABELS } from '../economy/store';
import {
  CREATOR_SHARE_PERCENT,
  REJECT_REASON_MAX,
  SPRITE_HEIGHT,
  SPRITE_WIDTH,
  SUBMISSION_FILTER_LABELS,
  SUBMISSION_IMAGE_MAX_BYTES,
  SUBMISSION_NAME_MAX,
  SUBMISSION_THUMBNAIL_MAX_BYTES,
  SUBMISSIONS_PENDING_MAX,
  THUMBNAIL_MAX_SIDE,
  type SubmissionFilter,
} from './submission';

const mb = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);

/**
 * The Creator dialog's texts (avatar-economy §2, §5, §8, exact where the spec gives them) and
 * the server's answers, written once.
 */
export const SUBMISSION_TEXT = {
  // Drawer titles and dialog labels (§2).
  newTitle: 'New Submission',
  editTitle: 'Edit Submission',
  detailsTitle: 'Submission Details',
  newButton: 'New Submission',
  // The client's submit checks, in the spec's order (§5).
  needPng: 'Please upload a PNG image',
  needImage: 'Please upload an image',
  needFields: 'Please fill in all fields',
  needTerms: 'Please accept the terms and conditions',
  // Errors and toasts (§8).
  listError: (m: string) => `Error loading submissions: ${m}`,
  failed: 'An error occurred',
  thumbnailFailed: 'Failed to generate thumbnail',
  thumbnailDone: 'Thumbnail generated successfully!',
  // Empty states (§8).
  noMatch: 'No submissions found matching your search',
  emptyFilter: (filter: SubmissionFilter) => `No submissions in ${SUBMISSION_FILTER_LABELS[filter]}`,
  // Server answers.
  created: 'Submission sent for review',
  updated: 'Submission updated',
  removed: 'Submission removed',
  notFound: 'Submission not found',
  notOwner: 'Only the owner can edit or delete their pending submissions',
  notPending: 'Only a pending submission can be edited or deleted',
  nameTooLong: `Name must be at most ${SUBMISSION_NAME_MAX} characters`,
  badCategory: 'Please choose an item category',
  tooManyPending: `You can have at most ${SUBMISSIONS_PENDING_MAX} submissions waiting for review`,
  // Upload refusals: one clear message per way a file can be wrong.
  needThumbnail: 'Please upload a thumbnail',
  imageNotPng: 'Please upload a PNG image',
  thumbnailNotPng: 'The thumbnail must be a PNG image',
  imageTooBig: `The image is larger than ${mb(SUBMISSION_IMAGE_MAX_BYTES)}`,
  thumbnailTooBig: `The thumbnail is larger than ${mb(SUBMISSION_THUMBNAIL_MAX_BYTES)}`,
  imageDamaged: 'The image is damaged or incomplete: export it again as PNG',
  thumbnailDamaged: 'The thumbnail is damaged or incomplete: export it again as PNG',
  imageFlood: (w: number, h: number) => `The image declares ${w}x${h} pixels, far more than a ${SPRITE_WIDTH}x${SPRITE_HEIGHT} sprite sheet`,
  thumbnailFlood: (w: number, h: number) => `The thumbnail declares ${w}x${h} pixels; it may be at most ${THUMBNAIL_MAX_SIDE}x${THUMBNAIL_MAX_SIDE}`,
  imageWrongSize: (w: number, h: number) => `The sprite sheet must be exactly ${SPRITE_WIDTH}x${SPRITE_HEIGHT} pixels (this one is ${w}x${h})`,
  thumbnailWrongSize: (w: number, h: number) => `The thumbnail may be at most ${THUMBNAIL_MAX_SIDE}x${THUMBNAIL_MAX_SIDE} pixels (this one is ${w}x${h})`,
  // An approved or rejected submission's details, and how the list shows each standing.
  inStoreTitle: 'In the store',
  inStoreBody: 'This item is for sale in the store under your name.',
  withdrawnBadge: 'Withdrawn',
  withdrawnTitle: 'Withdrawn from the store',
  withdrawnBody: 'A moderator took this item out of the store: it is no longer for sale. Players who bought it keep it.',
  withdrawnReason: (reason: string) => `Reason: ${reason}`,
  withdrawnLabel: 'Withdrawn',
  rejectedTitle: 'Not approved',
  // Preview.
  previewNoBody: 'Your avatar cannot be drawn yet; try again in a moment',
  filesDeleted: 'A rejected submission’s files are deleted: send a new version to see it again',
  tooManyPreviews: 'Too many previews at once, slow down',
} as const;

/** The moderators' review queue and the creator's mails. */
export const REVIEW_TEXT = {
  title: 'Review Queue',
  empty: 'No submissions waiting for review',
  approved: (name: string) => `Approved: ${name} is in the store`,
  rejected: 'Submission rejected',
  withdrawn: (name: string) => `Withdrawn: ${name} is no longer for sale`,
  alreadyReviewed: 'This submission has already been reviewed',
  ownSubmission: 'You cannot review your own submission: another moderator decides it',
  ownSubmissionNote: 'Your own submission: another moderator decides it.',
  changedSinceOpened: 'The creator changed this submission since you opened it: the queue now shows the new version. Look at it again before deciding.',
  changedBadge: 'Changed since you opened it',
  revisionRequired: 'Reload the review queue: this decision does not name the revision you looked at',
  alreadyWithdrawn: 'This item has already been withdrawn from the store',
  notApproved: 'Only an approved item can be withdrawn from the store',
  withdrawReasonRequired: 'Please give a reason for the withdrawal',
  reasonRequired: 'Please give a reason for the rejection',
  reasonTooLong: `The reason may be at most ${REJECT_REASON_MAX} characters`,
  needPrice: 'Set a price in coins or gems',
  nameRequired: 'Please give the item a name',
  rarity: (r: 0 | 1 | 2 | 3) => RARITY_LABELS[r] || 'Common',
  mailApprovedBody: (name: string, coins: number, gems: number) =>
    `Good news: a moderator approved your submission "${name}". It is in the store now, under your name, for ${coins} coins and ${gems} gems. You earn ${CREATOR_SHARE_PERCENT}% of every coin sale.`,
  mailWithdrawnBody: (name: string, reason: string) =>
    `A moderator took your item "${name}" out of the store: it is no longer for sale. Players who bought it keep it.\n\nReason: ${reason}`,
  // The moderators' list of approved items and the withdraw confirm.
  pendingTab: 'Pending',
  inStoreTab: 'Approved',
  inStoreEmpty: 'No approved items yet',
  inStoreHint: 'Items approved from creators appear here, newest first; withdraw one to take it off sale.',
  withdrawButton: 'Withdraw',
  withdrawReasonLabel: 'Reason for withdrawing',
  withdrawTitle: (name: string) => `Withdraw ${name} from the store?`,
  withdrawExplain: 'It leaves the store at once; players who bought it keep it. The creator gets a mail with your reason.',
  withdrawConfirm: 'Withdraw',
  withdrawnBadge: 'Withdrawn',
  forSaleBadge: 'For sale',
  mailRejectedBody: (name: string, reason: string) => `A moderator reviewed your submission "${name}" and did not approve it.\n\nReason: ${reason}\n\nYou are welcome to submit a new version.`,
} as const;
