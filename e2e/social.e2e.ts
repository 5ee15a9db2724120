import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';

/**
 * The operator's social links (live-world §1) on the login screen, and on the offline screen,
 * which shows them from the browser's memory exactly when the server cannot be reached.
 */
const server = useServer({ SOCIAL_COMMUNITY_URL: 'https://chat.example.org/oldroad', SOCIAL_PHOTOS_URL: 'https://photos.example.org/oldroad' });
const chromium = useBrowser();

describe('social links', () => {
  it('shows the configured links at sign-in and still offers them when the server is unreachable', async () => {
    const page = await chromium.newPage();
    await page.goto(`${server.url}/login`);
    const links = page.getByTestId('social-links');
    await links.waitFor();
    expect(await links.getByRole('link', { name: 'Chat community' }).getAttribute('href')).toBe('https://chat.example.org/oldroad');
    expect(await links.getByRole('link', { name: 'Photos' }).getAttribute('href')).toBe('https://photos.example.org/oldroad');
    expect(await links.getByRole('link', { name: 'Social network' }).count()).toBe(0);

    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${server.url}/`);
    await page.getByTestId('offline-screen').waitFor();
    expect(await page.getByTestId('offline-screen').getByRole('link', { name: 'Chat community' }).count()).toBe(1);
    await page.context().close();
  });
});
