import { describe, expect, it } from 'vitest';
import { onlinePlayerOf, shouldAnnounce } from './notifications';

describe('online notifications', () => {
  it('recognises "X is now online" and names the player', () => {
    expect(onlinePlayerOf({ message: 'Ann is now online' })).toBe('Ann');
    expect(onlinePlayerOf({ message: 'Ann is now online', username: 'Ann' })).toBe('Ann');
    expect(onlinePlayerOf({ message: 'Server restarts soon' })).toBeNull();
  });

  it('announces a player at most once within 3 s', () => {
    const seen = new Map<string, number>();
    expect(shouldAnnounce('Ann', 0, seen)).toBe(true);
    expect(shouldAnnounce('Ann', 2999, seen)).toBe(false);
    expect(shouldAnnounce('Bob', 1000, seen)).toBe(true);
    expect(shouldAnnounce('Ann', 3000, seen)).toBe(true);
  });
});
