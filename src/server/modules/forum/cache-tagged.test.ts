import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaggedCache, STALE_MS, type Loaded } from './cache-tagged';

/** Reads the test finishes by hand, counted. */
function reads() {
  const pending: ((v: Loaded<string>) => void)[] = [];
  let made = 0;
  return {
    read: () => {
      made++;
      return new Promise<Loaded<string>>((resolve) => pending.push(resolve));
    },
    finish: (value: string, tags: string[], expiresAt?: number) => pending.shift()!({ value, tags, ...(expiresAt ? { expiresAt } : {}) }),
    get made() {
      return made;
    },
  };
}

const LIST = ['lists', 'list:all'];
const FINDS = ['post:'];
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A store whose clock is the count of drops, as the change feed's seq counts notices. */
function store(soft = true, maxBytes = 1_000, reloadGapMs = 0) {
  let seq = 0;
  const cache = new TaggedCache<string>(maxBytes, (v) => v.length, () => seq, soft, reloadGapMs);
  const r = reads();
  return {
    cache,
    r,
    get: (key: string, mine = 0) => cache.get(key, LIST, FINDS, r.read, mine),
    drop: (tag: string, hard = false) => {
      seq++;
      cache.drop(tag, hard);
      return seq;
    },
    clear: () => {
      seq++;
      cache.clear();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('values cached by what they show', () => {
  it('answers a cached value at once; a change it shows is answered stale while one reload runs, then the new value', async () => {
    const s = store();
    const a = s.get('a');
    const b = s.get('b');
    s.r.finish('page a', [...LIST, 'post:1']);
    s.r.finish('page b', [...LIST, 'post:2']);
    expect([await a, await b]).toEqual(['page a', 'page b']);
    expect(s.get('a')).toBe('page a');
    s.drop('post:2');
    expect(s.get('a')).toBe('page a');
    expect(s.r.made).toBe(2);
    // Stale: answered as it was, and one reload begins, however many ask meanwhile.
    expect(s.get('b')).toBe('page b');
    expect(s.get('b')).toBe('page b');
    expect(s.r.made).toBe(3);
    s.r.finish('page b, new', [...LIST, 'post:2']);
    await settle();
    expect(s.get('b')).toBe('page b, new');
  });

  it('never answers the writer of a change stale: they wait for the reload', async () => {
    const s = store();
    const first = s.get('a');
    s.r.finish('before', [...LIST, 'post:1']);
    await first;
    const mine = s.drop('post:1');
    expect(s.get('a')).toBe('before');
    const theirs = s.get('a', mine);
    expect(theirs).toBeInstanceOf(Promise);
    s.r.finish('after', [...LIST, 'post:1']);
    expect(await theirs).toBe('after');
    // A page loaded before their write but not showing it is theirs to see.
    const other = s.get('b');
    s.r.finish('other', [...LIST, 'post:9']);
    await other;
    const later = s.drop('post:1');
    expect(s.get('b', later)).toBe('other');
  });

  it('waits once a change is older than a second, and on a hard drop', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = store();
    const first = s.get('a');
    s.r.finish('page', [...LIST, 'post:1']);
    await first;
    s.drop('post:1');
    vi.setSystemTime(Date.now() + STALE_MS);
    expect(s.get('a')).toBeInstanceOf(Promise);
    s.r.finish('fresh', [...LIST, 'post:1']);
    await settle();
    expect(s.get('a')).toBe('fresh');
    s.drop('lists', true);
    expect(s.get('a')).toBeInstanceOf(Promise);
  });

  it('shares a load; a change to a post it turns out to hold: asked before, answered with it; asked after, stale but never to the writer', async () => {
    const s = store();
    const before = s.get('a') as Promise<string>;
    const mine = s.drop('post:7');
    const other = s.get('a') as Promise<string>;
    const writer = s.get('a', mine) as Promise<string>;
    expect(s.r.made).toBe(1);
    s.r.finish('old page', [...LIST, 'post:7']);
    expect(await before).toBe('old page');
    expect(await other).toBe('old page');
    await settle();
    expect(s.r.made).toBe(2);
    s.r.finish('new page', [...LIST, 'post:7']);
    expect(await writer).toBe('new page');
    expect(s.get('a')).toBe('new page');
  });

  it('keeps a load fresh through a change to a post it does not hold', async () => {
    const s = store();
    const first = s.get('a');
    s.drop('post:8');
    const second = s.get('a');
    s.r.finish('page', [...LIST, 'post:7']);
    expect([await first, await second]).toEqual(['page', 'page']);
    expect(s.r.made).toBe(1);
    s.drop('post:9');
    expect(s.get('a')).toBe('page');
    expect(s.r.made).toBe(1);
  });

  it('forgets everything, loads in flight too, on clear', async () => {
    const s = store();
    const early = s.get('a');
    s.clear();
    const late = s.get('a');
    expect(s.r.made).toBe(2);
    s.r.finish('early', LIST);
    s.r.finish('late', LIST);
    expect([await early, await late]).toEqual(['early', 'late']);
    expect(s.get('a')).toBe('late');
  });

  it('drops for good where values are cut from (soft off)', async () => {
    const s = store(false);
    const first = s.get('a');
    s.r.finish('order', LIST);
    await first;
    s.drop('lists');
    expect(s.get('a')).toBeInstanceOf(Promise);
  });

  it('reloads a stale value no sooner than the gap after its last load, but at once for whoever may not be answered stale', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const GAP = 250;
    const s = store(true, 1_000, GAP);
    const first = s.get('a');
    s.r.finish('page', [...LIST, 'post:1']);
    await first;
    vi.advanceTimersByTime(100);
    s.drop('post:1');
    // Stale within the gap: answered as it was, the reload planned for the gap's end.
    expect(s.get('a')).toBe('page');
    expect(s.get('a')).toBe('page');
    expect(s.r.made).toBe(1);
    vi.advanceTimersByTime(GAP - 100);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.r.made).toBe(2);
    expect(s.get('a')).toBe('page');
    s.r.finish('page, new', [...LIST, 'post:1']);
    await vi.runAllTimersAsync();
    expect(s.get('a')).toBe('page, new');
    // The writer of a change does not wait for the gap: the reload begins when they ask.
    const mine = s.drop('post:1');
    expect(s.get('a')).toBe('page, new');
    expect(s.r.made).toBe(2);
    const theirs = s.get('a', mine);
    expect(theirs).toBeInstanceOf(Promise);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.r.made).toBe(3);
    s.r.finish('page, newer', [...LIST, 'post:1']);
    expect(await theirs).toBe('page, newer');
    // A change heard while a reload waits for its gap is read by it: the value it brings is fresh.
    s.drop('post:1');
    expect(s.get('a')).toBe('page, newer');
    s.drop('post:1');
    vi.advanceTimersByTime(GAP);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.r.made).toBe(4);
    s.r.finish('page, newest', [...LIST, 'post:1']);
    await vi.runAllTimersAsync();
    expect(s.get('a')).toBe('page, newest');
    expect(s.r.made).toBe(4);
  });

  it('never begins a reload that was waiting for its gap when everything is forgotten', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const s = store(true, 1_000, 250);
    const first = s.get('a');
    s.r.finish('page', [...LIST, 'post:1']);
    await first;
    s.drop('post:1');
    expect(s.get('a')).toBe('page');
    s.clear();
    await vi.runAllTimersAsync();
    expect(s.r.made).toBe(1);
    expect(s.get('a')).toBeInstanceOf(Promise);
    expect(s.r.made).toBe(2);
  });

  it('keeps the most recently used within its bytes, and a value only until it expires', async () => {
    const s = store(true, 10);
    const put = async (key: string, value: string, expiresAt?: number) => {
      const got = s.get(key);
      s.r.finish(value, LIST, expiresAt);
      return got;
    };
    await put('a', 'aaaa');
    await put('b', 'bbbb');
    expect(s.get('a')).toBe('aaaa');
    await put('c', 'cccc');
    expect(s.get('a')).toBe('aaaa');
    expect(s.get('b')).toBeInstanceOf(Promise);
    s.r.finish('bbbb', LIST);
    await put('d', 'dd', Date.now() - 1);
    expect(s.get('d')).toBeInstanceOf(Promise);
  });
});
