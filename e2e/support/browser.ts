import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where a failing story leaves a screenshot of each page still open and each page's console. */
export const FAILURES_DIR = path.resolve('.test-data/failures');

interface Watched {
  page: Page;
  console: string[];
}

const slug = (s: string) =>
  s
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Debian's Chromium, headless, with the flags this closed network needs; one browser per test
 * file, one context per page. Every page's console is kept; when a story fails, each of its
 * pages leaves `<file>--<story>--<n>.png` (if still open) and `.console.txt` in FAILURES_DIR.
 */
export function useBrowser(): { browser: Browser; newPage(opts?: BrowserContextOptions): Promise<Page> } {
  const holder = {} as { browser: Browser; newPage(opts?: BrowserContextOptions): Promise<Page> };
  let userDataDir: string;
  // Every page of the file: a story may use pages opened before it (in beforeAll).
  const watched: Watched[] = [];
  let firstOfStory = 0;
  beforeAll(async () => {
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-chromium-'));
    holder.browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-gl=angle',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    });
  });
  afterAll(async () => {
    await holder.browser?.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  });
  beforeEach(({ task, onTestFailed }) => {
    firstOfStory = watched.length;
    onTestFailed(async () => {
      fs.mkdirSync(FAILURES_DIR, { recursive: true });
      const base = `${slug(path.basename(task.file.name, '.e2e.ts'))}--${slug(task.name)}`;
      const pages = watched.filter((w, i) => i >= firstOfStory || !w.page.isClosed());
      for (const [i, w] of pages.entries()) {
        const name = path.join(FAILURES_DIR, `${base}--${i + 1}`);
        fs.writeFileSync(`${name}.console.txt`, `${w.page.isClosed() ? '(page closed before the failure)\n' : `${w.page.url()}\n`}${w.console.join('\n')}\n`);
        if (!w.page.isClosed()) await w.page.screenshot({ path: `${name}.png`, timeout: 10_000 }).catch(() => undefined);
      }
      if (pages.length) console.error(`[browser] failing story's pages saved in ${FAILURES_DIR}/${base}--*`);
    });
  });
  holder.newPage = async (opts = {}) => {
    const context = await holder.browser.newContext({ viewport: { width: 1440, height: 900 }, ...opts });
    const page = await context.newPage();
    const w: Watched = { page, console: [] };
    watched.push(w);
    page.on('console', (m) => w.console.push(`[${m.type()}] ${m.text()}`));
    page.on('pageerror', (err) => {
      w.console.push(`[page error] ${err.message}`);
      console.error('[page error]', err.message);
    });
    return page;
  };
  return holder;
}
