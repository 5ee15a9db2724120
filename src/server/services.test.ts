import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { ChangeFeed } from './db/changes';
import { useTestApp } from './test/app';

/** How many listeners the feed calls: topics' and resets'. */
function listenersOf(feed: ChangeFeed): number {
  const f = feed as unknown as { listeners: Map<string, Set<unknown>>; resetListeners: Set<unknown> };
  return [...f.listeners.values()].reduce((n, set) => n + set.size, 0) + f.resetListeners.size;
}

describe('the composition root', () => {
  const t = useTestApp({}, { changes: true });

  it('builds each app its own services and stops them when the app closes: no change-notice listener outlives its app', async () => {
    const feed = t.ctx.changes!;
    const before = listenersOf(feed);
    const other = await buildApp({ ...t.ctx }, { serveWeb: false });
    expect(other.ctx.services.forumCache).not.toBe(t.ctx.services.forumCache);
    expect(other.ctx.services.sessionCache).not.toBe(t.ctx.services.sessionCache);
    expect(listenersOf(feed)).toBeGreaterThan(before);
    await other.close();
    expect(listenersOf(feed)).toBe(before);
    // The first app's caches still listen.
    expect(t.ctx.services.forumCache).not.toBeNull();
  });
});
