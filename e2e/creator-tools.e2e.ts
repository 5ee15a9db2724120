import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_WIDTH, SHEET_HEIGHT, SHEET_WIDTH } from '@common/avatar/sheet';
import { cdn } from '@common/cdn';
import { E2E_ART_DIR } from './support/art';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { openDialog, signIn as signInAs } from './support/session';

/**
 * The creator's tools in a real Chromium, without the town: the Creator Guide shows the PDF
 * the art generator wrote, and the Character Preview Tool turns, recolours, wears an uploaded
 * layer, drops it again, resets and closes.
 */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const chromium = useBrowser();
const PASSWORD = 'drawing by the old road';
const SLOW = 240_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-creator-tools-'));
/** A top layer: a red block on the chest of every view. */
const RED_TOP = path.join(dir, 'red-top.png');
const CHEST = { x: 212, y: 400 };

beforeAll(async () => {
  const blocks = Array.from({ length: 6 }, (_, col) => ({
    input: { create: { width: 120, height: 100, channels: 4 as const, background: { r: 230, g: 20, b: 30, alpha: 1 } } },
    left: col * FRAME_WIDTH + CHEST.x - 60,
    top: CHEST.y - 50,
  }));
  await sharp({ create: { width: SHEET_WIDTH, height: SHEET_HEIGHT, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(blocks)
    .png()
    .toFile(RED_TOP);
  const post = (url: string, data: unknown) => fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });
  await post('/game-api/register', { username: 'Vera', email: 'vera@creator.test', password: PASSWORD, confirmPassword: PASSWORD, gender: 1 });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function signIn(): Promise<Page> {
  const page = await chromium.newPage();
  // Actions wait longer than Playwright's 30 s: on two busy cores a click's follow-up can lag.
  page.setDefaultTimeout(90_000);
  await page.context().addInitScript(() => {
    // Which object URLs the page gave back (uploads must not leak).
    const revoked: string[] = [];
    (window as unknown as { __revoked: string[] }).__revoked = revoked;
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      revoke(url);
    };
  });
  // Generous waits: CI runs the app, PostgreSQL and Chromium on two busy cores.
  await signInAs(page, server, { email: 'vera@creator.test', password: PASSWORD }, { timeout: 90_000 });
  return page;
}

/** Opens a dialog and waits for its body (a lazily loaded chunk: slow on a busy machine). */
const openDialogWith = async (page: Page, name: string, body: string) => {
  await openDialog(page, name);
  await page.getByTestId(body).waitFor({ timeout: 60_000 });
};

/** One canvas pixel as [r, g, b]. */
const pixel = (page: Page, x: number, y: number) =>
  page.getByTestId('preview-canvas').evaluate((c, [px, py]) => Array.from((c as HTMLCanvasElement).getContext('2d')!.getImageData(px!, py!, 1, 1).data.slice(0, 3)), [x, y]);
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;

describe('creator tools', () => {
  it('the Creator Guide shows the generated PDF with a download link', async () => {
    const page = await signIn();
    await openDialogWith(page, 'creatorGuide', 'creator-guide');
    const frame = page.getByTestId('creator-guide-pdf');
    await expect.poll(() => frame.getAttribute('src')).toMatch(new RegExp(`^${cdn.creatorGuide()}(#|$)`));
    expect(await page.getByTestId('creator-guide-download').getAttribute('href')).toBe(cdn.creatorGuide());
    const res = await page.request.get(`${server.url}${cdn.creatorGuide()}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    // Framed by this site only: the page's own frame may show it.
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  }, SLOW);

  it('the preview tool rotates, changes skin tone, wears and drops an uploaded layer, resets and closes', async () => {
    const page = await signIn();
    await openDialogWith(page, 'characterPreview', 'character-preview');
    const canvas = page.getByTestId('preview-canvas');
    await expect.poll(() => canvas.getAttribute('data-view')).toBe('0');
    expect(await canvas.evaluate((c) => [(c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height])).toEqual([425, 850]);

    // Arrow keys turn the character both ways, wrapping round the six views.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => canvas.getAttribute('data-view')).toBe('1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => canvas.getAttribute('data-view')).toBe('5');
    await page.getByTestId('character-preview').getByRole('button', { name: 'Rotate right' }).click();
    await expect.poll(() => canvas.getAttribute('data-view')).toBe('0');

    // Skin tone: a number is taken, anything else becomes 0.
    const tone = page.getByTestId('preview-skin-tone');
    await expect.poll(() => pixel(page, CHEST.x, CHEST.y).then(isRed)).toBe(false);
    const lightChest = await pixel(page, CHEST.x, CHEST.y);
    await tone.fill('14');
    await expect.poll(() => canvas.getAttribute('data-skin-tone')).toBe('14');
    await expect.poll(() => pixel(page, CHEST.x, CHEST.y)).not.toEqual(lightChest);
    await tone.fill('abc');
    await expect.poll(() => canvas.getAttribute('data-skin-tone')).toBe('0');
    await tone.blur();
    expect(await tone.inputValue()).toBe('0');

    // Background cycle and Male Character.
    await page.getByTestId('preview-background').click();
    await expect.poll(() => canvas.getAttribute('data-background')).toBe('blue');
    await page.getByLabel('Male Character').check();
    await expect.poll(() => canvas.getAttribute('data-male')).toBe('true');

    // An uploaded top is drawn over the body; removing it gives its object URL back.
    await page.getByTestId('upload-top').setInputFiles(RED_TOP);
    const row = page.getByTestId('layer-top');
    await expect.poll(() => row.getAttribute('data-uploaded')).toBe('true');
    await row.getByText('red-top.png').waitFor();
    await expect.poll(() => pixel(page, CHEST.x, CHEST.y).then(isRed)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pixel(page, CHEST.x, CHEST.y).then(isRed)).toBe(true);
    await row.getByRole('button', { name: 'Remove Top' }).click();
    await expect.poll(() => row.getAttribute('data-uploaded')).toBeNull();
    await expect.poll(() => pixel(page, CHEST.x, CHEST.y).then(isRed)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __revoked: string[] }).__revoked.some((u) => u.startsWith('blob:')))).toBe(true);

    // Reset All puts everything back: a preset outfit and a new upload go, the view turns to the front.
    await page.getByTestId('preview-preset-female').click();
    await page.getByTestId('upload-hat').setInputFiles(RED_TOP);
    await expect.poll(() => canvas.getAttribute('data-uploads')).toBe('1');
    await page.getByTestId('preview-reset').click();
    await expect.poll(() => canvas.getAttribute('data-uploads')).toBe('0');
    expect(await canvas.getAttribute('data-view')).toBe('0');
    expect(await canvas.getAttribute('data-background')).toBe('green');
    expect(await canvas.getAttribute('data-male')).toBe('false');
    expect(await canvas.getAttribute('data-skin-tone')).toBe('0');

    // Escape closes the tool.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('dialog').count()).toBe(0);
    await page.context().close();
  }, SLOW);
});
