import { describe, expect, it } from 'vitest';
import { auditActor, auditChanges, auditTarget } from './present';

describe('audit rows as text', () => {
  it('lists only the fields an act changed, with readable values', () => {
    expect(auditChanges({ before: { title: 'Hi there', isPinned: false, category: 'general' }, after: { title: 'Hi there', isPinned: true, category: 'announcements' } })).toEqual([
      { field: 'pinned', before: 'no', after: 'yes' },
      { field: 'category', before: 'General', after: 'Announcements' },
    ]);
  });

  it('a deletion lists what was there; identifying fields stay out; long text is cut', () => {
    const changes = auditChanges({ before: { title: 'Bye', postId: 'p1', message: 'x'.repeat(200) }, after: null });
    expect(changes.map((c) => c.field)).toEqual(['title', 'message']);
    expect(changes[1]!.before).toHaveLength(80);
    expect(changes.every((c) => c.after === null)).toBe(true);
  });

  it('a role change reads as its role, the target as the player', () => {
    const entry = { targetType: 'user', targetId: 'u-1', before: { username: 'Marta', role: 'player', access: 0 }, after: { username: 'Marta', role: 'moderator', access: 1 } };
    expect(auditChanges(entry)).toEqual([{ field: 'role', before: 'player', after: 'moderator' }]);
    expect(auditTarget(entry)).toBe('Player Marta');
  });

  it('names targets by title, else by type and short id; the actor or the operator', () => {
    expect(auditTarget({ targetType: 'forum_post', targetId: 'abc', before: { title: 'Welcome' }, after: null })).toBe('Post "Welcome"');
    expect(auditTarget({ targetType: 'forum_reply', targetId: '0123456789abcdef', before: { postId: 'x' }, after: null })).toBe('Reply 01234567');
    expect(auditTarget({ targetType: 'feed_upload', targetId: 'f-1', before: { status: 'pending', postId: 'p', name: 'beach.jpg' }, after: { status: 'approved' } })).toBe('Feed image "beach.jpg"');
    expect(auditTarget({ targetType: 'forum_reply', targetId: 'r', before: { postId: 'x', postTitle: 'Welcome', isHidden: false }, after: { postId: 'x', postTitle: 'Welcome', isHidden: true } })).toBe('Reply on "Welcome"');
    expect(auditActor({ actor: null })).toBe('Operator');
    expect(auditActor({ actor: { id: '1', username: 'Finn' } })).toBe('Finn');
  });
});
