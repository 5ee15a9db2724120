import { describe, expect, it } from 'vitest';
import { AD_INTERVAL_MS } from '@common/dialogs';
import { AD_LAST_SHOWN_KEY, isAdDue, maybeOpenAd } from './adSchedule';
import { pageTitle } from './pageTitle';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('the ad opens by itself at most once a day', () => {
  const now = 1_800_000_000_000;

  it('opens for a browser that never saw it and remembers when', () => {
    const storage = memoryStorage();
    let opened = 0;
    expect(maybeOpenAd(() => opened++, storage, now)).toBe(true);
    expect(opened).toBe(1);
    expect(storage.data.get(AD_LAST_SHOWN_KEY)).toBe(String(now));
  });

  it('stays closed for the rest of the 24 hours, then opens again', () => {
    const storage = memoryStorage();
    let opened = 0;
    maybeOpenAd(() => opened++, storage, now);
    expect(maybeOpenAd(() => opened++, storage, now + AD_INTERVAL_MS - 1)).toBe(false);
    expect(opened).toBe(1);
    expect(maybeOpenAd(() => opened++, storage, now + AD_INTERVAL_MS)).toBe(true);
    expect(opened).toBe(2);
  });

  it('treats a garbled or far-future stored time as due', () => {
    expect(isAdDue('not a time', now)).toBe(true);
    expect(isAdDue(String(now + 2 * AD_INTERVAL_MS), now)).toBe(true);
    expect(isAdDue(String(now - 1000), now)).toBe(false);
  });

  it('does not open when the browser refuses storage', () => {
    let opened = 0;
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(maybeOpenAd(() => opened++, broken, now)).toBe(false);
    expect(opened).toBe(0);
  });
});

describe('the page title carries the unread mail count', () => {
  it('is the product name with nothing unread', () => expect(pageTitle(0)).toBe('Oldroad'));
  it('shows the count in parentheses', () => expect(pageTitle(3)).toBe('(3) Oldroad'));
  it('caps the count like the badge', () => expect(pageTitle(150)).toBe('(99+) Oldroad'));
});
