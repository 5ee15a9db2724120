import type { AuditEntry } from '@common/api/routes/audit';
import { AUDIT_OPERATOR } from '@common/audit';
import { forumCategory } from '@common/forum/categories';

/** One changed field of an audit row, as text. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const LONG = 80;
const FIELD_LABELS: Record<string, string> = {
  isPinned: 'pinned',
  isLocked: 'locked',
  isHidden: 'hidden',
  role: 'role',
  category: 'category',
  title: 'title',
  message: 'message',
  replyCount: 'replies',
  tipsCount: 'tips',
};
/** Fields that only identify the target; shown in the Target column, not as changes. */
const IDENTIFYING = new Set(['username', 'postId', 'postTitle', 'authorId', 'access', 'createdAt']);

const asRecord = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

export function showValue(field: string, v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (field === 'category' && typeof v === 'string') return forumCategory(v)?.label ?? v;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > LONG ? `${text.slice(0, LONG - 3)}...` : text;
}

/**
 * What an act changed: the fields whose value differs between before and after. A deletion
 * (after null) lists what was there; a creation (before null) what is there now. Fields that
 * only name the target (username, ids) are left to the Target column.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !IDENTIFYING.has(k));
  const changes: FieldChange[] = [];
  for (const key of keys) {
    const b = before?.[key];
    const a = after?.[key];
    if (before && after && JSON.stringify(b) === JSON.stringify(a)) continue;
    changes.push({ field: FIELD_LABELS[key] ?? key, before: showValue(key, b), after: showValue(key, a) });
  }
  return changes;
}

const TARGET_TYPES: Record<string, string> = { forum_post: 'Post', forum_reply: 'Reply', user: 'Player', submission: 'Submission', feed_upload: 'Feed image', report_case: 'Case about' };

/** The target as a person reads it: 'Post "Welcome!"', 'Reply on "Welcome!"', 'Player Marta', else its type and short id. */
export function auditTarget(entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'before' | 'after'>): string {
  const type = TARGET_TYPES[entry.targetType] ?? entry.targetType.replace(/_/g, ' ');
  const known = { ...asRecord(entry.before), ...asRecord(entry.after) };
  if (typeof known.postTitle === 'string' && typeof known.title !== 'string') return `${type} on "${showValue('title', known.postTitle)}"`;
  const name = typeof known.title === 'string' ? `"${showValue('title', known.title)}"` : typeof known.username === 'string' ? known.username : typeof known.name === 'string' ? `"${known.name}"` : null;
  return name ? `${type} ${name}` : `${type} ${entry.targetId.slice(0, 8)}`;
}

export const auditActor = (entry: Pick<AuditEntry, 'actor'>): string => (entry.actor ? (entry.actor.username ?? 'Deleted player') : AUDIT_OPERATOR);
