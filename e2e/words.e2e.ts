import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FLOOD_TEXT } from '@common/world/flood';
import { WORDS_TEXT } from '@common/words/rules';
import { SEED_WORDS } from '@common/words/seed';
import { users } from '../src/server/modules/users/schema';
import { E2E_ART_DIR } from './support/art';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { keepAdAway } from './support/session';
import { PASSWORD, PHONE, SLOW, signedInPage } from './support/town';

/**
 * The word filter in a real Chromium (issue 21 §4). An admin manages the list in the Moderation
 * dialog's Word filter tab (add with an action, search, try a text, remove; on a phone too), and
 * a player in town sees a censored word as a blurred bar and, after a mute word, the chat's
 * countdown of the mute. With SHOTS_DIR set the screens are saved there to look at.
 */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const chromium = useBrowser();
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function adminPage(phone: boolean): Promise<Page> {
  const username = phone ? 'PhoneAdmin' : 'DeskAdmin';
  const email = `${username.toLowerCase()}@town.test`;
  const page = await chromium.newPage(phone ? PHONE : { viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(60_000);
  await keepAdAway(page);
  await page.request.post(`${server.url}/game-api/register`, { data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 } });
  await server.server.ctx.db.update(users).set({ access: 2 }).where(eq(users.username, username));
  await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
  await page.goto(`${server.url}/?town=off`);
  await page.getByTestId('top-bar').waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => !!(window as unknown as { __oldroadDialogs?: unknown }).__oldroadDialogs);
  await page.evaluate(() => (window as unknown as { __oldroadDialogs: { open(n: string, p: object): void } }).__oldroadDialogs.open('moderation', { tab: 'words' }));
  await page.getByTestId('words-tab').waitFor();
  return page;
}

const rowOf = (page: Page, word: string) => page.locator(`[data-testid="word-row"][data-word="${word}"]`);

describe('the word filter', () => {
  it('an admin adds a word with its action, finds it, tries a text against it and removes it', { timeout: SLOW }, async () => {
    const page = await adminPage(false);
    await expect.poll(() => page.getByTestId('word-row').count()).toBe(SEED_WORDS.length);
    expect(await page.getByTestId('words-count').textContent()).toBe(WORDS_TEXT.count(SEED_WORDS.length));

    await page.getByTestId('words-word').fill('Rutabaga*');
    await page.getByTestId('words-action').getByText('Mute').click();
    await page.getByTestId('words-minutes').fill('5');
    expect(await page.getByTestId('words-action-hint').textContent()).toContain('muted');
    await page.getByTestId('words-submit').click();
    await rowOf(page, 'rutabaga*').waitFor();
    expect(await rowOf(page, 'rutabaga*').getByTestId('word-action').textContent()).toBe('Mute · 5 minutes');
    expect(await rowOf(page, 'rutabaga*').textContent()).toContain('DeskAdmin');

    // A word too short is refused by the form, with the rule's text, and nothing is added.
    await page.getByTestId('words-word').fill('a');
    await page.getByTestId('words-submit').click();
    await page.getByText(WORDS_TEXT.wordTooShort).waitFor();

    await page.getByTestId('words-search').fill('ruta');
    await expect.poll(() => page.getByTestId('word-row').count()).toBe(1);
    await page.getByTestId('words-try-input').fill('my RUT4BAGAS and the shit');
    await page.getByTestId('words-try-result').waitFor();
    const result = await page.getByTestId('words-try-result').textContent();
    expect(result).toContain('rutabaga* · Mute');
    expect(result).toContain('shit · Censor');
    // The strongest action decides: a mute word means the text is not posted at all.
    expect(await page.getByTestId('words-try-outcome').textContent()).toBe(WORDS_TEXT.tryRefused);
    await page.getByTestId('words-try-input').fill('my turnips and the shit');
    await expect.poll(() => page.getByTestId('words-try-outcome').textContent()).toBe(`${WORDS_TEXT.tryResult}: my turnips and the `);
    expect(await page.getByTestId('words-try-result').getByTestId('redacted').count()).toBe(1);
    await shot(page, 'words-desktop');

    await rowOf(page, 'rutabaga*').getByTestId('word-remove').click();
    await page.getByTestId('confirm-yes').click();
    await rowOf(page, 'rutabaga*').waitFor({ state: 'detached' });
    await page.getByTestId('words-search').fill('');
    await expect.poll(() => page.getByTestId('word-row').count()).toBe(SEED_WORDS.length);
    await page.close();
  });

  it('on a phone the list is cards and the form stacks', { timeout: SLOW }, async () => {
    const page = await adminPage(true);
    await expect.poll(() => page.getByTestId('word-row').count()).toBe(SEED_WORDS.length);
    const box = await page.getByTestId('words-submit').boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    await shot(page, 'words-phone');
    await page.getByTestId('words-word').fill('free gems');
    await page.getByTestId('words-action').getByText('Review').click();
    await page.getByTestId('words-submit').click();
    await rowOf(page, 'free gems').waitFor();
    await page.close();
  });

  it('a player in town sees a censored word as a bar and, after a mute word, the time left over the chat input', { timeout: SLOW }, async () => {
    await server.server.ctx.pool.query(`INSERT INTO word_filter (word, action, minutes) VALUES ('kohlrabi', 'mute', 3)`);
    const page = await signedInPage(chromium, server, 'Gardener');
    page.setDefaultTimeout(120_000);
    await page.getByTestId('chat-input').waitFor();
    await expect.poll(() => page.getByTestId('chat-input').isEnabled(), { timeout: 120_000 }).toBe(true);

    await page.getByTestId('chat-input').fill('what the shit');
    await page.getByTestId('chat-input').press('Enter');
    const line = page.getByTestId('chat-message').filter({ hasText: 'what the' });
    await line.waitFor();
    expect(await line.getByTestId('redacted').count()).toBe(1);
    expect(await line.textContent()).not.toContain('shit');

    await page.getByTestId('chat-input').fill('k0hlrabi');
    await page.getByTestId('chat-input').press('Enter');
    await page.getByText(WORDS_TEXT.mutedForWord(3)).waitFor();
    const muted = page.getByTestId('chat-muted');
    await muted.waitFor();
    expect(await muted.textContent()).toBe(FLOOD_TEXT.inputMuted(180));
    expect(await page.getByTestId('chat-message').filter({ hasText: 'k0hlrabi' }).count()).toBe(0);
    await shot(page, 'chat-muted');
    await page.close();
  });
});
