import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { E2E_ART_DIR } from './support/art';
import { useServer } from './support/server';
import { agreeOn, positions, showsPlayers, signedInPage, SLOW, where } from './support/town';

/**
 * Two players in two Chromium pages (live-world issue §6): they see each other walk, exchange
 * a public message (bubble and chat window) and a whisper (unread badge, then read).
 */
// Among the real art (map, composed avatars), as players see the town.
const server = useServer({ ART_DIR: E2E_ART_DIR });
const chromium = useBrowser();

describe('two players in Old Road Town', () => {
  let ann: Page;
  let bob: Page;

  it('see each other arrive', async () => {
    ann = await signedInPage(chromium, server, 'Ann');
    bob = await signedInPage(chromium, server, 'Bob');
    for (const page of [ann, bob]) {
      await showsPlayers(page, 2);
      await page.getByTestId('chat-input').waitFor();
    }
    expect((await positions(ann)).map((p) => p.username).sort()).toEqual(['Ann', 'Bob']);
    expect((await where(bob, 'Ann'))?.local).toBe(false);
  }, SLOW);

  it('see each other walk', async () => {
    const before = (await where(bob, 'Ann'))!;
    const bobAt = (await where(ann, 'Bob'))!;
    // Ann walks 100+ units with the arrow keys and ends up near Bob: the town sends moves to
    // players whose zone of interest (the columns of street a screen shows) covers the mover.
    const toward = Math.abs(bobAt.x - before.x) > 250;
    const right = bobAt.x > before.x === toward;
    const key = right ? 'ArrowRight' : 'ArrowLeft';
    await ann.mouse.move(5, 5);
    await ann.keyboard.down(key);
    await ann.waitForFunction(
      ([bx, x0]) => {
        const me = window.__oldroadTown?.positions().find((p) => p.local);
        return !!me && Math.abs(me.x - x0) >= 100 && Math.abs(me.x - bx) < 300;
      },
      [bobAt.x, before.x] as const,
      { timeout: 120_000 },
    );
    await ann.keyboard.up(key);
    // Bob's page shows Ann where her page has her, after the network and smoothing catch up.
    await agreeOn(bob, ann, 'Ann');
    expect(Math.abs((await where(bob, 'Ann'))!.x - before.x)).toBeGreaterThanOrEqual(100);
  }, SLOW);

  it('exchange a public message: bubble and chat window', async () => {
    await ann.getByTestId('chat-input').fill('  Hello from Ann!  ');
    await ann.getByTestId('chat-input').press('Enter');
    await expect.poll(() => ann.getByTestId('chat-input').inputValue()).toBe('');
    await bob.getByTestId('chat-messages').getByText('Hello from Ann!').waitFor({ timeout: 30_000 });
    const bubbles = await bob.evaluate(() => window.__oldroadTown?.bubbles() ?? []);
    expect(bubbles).toContainEqual({ username: 'Ann', messages: ['Hello from Ann!'] });
    // Ann's own line is styled as her own, Bob sees it as someone else's.
    expect(await ann.getByTestId('chat-message').last().getAttribute('data-tone')).toBe('own');
    expect(await bob.getByTestId('chat-message').last().getAttribute('data-tone')).toBe('other');
  }, SLOW);

  it('exchange a whisper: unread badge, then read', async () => {
    // Ann clicks Bob's avatar and picks Whisper in his profile drawer.
    await ann.getByTestId('chat-expand').click(); // minimise the chat so the street is clear
    const spot = await ann.evaluate(() => window.__oldroadTown?.screenOf('Bob'));
    expect(spot).toBeTruthy();
    await ann.mouse.click(spot!.x, spot!.y);
    await ann.getByTestId('profile-whisper').click();
    await expect.poll(() => ann.getByTestId('chat-input').inputValue()).toBe('Bob: ');
    await ann.getByTestId('chat-input').pressSequentially('psst, meet me at the fountain');
    await ann.getByTestId('chat-input').press('Enter');

    await bob.getByTestId('whisper-badge').getByText('1').waitFor({ timeout: 30_000 });
    await bob.getByTestId('chat-tab-whisper').click();
    await expect.poll(() => bob.getByTestId('chat-input').inputValue()).toBe('Ann: ');
    await bob.getByTestId('chat-messages').getByText('psst, meet me at the fountain').waitFor();
    await bob.getByTestId('whisper-badge').waitFor({ state: 'detached', timeout: 30_000 });

    // Read on the server too: after a reload the badge stays away.
    await bob.reload();
    await showsPlayers(bob, 2);
    await bob.getByTestId('chat-tab-whisper').click();
    await bob.getByTestId('chat-messages').getByText('psst, meet me at the fountain').waitFor({ timeout: 30_000 });
    expect(await bob.getByTestId('whisper-badge').count()).toBe(0);
  }, SLOW);
});
