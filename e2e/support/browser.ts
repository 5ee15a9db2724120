import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function useBrowser(): { browser: Browser; newPage(opts?: BrowserContextOptions): Promise<Page> } {
  const holder = {} as { browser: Browser; newPage(opts?: BrowserContextOptions): Promise<Page> };
  let userDataDir: string;
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
  holder.newPage = async (opts = {}) => {
    const context = await holder.browser.newContext({ viewport: { width: 1440, height: 900 }, ...opts });
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error('[page error]', err.message));
    return page;
  };
  return holder;
}
