import { describe, expect, it } from 'vitest';
import { timeAgo } from './time';

describe('timeAgo', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const before = (ms: number) => new Date(now - ms);
  it.each([
    [0, 'a few seconds ago'],
    [44_000, 'a few seconds ago'],
    [60_000, 'a minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [60 * 60_000, 'an hour ago'],
    [3 * 3600_000, '3 hours ago'],
    [30 * 3600_000, 'a day ago'],
    [4 * 86_400_000, '4 days ago'],
    [35 * 86_400_000, 'a month ago'],
    [100 * 86_400_000, '3 months ago'],
    [400 * 86_400_000, 'a year ago'],
    [3 * 365 * 86_400_000, '3 years ago'],
  ])('%i ms ago reads %s', (ms, text) => expect(timeAgo(before(ms), now)).toBe(text));

  it('never says the future: a clock a little ahead still reads a few seconds ago', () => {
    expect(timeAgo(new Date(now + 5_000), now)).toBe('a few seconds ago');
  });
});
