import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkOf, readChunkGraph, SIGNED_IN_ONLY, visitorScreens, type ChunkGraph } from '../scripts/web-chunks';
import { WEB_DIST } from '../src/server/app';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { keepAdAway } from './support/session';
import { PASSWORD, positions, showsPlayers, SLOW } from './support/town';

/**
 * A light first visit (issue 23) in a real Chromium against the built app: the landing and the
 * sign-in screen load only their own files, compressed, with every Mantine part they draw
 * styled; the town shows its picture, the HUD and a working chat while its canvas (PixiJS,
 * WebGL) is held back, and the canvas takes over with the player where the server put them.
 */
const server = useServer();
const chromium = useBrowser();
let graph: ChunkGraph;

beforeAll(() => {
  graph = readChunkGraph(WEB_DIST);
});

/** Paths (assets/...) of the scripts and styles a page fetched, with how each came. */
function watchAssets(page: Page): { path: string; encoding: string | undefined }[] {
  const seen: { path: string; encoding: string | undefined }[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname.slice(1);
    if (/^assets\/.*\.(?:js|css)$/.test(path)) seen.push({ path, encoding: r.headers()['content-encoding'] });
  });
  return seen;
}

/** Mantine classes on the page (m_xxxxxxxx) that no loaded style sheet has a rule for: drawn unstyled. */
const unstyledMantineParts = (page: Page) =>
  page.evaluate(() => {
    const styled = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) styled.add(m[1]!);
        // Layers, media queries and nested rules hold rules of their own.
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const used = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('[class*="m_"]'))) for (const c of Array.from(el.classList)) if (/^m_[0-9a-f]+$/.test(c)) used.add(c);
    return [...used].filter((c) => !styled.has(c));
  });

describe('the visitor screens', () => {
  it('are built without the town, PixiJS, the dialogs or the HUD', () => {
    const { landing, login, town } = visitorScreens(graph);
    expect(landing.modules).toContain('src/web/screens/landing/LandingScreen.tsx');
    expect(landing.modules.filter((m) => SIGNED_IN_ONLY.test(m))).toEqual([]);
    expect(login.modules).toContain('src/web/screens/auth/LoginForm.tsx');
    expect(login.modules.filter((m) => SIGNED_IN_ONLY.test(m))).toEqual([]);
    // The same check finds PixiJS where it is.
    expect(town.modules.filter((m) => m.startsWith('node_modules/pixi.js/')).length).toBeGreaterThan(0);
  });

  it('fetch only their own files, brotli-compressed: the landing, then the sign-in screen', async () => {
    const { landing, login } = visitorScreens(graph);
    const page = await chromium.newPage({ serviceWorkers: 'block' });
    const fetched = watchAssets(page);
    await page.goto(`${server.url}/`);
    await page.getByTestId('landing-screen').waitFor();
    await page.waitForLoadState('networkidle');
    const own = (files: { js: Set<string>; css: Set<string> }) => new Set([...files.js, ...files.css]);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((f) => !own(landing).has(f.path))).toEqual([]);
    expect(fetched.filter((f) => f.encoding !== 'br')).toEqual([]);

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('login-form').waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((f) => !own(login).has(f.path))).toEqual([]);
    expect(fetched.filter((f) => f.encoding !== 'br')).toEqual([]);
    await page.context().close();
  });

  it('come with the landing drawn in the page: styled before any script runs, its ways in work without one, and the app fills in the status', async () => {
    // No script at all: what shows is what the page brought.
    const bare = await chromium.newPage({ serviceWorkers: 'block', javaScriptEnabled: false });
    await bare.goto(`${server.url}/`);
    expect(await bare.locator('h1.brand-title').textContent()).toBe('Oldroad');
    expect(await bare.getByTestId('server-status').count()).toBe(0);
    expect(await unstyledMantineParts(bare)).toEqual([]);
    await bare.getByRole('button', { name: 'Register', exact: true }).click();
    await bare.waitForURL(/\/login\?view=register$/);
    await bare.context().close();

    // With the app: the same landing, now with the server's status; Sign in stays in the page.
    const page = await chromium.newPage({ serviceWorkers: 'block' });
    await page.goto(`${server.url}/`);
    const status = (await (await fetch(`${server.url}/api/status`)).json()) as { onlinePlayerCount: number; playerCount: number };
    await expect.poll(() => page.getByTestId('server-status').textContent()).toContain(`${status.playerCount} residents`);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('login-form').waitFor();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await page.context().close();
  });

  it('draw every Mantine part with its styles: landing, sign-in, register, forgot password, a toast', async () => {
    const page = await chromium.newPage({ serviceWorkers: 'block' });
    await page.goto(`${server.url}/`);
    await page.getByTestId('landing-screen').waitFor();
    expect(await unstyledMantineParts(page)).toEqual([]);

    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-form').waitFor();
    expect(await unstyledMantineParts(page)).toEqual([]);
    // A refused sign-in toasts (the toasts' code and styles come apart from the landing's).
    await page.locator('input[name="email"]').fill('nobody@town.test');
    await page.locator('input[name="password"]').fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('.mantine-Notification-root').first().waitFor();
    expect(await unstyledMantineParts(page)).toEqual([]);

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await unstyledMantineParts(page)).toEqual([]);

    await page.goto(`${server.url}/login?view=register`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Create Account', exact: true }).waitFor();
    expect(await unstyledMantineParts(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
    expect(await unstyledMantineParts(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the town', () => {
  it(
    'shows its picture, the HUD and a working chat before its canvas, which then takes over with the player in place',
    async () => {
      // No service worker: it would fetch the scripts itself, past the page's routes.
      const page = await chromium.newPage({ serviceWorkers: 'block' });
      await keepAdAway(page);
      // PixiJS and the town's canvas come in one chunk: held back until the test lets it go.
      const held: Route[] = [];
      await page.route(`**/${chunkOf(graph, 'src/web/game/engine/town.ts')}`, (route) => void held.push(route));
      const email = 'early@town.test';
      expect((await page.request.post(`${server.url}/game-api/register`, { data: { username: 'Early', email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 } })).status()).toBe(200);
      expect((await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } })).status()).toBe(200);
      await page.goto(`${server.url}/`);

      await page.locator('[data-testid="town-picture"][data-ready="true"]').waitFor();
      await page.getByTestId('top-bar').waitFor();
      await page.getByTestId('bottom-bar').waitFor();
      await page.getByTestId('chat-input').fill('Hello before the canvas');
      await page.getByTestId('chat-input').press('Enter');
      await page.getByTestId('chat-messages').getByText('Hello before the canvas').waitFor({ timeout: 30_000 });
      await expect.poll(() => held.length).toBeGreaterThan(0);
      expect(await page.getByTestId('game-screen').getAttribute('data-canvas')).toBe('false');
      expect(await page.evaluate(() => window.__oldroadTown === undefined)).toBe(true);

      for (const route of held) await route.continue();
      await showsPlayers(page, 1);
      expect(await page.getByTestId('game-screen').getAttribute('data-canvas')).toBe('true');
      await expect.poll(() => page.getByTestId('town-picture').count()).toBe(0);
      // The server placed them before the canvas existed: the canvas starts from that join.
      expect((await positions(page)).find((p) => p.local)?.username).toBe('Early');
      await page.context().close();
    },
    SLOW,
  );
});
