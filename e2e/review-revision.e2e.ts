import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Submission } from '@common/creator/submission';
import { REVIEW_TEXT } from '@common/creator/texts';
import { HOUSE_CATALOG } from '../src/server/art/catalog';
import { users } from '../src/server/modules/users/schema';
import { E2E_ART_DIR } from './support/art';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { signIn } from './support/session';

/**
 * The review queue in a real Chromium (issue 19 §4): a moderator has a submission open when its
 * creator swaps the picture; the moderator's approval is refused with a message, and the queue
 * shows the new version (a badge, the forms started over) before it can be approved. The
 * moderator's own submission waits for another moderator: its card offers no decision.
 */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const chromium = useBrowser();
const PASSWORD = 'review-what-you-saw';
const SPRITE = fs.readFileSync(path.join(E2E_ART_DIR, 'items', String(HOUSE_CATALOG.find((c) => c.name === 'Sailor Stripes')!.id), 'sprite.png'));
const SHOTS = process.env.SHOTS_DIR;

async function account(username: string, access = 0): Promise<string> {
  const email = `${username.toLowerCase()}@review.test`;
  const post = (url: string, data: unknown) =>
    fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) }).then((r) => r.json());
  await post('/game-api/register', { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 });
  if (access) await server.server.ctx.db.update(users).set({ access }).where(eq(users.username, username));
  return ((await post('/api/auth/login', { email, password: PASSWORD })) as { serverSessionKey: string }).serverSessionKey;
}

/** A submission (or an edit of one, with a new picture) through the real multipart route, as the Creator dialog sends it. */
async function submit(key: string, name: string, id?: number): Promise<Submission> {
  const form = new FormData();
  for (const [field, value] of Object.entries({ gender: 'female', category: '10', name })) form.append(field, value);
  form.append('image', new Blob([SPRITE]), 'sprite.png');
  if (!id) form.append('thumbnail', new Blob([await sharp(SPRITE).extract({ left: 100, top: 100, width: 218, height: 218 }).png().toBuffer()]), 'thumbnail.png');
  const res = await fetch(`${server.url}/game-api/creator/submission${id ? `/${id}` : ''}`, { method: 'POST', headers: { 'x-session-key': key }, body: form });
  const answer = (await res.json()) as { submission: Submission; message: string };
  expect(res.status, answer.message).toBe(200);
  return answer.submission;
}

/** The moderator's page without the town, signed in. */
async function moderatorPage(email: string): Promise<Page> {
  const page = await chromium.newPage();
  page.setDefaultTimeout(60_000);
  await signIn(page, server, { email, password: PASSWORD }, { timeout: 120_000 });
  return page;
}

describe('the review queue', () => {
  it('refuses a decision on a version the creator has changed since, and shows the new one; a moderator’s own submission waits for another', { timeout: 600_000 }, async () => {
    const creatorKey = await account('Ines');
    const modKey = await account('Otto', 1);
    const first = await submit(creatorKey, 'Harbour Jumper');
    await submit(modKey, 'Otto’s Own Jumper');

    const page = await moderatorPage('otto@review.test');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-reviewQueue').click();
    const card = page.locator(`[data-testid="review-card"][data-submission-id="${first.id}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-revision')).toBe('1');
    const own = page.locator('[data-testid="review-card"]', { hasText: 'Otto’s Own Jumper' });
    await own.getByTestId('decision-own').waitFor();
    expect(await own.getByTestId('approve').count()).toBe(0);

    // The creator swaps the picture while the moderator has the card open.
    const edited = await submit(creatorKey, 'Harbour Jumper Mk II', first.id);
    expect(edited.revision).toBe(2);

    await card.getByTestId('approve-coins').fill('250');
    await card.getByTestId('approve').click();
    await page.locator('.mantine-Notification-root', { hasText: REVIEW_TEXT.changedSinceOpened }).first().waitFor();
    await expect.poll(() => card.getAttribute('data-revision'), { timeout: 30_000 }).toBe('2');
    await card.getByTestId('review-changed').waitFor();
    expect(await card.getByTestId('review-name').textContent()).toBe('Harbour Jumper Mk II');
    // The forms started over from the new version.
    expect(await card.getByTestId('approve-name').inputValue()).toBe('Harbour Jumper Mk II');
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'review-changed-1440.png') });
    const stillPending = (await (await fetch(`${server.url}/game-api/creator/submission`, { headers: { 'x-session-key': creatorKey } })).json()) as Submission[];
    expect(stillPending[0]).toMatchObject({ id: first.id, status: 'pending', revision: 2 });

    await card.getByTestId('approve-coins').fill('250');
    await card.getByTestId('approve').click();
    await page.locator('.mantine-Notification-root', { hasText: REVIEW_TEXT.approved('Harbour Jumper Mk II') }).first().waitFor();
    await card.waitFor({ state: 'detached' });
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await own.getByTestId('decision-own').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'review-own-390.png') });
    }
  });
});
