/**
 * The outfits post feed's facts (avatar-economy §2, §4, §5, §8, §9), written once for the
 * server and the web app. Texts are the spec's where it gives one.
 */

export const POST_TYPES = ['single', 'collage'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** Collage layouts: where the big (main) slot sits; the other two share the rest. */
export const COLLAGE_LAYOUTS = ['main-left', 'main-right', 'main-top'] as const;
export type CollageLayout = (typeof COLLAGE_LAYOUTS)[number];
export const DEFAULT_LAYOUT: CollageLayout = 'main-left';
export const LAYOUT_LABELS: Record<CollageLayout, string> = { 'main-left': 'Main left', 'main-right': 'Main right', 'main-top': 'Main top' };

/** How many slots a post of each type has: single 1, collage 3. */
export const SLOT_COUNT: Record<PostType, number> = { single: 1, collage: 3 };

export const PRIVACY_LEVELS = ['everyone', 'friends', 'private'] as const;
export type Privacy = (typeof PRIVACY_LEVELS)[number];
export const DEFAULT_PRIVACY: Privacy = 'everyone';
export const PRIVACY_LABELS: Record<Privacy, string> = { everyone: 'Everyone', friends: 'Friends only', private: 'Only me' };

/** The grid's filter (§2): All Posts, Single Outfit, Collages. */
export const FEED_FILTERS = ['all', 'single', 'collage'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
export const FEED_FILTER_LABELS: Record<FeedFilter, string> = { all: 'All Posts', single: 'Single Outfit', collage: 'Collages' };

/** A post's own state: published posts are in the feed; the others only their creator (and moderators) see. */
export const POST_STATUSES = ['pending', 'published', 'rejected'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** An uploaded image's review state (§3 Upload status entry). */
export const UPLOAD_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** §5, §9 */
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 500;
/** A card shows this many characters of the description before 'more'. */
export const DESCRIPTION_CUT = 100;
export const FEED_SEARCH_MAX = 50;
/** Tags shown on a card; more may be typed, the card shows the first three. */
export const TAGS_SHOWN = 3;
/** Tags kept per post and the length of one tag (our bounds; the spec gives none). */
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 30;
export const COMMENT_MAX = 500;
/** A card previews comments whose text is at most this long. */
export const SHORT_COMMENT_MAX = 50;
export const SHORT_COMMENTS_SHOWN = 3;
export const FIRST_COMMENTS_SHOWN = 2;
/** Posting costs this many gems (§9). */
export const POST_FEE_GEMS = 1;
export const TIP_QUICK_AMOUNTS = [10, 50, 100, 500, 1000] as const;
export const TIP_MIN = 1;
/** The largest single tip (a whole number of coins; bounds a typo, not a rule of the spec). */
export const TIP_MAX = 1_000_000;
/** Posts per page of the grid. */
export const FEED_PAGE_SIZE = 24;
/** Comments the sheet loads (newest kept). */
export const COMMENTS_PAGE_MAX = 200;
/** Comments one player may post per minute. */
export const COMMENT_RATE = { points: 20, duration: 60 } as const;
/** Width:height of a card (§2). */
export const CARD_RATIO = { width: 450, height: 850 } as const;

/** Uploaded images: PNG or JPEG, at most this many bytes and pixels (checked before decoding). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 4096 * 4096;
/** Stored images are re-encoded no larger than this on their longer side. */
export const UPLOAD_STORED_MAX_SIDE = 1200;
export const UPLOAD_FILENAME_MAX = 100;
export const UPLOAD_ACCEPT = 'image/png,image/jpeg';
export const REJECT_REASON_MAX = 300;

export const postCode = (id: string) => `[post]${id}[/post]`;

export const FEED_TEXT = {
  // §5 post validation, in the order the form checks them
  fillAllSlots: 'Please fill all outfit slots',
  descriptionRequired: 'Description is required',
  descriptionLength: `Description must be between ${DESCRIPTION_MIN} and ${DESCRIPTION_MAX} characters`,
  // §4 post creation
  createButton: `Create Post (${POST_FEE_GEMS} gem)`,
  created: 'Post created! It will appear in the feed after moderation.',
  createdPublished: 'Post created! It is now in the feed.',
  createdNote: 'Uploaded images need manual approval by a moderator; there is no time estimate.',
  createTitle: 'Create Post',
  previewTitle: 'Preview',
  // §8
  codeCopied: 'Post code copied to clipboard!',
  // grid
  title: 'Outfits Feed',
  searchPlaceholder: 'Search posts, tags or creators',
  uploadStatus: 'Upload Status',
  createPost: 'Create Post',
  empty: 'No posts, yet :)',
  noMatch: (term: string) => `No posts found with "${term}"`,
  noneInFilter: (filter: string) => `No posts in ${filter}`,
  loadError: (m: string) => `Error loading posts: ${m}`,
  more: 'more',
  less: 'less',
  pendingBadge: 'Waiting for moderation',
  rejectedBadge: 'Rejected',
  // comments
  commentsTitle: 'Comments',
  commentPlaceholder: 'Write a comment...',
  commentRequired: 'Comment cannot be empty',
  commentTooLong: `Comment must be at most ${COMMENT_MAX} characters`,
  commentPosted: 'Comment posted',
  commentDeleted: 'Comment deleted',
  commentNotFound: 'Comment not found',
  noComments: 'No comments yet. Be the first!',
  commentsTooFast: 'You are commenting too fast, slow down',
  // tips
  tipTitle: 'Send a Tip',
  tipAmountInvalid: 'Tip amount must be a positive whole number',
  tipTooLarge: `Tip amount can be at most ${TIP_MAX.toLocaleString('en-US')} coins`,
  tipSent: (amount: number, name: string) => `You tipped ${name} ${amount.toLocaleString('en-US')} coins`,
  // saves
  saved: 'Post saved',
  unsaved: 'Post removed from saved',
  // posts
  notFound: 'Post not found',
  notYourPost: 'Only the creator of a post can change it',
  updated: 'Post updated',
  deleted: 'Post deleted',
  deleteConfirm: 'Are you sure you want to delete this post?',
  deleteConfirmDetail: 'This will permanently delete the post with its comments. The gem is not refunded.',
  outfitNotYours: 'You can only post your own outfits',
  uploadMissing: (slot: number) => `Slot ${slot}: the image is missing`,
  layoutRequired: 'Choose a layout for the collage',
  tooManyTags: `At most ${TAGS_MAX} tags`,
  tagTooLong: `A tag can be at most ${TAG_MAX_LENGTH} characters`,
  // uploads
  uploadNotImage: 'Please upload a PNG or JPEG image',
  uploadTooLarge: `Images can be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  uploadTooManyPixels: `Images can be at most ${Math.sqrt(UPLOAD_MAX_PIXELS)}x${Math.sqrt(UPLOAD_MAX_PIXELS)} pixels`,
  uploadBroken: 'This image is damaged or incomplete',
  uploadMismatch: 'This file is not the kind of image its name says (a PNG must be a PNG, a JPEG a JPEG)',
  uploadTooMany: 'A post has at most 3 images',
  uploadStatusTitle: 'Upload Status',
  uploadStatusEmpty: 'No uploads, yet :)',
  uploadStatusNote: 'Uploaded images need manual approval by a moderator; there is no time estimate.',
  uploadStatusError: (m: string) => `Error loading uploads: ${m}`,
  // moderation
  reviewTab: 'Feed uploads',
  reviewEmpty: 'No uploads waiting for review',
  reviewError: (m: string) => `Error loading uploads: ${m}`,
  approve: 'Approve',
  reject: 'Reject',
  rejectReasonRequired: 'A reason is required to reject an upload',
  rejectReasonTooLong: `A reason can be at most ${REJECT_REASON_MAX} characters`,
  approved: 'Upload approved',
  rejected: 'Upload rejected',
  alreadyDecided: 'This upload has already been reviewed',
  reviewOwn: 'You cannot review your own upload: another moderator decides it',
  uploadNotFound: 'Upload not found',
  siblingRejected: 'Another image of the same post was rejected',
  mailApproved: (filename: string, published: boolean) =>
    `Your image "${filename}" was approved.${published ? ' Your outfit post is now in the feed.' : ' Your post appears once its other images are approved.'}`,
  mailRejected: (filename: string, reason: string) => `Your image "${filename}" was rejected, so its outfit post will not be shown. Reason: ${reason}`,
} as const;
