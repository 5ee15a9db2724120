import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** The conditions every page is loaded under (issue 23): a mid-range phone on a fair link. */
export const THROTTLE = { cpuSlowdown: 4, latencyMs: 40, mbitPerSecond: 10 } as const;

export type Kind = 'js' | 'css' | 'images' | 'fonts' | 'other';
export const KINDS: Kind[] = ['js', 'css', 'images', 'fonts', 'other'];
export type Bytes = Record<Kind, number>;

const kindOf = (resourceType: string): Kind =>
  resourceType === 'Script' ? 'js' : resourceType === 'Stylesheet' ? 'css' : resourceType === 'Image' ? 'images' : resourceType === 'Font' ? 'fonts' : 'other';

/** What the page saw of its own painting (PerformanceObserver), in ms from its navigation. */
export interface Vitals {
  fcp: number | null;
  lcp: number | null;
  /** The LCP element and its first class, e.g. `h1.brand-title`. */
  lcpElement: string | null;
}

declare global {
  interface Window {
    __benchVitals?: Vitals;
  }
}

/** One page under THROTTLE with a cold cache, counting the bytes of every response on the wire. */
export interface ThrottledPage {
  context: BrowserContext;
  page: Page;
  /** Bytes received since the last reset, per kind (headers and body, as sent: compressed). */
  bytes(): Bytes;
  /** Every URL requested since the last reset. */
  urls(): string[];
  resetCounts(): void;
  vitals(): Promise<Vitals>;
  close(): Promise<void>;
}

export async function throttledPage(browser: Browser, viewport: { width: number; height: number }): Promise<ThrottledPage> {
  // A first visit: a fresh profile, and no service worker answering from its cache.
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    const vitals: Vitals = { fcp: null, lcp: null, lcpElement: null };
    window.__benchVitals = vitals;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
      if (!last) return;
      vitals.lcp = last.startTime;
      const el = last.element;
      vitals.lcpElement = el ? `${el.tagName.toLowerCase()}${el.classList.length ? `.${el.classList[0]}` : ''}` : null;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: (THROTTLE.mbitPerSecond * 1_000_000) / 8,
    uploadThroughput: (THROTTLE.mbitPerSecond * 1_000_000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuSlowdown });

  const typeOf = new Map<string, Kind>();
  let counts = zero();
  let urls: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('data:')) urls.push(e.request.url);
  });
  cdp.on('Network.responseReceived', (e) => typeOf.set(e.requestId, kindOf(e.type)));
  cdp.on('Network.loadingFinished', (e) => {
    const kind = typeOf.get(e.requestId);
    if (kind) counts[kind] += e.encodedDataLength;
  });
  return {
    context,
    page,
    bytes: () => ({ ...counts }),
    urls: () => [...urls],
    resetCounts: () => {
      counts = zero();
      urls = [];
    },
    vitals: async () => (await page.evaluate(() => window.__benchVitals)) ?? { fcp: null, lcp: null, lcpElement: null },
    close: () => context.close(),
  };
}

const zero = (): Bytes => ({ js: 0, css: 0, images: 0, fonts: 0, other: 0 });

/** The app's marks on the page's timeline (src/web/game/MapPicture.tsx: TOWN_MARKS). */
export function markTime(page: Page, name: string, timeoutMs: number): Promise<number> {
  return page
    .waitForFunction((n) => performance.getEntriesByName(n, 'mark')[0]?.startTime ?? null, name, { timeout: timeoutMs, polling: 100 })
    .then((h) => h.jsonValue() as Promise<number>);
}
