/**
 * Texts of profiles, comments, friends, blocking and hearts: the spec's own words where it
 * has them (social-core §2, §4, §8; avatar-economy §2), clear ones of ours elsewhere.
 */
export const PROFILE_TEXT = {
  loadError: (message: string) => `Error loading user data: ${message}`,
  userNotFound: 'User not found',
  notMatched: 'Not matched with anyone',
  sendHeart: 'Send Your Heart',
  removeHeart: 'Remove Heart',
  noMutuals: 'No friends in common',
  noMutualsMatching: (term: string) => `No mutual friends found matching "${term}"`,
  justNow: 'a few seconds ago',
  commentPlaceholder: 'Write a comment...',
  replyPlaceholder: 'Write a reply...',
  noComments: 'No comments yet. Be the first to say hi!',
  emptyBio: 'Nothing here yet.',
  emptyOwnBio: 'Tell the town about yourself: edit your bio.',

  commentPosted: 'Comment posted',
  replyPosted: 'Reply posted',
  commentDeleted: 'Comment deleted',
  commentNotFound: 'Comment not found',
  cannotDelete: 'You can only delete your own comments and comments on your profile',
  cannotReply: "Only the profile's owner and the comment's author can reply to it",
  replyToReply: 'Reply to the comment itself, not to a reply',
  blockedYou: (username: string) => `${username} has blocked you`,
  youBlocked: (username: string) => `You have blocked ${username}. Unblock them first.`,

  bioSaved: 'Bio updated',
  locationSaved: 'Location updated',
  bioColorSaved: 'Bio colour updated',
  nameColorSaved: 'Name colour updated',
  nametagSaved: 'Name tag updated',
  nametagCleared: 'Name tag removed',
  membersOnly: 'Only Residents (members) can change their name tag and name colour',

  blocked: (username: string) => `${username} has been blocked`,
  unblocked: (username: string) => `${username} has been unblocked`,
  blockSelf: "You can't block yourself",
  /** A whisper refused because of a block (the town answers it as a notification_message). */
  whisperBlockedYou: (username: string) => `${username} is not accepting whispers from you`,
  whisperYouBlocked: (username: string) => `You blocked ${username}. Unblock them to whisper.`,
  heartSent: (username: string) => `You sent your heart to ${username}`,
  heartRemoved: (username: string) => `You took your heart back from ${username}`,
  heartSelf: "You can't send your heart to yourself",

  commentsTooFast: 'You are commenting too fast. Please wait a moment.',
  editsTooFast: 'You are changing your profile too fast. Please wait a moment.',
} as const;

export const FRIEND_TEXT = {
  heading: 'Friends',
  noFriends: 'No friends, yet :)',
  listError: (message: string) => `Error loading friends list: ${message}`,
  /** The friends list dialog's own error (avatar-economy §8). */
  friendsListError: (message: string) => `Error loading friends: ${message}`,
  /** A player search that found nobody (social-core §8). */
  noResults: 'No results found.',
  /** The Online Friends panel's way to the friends list. */
  allFriends: 'All friends',
  noneMatching: (term: string) => `No friends found with "${term}"`,
  searching: 'Searching for users...',
  searchPlaceholder: 'Find a player by name',

  requestSelf: "You can't send a friend request to yourself",
  requestTwice: (username: string) => `You already sent ${username} a friend request`,
  alreadyFriends: (username: string) => `You are already friends with ${username}`,
  requestSent: (username: string) => `Friend request sent to ${username}`,
  /** The friend-request mail's text. */
  requestMail: (sender: string) => `${sender} would like to be your friend!`,
  accepted: (username: string) => `You are now friends with ${username}`,
  requestNotFound: 'Friend request not found',
  removed: (username: string) => `${username} is no longer your friend`,
  notFriends: (username: string) => `You are not friends with ${username}`,
  tooFast: 'You are sending friend requests too fast. Please wait a moment.',
  pending: 'Pending',
  addConfirm: (username: string) => `Send ${username} a friend request?`,
} as const;
