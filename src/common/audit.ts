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
};

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

/** Who acted when no player did: the `npm run admin` command on the server's machine. */
export const AUDIT_OPERATOR = 'Operator';
