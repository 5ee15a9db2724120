/**
 * The audit log: what moderators, admins and operators did. Modules add their own actions;
 * an action is a dotted name (`forum.post.pin`), so one reads as "what.happened".
 */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

/** Page size of the admins' audit dialog and the most one request may ask for. */
export const AUDIT_PAGE_DEFAULT = 25;
export const AUDIT_PAGE_MAX = 100;

/** Actions whose screen label is nicer than their name; any other shows its dotted name. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.role': 'Role changed',
  'user.grant': 'Coins or gems granted',
  'user.membership': 'Membership set',
  'forum.post.pin': 'Post pinned',
  'forum.post.unpin': 'Post unpinned',
  'forum.post.lock': 'Post locked',
  'forum.post.unlock': 'Post unlocked',
  'forum.post.move': 'Post moved',
  'forum.post.hide': 'Post hidden',
  'forum.post.unhide': 'Post shown again',
  'forum.post.delete': 'Post deleted',
  'forum.reply.hide': 'Reply hidden',
  'forum.reply.unhide': 'Reply shown again',
  'forum.reply.delete': 'Reply deleted',
  'creator.submission.approve': 'Creator submission approved',
  'creator.submission.reject': 'Creator submission rejected',
  'creator.submission.withdraw': 'Creator item withdrawn from the store',
  'feed.upload.approve': 'Feed image approved',
  'feed.upload.reject': 'Feed image rejected',
  'report.case.claim': 'Report case claimed',
  'report.case.resolve': 'Report case decided',
  'report.hide.chat_message': 'Chat line hidden (report)',
  'report.hide.mail': 'Mail hidden from its recipient (report)',
  'report.hide.profile_comment': 'Profile comment deleted (report)',
  'report.hide.feed_post': 'Feed post taken out (report)',
  'report.hide.feed_comment': 'Feed comment deleted (report)',
  'sanction.warn': 'Player warned',
  'sanction.mute': 'Player muted',
  'sanction.suspend': 'Player suspended',
  'sanction.ban': 'Player banned',
  'sanction.lift': 'Sanction lifted',
  'user.rename': 'Username changed',
  'user.take': 'Coins or gems taken',
  'town.announce': 'Announcement to everyone online',
  'words.add': 'Filtered word added',
  'words.change': 'Filtered word changed',
  'words.remove': 'Filtered word removed',
};

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

/** Who acted when no player did: the `npm run admin` command on the server's machine. */
export const AUDIT_OPERATOR = 'Operator';

/** Texts of the admins' audit-log dialog. */
export const AUDIT_TEXT = {
  filterLabel: 'Action',
  allActions: 'All actions',
  count: (n: number) => (n === 1 ? '1 entry' : `${n.toLocaleString('en-US')} entries`),
  who: 'Who',
  action: 'Action',
  target: 'Target',
  when: 'When',
  change: 'Before → after',
  empty: 'Nothing recorded yet',
  emptyFiltered: 'No entries for this action',
  emptyHint: 'Every act of moderators, admins and the operator (pin, lock, move, hide, delete, role changes, reviews, withdrawals) is listed here.',
  loadError: (message: string) => `Could not load the audit log: ${message}`,
  retry: 'Try again',
  adminsOnly: 'Only admins can read the audit log',
  adminsOnlyHint: 'Ask an admin if you need to know who did what.',
} as const;
