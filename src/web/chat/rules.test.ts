import { describe, expect, it } from 'vitest';
import {
  isBlocked,
  keepLastPublic,
  outgoingOf,
  selectRecipient,
  showsPeopleIcon,
  switchTab,
  toneOf,
  totalUnread,
  unreadBySender,
  whisperView,
  type ChatEntry,
} from './rules';

const w = (user: string, text: string, timestamp: string, isSender = false): ChatEntry => ({
  id: `${user}-${timestamp}-${text}`,
  type: 'whisper',
  user,
  text,
  timestamp,
  isSender,
});

describe('the chat input', () => {
  it('shows the people icon for an empty input or a bare whisper prefix, else send', () => {
    expect(showsPeopleIcon('')).toBe(true);
    expect(showsPeopleIcon('   ')).toBe(true);
    expect(showsPeopleIcon('Bob: ')).toBe(true);
    expect(showsPeopleIcon('Bob:')).toBe(true);
    expect(showsPeopleIcon('Bob: hi')).toBe(false);
    expect(showsPeopleIcon('hello')).toBe(false);
  });

  it('sends the trimmed text publicly and nothing for blank input', () => {
    expect(outgoingOf('  hello town  ', 'public', null)).toEqual({ kind: 'chat', text: 'hello town' });
    expect(outgoingOf('   ', 'public', null)).toBeNull();
  });

  it('whispers to the prefixed name, or to the selected recipient without a prefix', () => {
    expect(outgoingOf('Bob: psst ', 'whisper', null)).toEqual({ kind: 'whisper', to: 'Bob', text: 'psst' });
    expect(outgoingOf('psst', 'whisper', 'Ann')).toEqual({ kind: 'whisper', to: 'Ann', text: 'psst' });
    expect(outgoingOf('Bob: ', 'whisper', 'Bob')).toBeNull();
    expect(outgoingOf('psst', 'whisper', null)).toBeNull();
  });
});

describe('switching tabs', () => {
  const whispers = [w('Ann', 'hi', '2026-01-01T10:00:00Z'), w('Bob', 'yo', '2026-01-01T10:01:00Z'), w('Cy', 'sent', '2026-01-01T10:02:00Z', true)];

  it('prefills the selected recipient when the input is empty', () => {
    expect(switchTab({ tab: 'public', recipient: 'Ann', input: '' }, 'whisper', whispers)).toEqual({ tab: 'whisper', recipient: 'Ann', input: 'Ann: ' });
  });

  it('selects and prefills the latest whisper sender when no recipient is selected', () => {
    expect(switchTab({ tab: 'public', recipient: null, input: '' }, 'whisper', whispers)).toEqual({ tab: 'whisper', recipient: 'Bob', input: 'Bob: ' });
  });

  it('keeps typed text when switching to whispers', () => {
    expect(switchTab({ tab: 'public', recipient: 'Ann', input: 'draft' }, 'whisper', whispers).input).toBe('draft');
  });

  it('clears the recipient on public, and the input only when it ends with a colon', () => {
    expect(switchTab({ tab: 'whisper', recipient: 'Ann', input: 'Ann: ' }, 'public', whispers)).toEqual({ tab: 'public', recipient: null, input: '' });
    expect(switchTab({ tab: 'whisper', recipient: 'Ann', input: 'Ann: hey' }, 'public', whispers)).toEqual({ tab: 'public', recipient: null, input: 'Ann: hey' });
  });

  it('replaces an existing prefix when another recipient is picked', () => {
    expect(selectRecipient('Ann: hello', 'Bob')).toBe('Bob: hello');
    expect(selectRecipient('', 'Bob')).toBe('Bob: ');
  });
});

describe('whisper view and unread counts', () => {
  const list = [
    w('Ann', 'one', '2026-01-01T10:00:00Z'),
    w('Ann', 'two', '2026-01-01T10:05:00Z'),
    w('Bob', 'yo', '2026-01-01T10:06:00Z'),
    w('Bob', 'Ann: about Ann', '2026-01-01T10:07:00Z', true),
  ];

  it('filters to the selected user or texts starting with their name and a colon', () => {
    expect(whisperView(list, 'ann').map((m) => m.text)).toEqual(['one', 'two', 'Ann: about Ann']);
    expect(whisperView(list, null)).toHaveLength(4);
  });

  it('counts incoming whispers newer than each sender\'s last-read time', () => {
    const counts = unreadBySender(list, { Ann: '2026-01-01T10:00:00Z' });
    expect(counts.get('Ann')).toBe(1);
    expect(counts.get('Bob')).toBe(1);
    expect(totalUnread(counts)).toBe(2);
    expect(totalUnread(unreadBySender(list, { Ann: '2026-01-01T11:00:00Z', Bob: '2026-01-01T11:00:00Z' }))).toBe(0);
  });
});

describe('public messages and styling', () => {
  it('keeps the last 50 public messages', () => {
    const many = Array.from({ length: 60 }, (_, i): ChatEntry => ({ id: String(i), type: 'public', user: 'a', text: `m${i}`, timestamp: '', isSender: false }));
    const kept = keepLastPublic(many);
    expect(kept).toHaveLength(50);
    expect(kept[0]!.text).toBe('m10');
  });

  it('colours own messages, whispers and others apart', () => {
    expect(toneOf({ ...w('a', 'x', ''), type: 'public', isSender: true })).toBe('own');
    expect(toneOf(w('a', 'x', ''))).toBe('whisper');
    expect(toneOf({ ...w('a', 'x', ''), type: 'public' })).toBe('other');
  });

  it('matches blocked names regardless of case', () => {
    expect(isBlocked('Troll', ['troll'])).toBe(true);
    expect(isBlocked('Friend', ['troll'])).toBe(false);
  });
});
