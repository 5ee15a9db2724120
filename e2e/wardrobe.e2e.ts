import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVENTORY_TEXT } from '@common/economy/inventory';
import { OUTFIT_TEXT, outfitCode } from '@common/economy/outfits';
import { HOUSE_CATALOG } from '../src/server/art/catalog';
import { grantItems } from '../src/server/modules/items/service';
import { outfits } from '../src/server/modules/outfits/schema';
import { users } from '../src/server/modules/users/schema';
import { E2E_ART_DIR } from './support/art';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { keepAdAway } from './support/session';
import { showsPlayers, signedInPage, SLOW } from './support/town';

/**
 * Dressing up, seen by the town (avatar-economy §2, §4; live-world §2, §4, §5): a player who
 * owns a few items wears two in the wardrobe, saves an outfit, changes clothes and wears the
 * outfit again; then stages an unequip and an equip in the in-world inventory and applies
 * them, and tries the size drawer. A second player in town sees every new look as it happens.
 */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const chromium = useBrowser();

const itemId = (name: string) => HOUSE_CATALOG.find((c) => c.name === name)!.id;
const CAP = itemId('Ball Cap');
const STRIPES = itemId('Sailor Stripes');
const HOODIE = itemId('Comfy Hoodie');

/** The look hash the server answers for a player now (what everyone should be drawing). */
const serverLook = async (username: string) =>
  ((await (await fetch(`${server.url}/api/profile/customization/${username}`)).json()) as { look: string; top: number | null; hat: number | null; height: number });
/** The look `page`'s town has for `username` (window.__oldroadTown.looks()). */
const seenLook = (page: Page, username: string) =>
  page.evaluate((u) => window.__oldroadTown?.looks().find((l) => l.username === u) ?? null, username);

const t0 = Date.now();
const step = (what: string) => console.log(`[wardrobe] ${((Date.now() - t0) / 1000).toFixed(1)} s ${what}`);
const card = (page: Page, id: number) => page.locator(`[data-testid="item-card"][data-item-id="${id}"]`);
const toastText = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();

describe('wardrobe, outfits and inventory, seen in town', () => {
  let dresser: Page;
  let watcher: Page;
  const looks: string[] = [];

  /** The watcher's town draws Dresser with the look the server has now (and it is new). */
  async function watcherSeesNewLook(): Promise<string> {
    const { look } = await serverLook('Dresser');
    expect(looks).not.toContain(look);
    await expect.poll(async () => (await seenLook(watcher, 'Dresser'))?.look, { timeout: 30_000, interval: 250 }).toBe(look);
    looks.push(look);
    return look;
  }

  it('wears two items in the wardrobe, saves an outfit, changes and wears it again; the other player sees each look', async () => {
    dresser = await signedInPage(chromium, server, 'Dresser');
    watcher = await signedInPage(chromium, server, 'Watcher');
    const [row] = await server.server.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'Dresser'));
    await grantItems(server.server.ctx.db, row!.id, [CAP, STRIPES, HOODIE]);

    step('pages loaded');
    await showsPlayers(watcher, 2);
    step('watcher sees both');
    await showsPlayers(dresser, 2);
    step('dresser sees both');
    looks.push((await seenLook(watcher, 'Dresser'))!.look);
    expect(looks[0]).toBe((await serverLook('Dresser')).look);

    await dresser.evaluate(() => window.__oldroadDialogs!.open('wardrobe'));
    const search = dresser.getByTestId('wardrobe-search');

    // Search by name (any case), select to preview, Equip.
    step('Search by name (any case), select to preview, Equip.');
    await search.fill('BALL');
    await card(dresser, CAP).locator('[data-card-main]').click();
    expect(await dresser.getByTestId('wardrobe-selection').textContent()).toContain('Ball Cap');
    await dresser.getByTestId('wardrobe-equip').click();
    await expect.poll(() => card(dresser, CAP).getAttribute('data-equipped')).toBe('true');
    expect((await serverLook('Dresser')).hat).toBe(CAP);
    const withCap = await watcherSeesNewLook();

    // A second item: the stripes replace the starting top (one item per category).
    step('A second item: the stripes replace the starting top (one item per category).');
    await search.fill('stripes');
    await card(dresser, STRIPES).locator('[data-card-main]').click();
    await dresser.getByTestId('wardrobe-equip').click();
    await expect.poll(async () => (await serverLook('Dresser')).top).toBe(STRIPES);
    const dressed = await watcherSeesNewLook();
    expect(dressed).not.toBe(withCap);

    // Equipped items come first.
    step('Equipped items come first.');
    await search.fill('');
    const firstIds = await dresser.locator('[data-testid="item-card"]').evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('data-equipped')));
    expect(firstIds).toEqual(['true', 'true', 'true']);

    // Save the outfit.
    step('Save the outfit.');
    await dresser.getByTestId('save-outfit').first().click();
    await dresser.getByTestId('outfit-name').fill('Picnic');
    await dresser.getByTestId('outfit-save-confirm').click();
    await toastText(dresser, OUTFIT_TEXT.saved);

    // Change clothes: selecting a worn item previews its removal; Unequip takes it off.
    step('Change clothes: selecting a worn item previews its removal; Unequip takes it off.');
    await search.fill('cap');
    await card(dresser, CAP).locator('[data-card-main]').click();
    expect(await dresser.getByTestId('wardrobe-equip').textContent()).toBe('Unequip');
    await dresser.getByTestId('wardrobe-equip').click();
    await expect.poll(async () => (await serverLook('Dresser')).hat).toBeNull();
    await watcherSeesNewLook();

    // Wear the outfit again, after confirming.
    step('Wear the outfit again, after confirming.');
    await dresser.evaluate(() => window.__oldroadDialogs!.open('outfits'));
    await dresser.getByTestId('outfit-card').filter({ hasText: 'Picnic' }).click();
    await dresser.getByTestId('wear-outfit').click();
    await dresser.getByText(OUTFIT_TEXT.wearConfirm).waitFor();
    expect(await dresser.getByText(OUTFIT_TEXT.wearConfirmDetail).count()).toBe(1);
    await dresser.getByTestId('confirm-yes').click();
    await toastText(dresser, OUTFIT_TEXT.worn);
    await expect.poll(async () => (await serverLook('Dresser')).look).toBe(dressed);
    await expect.poll(async () => (await seenLook(watcher, 'Dresser'))?.look, { timeout: 30_000, interval: 250 }).toBe(dressed);

    // Copy code.
    step('Copy code.');
    await dresser.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await dresser.getByTestId('copy-outfit').click();
    await toastText(dresser, OUTFIT_TEXT.codeCopied);
    // The code names the outfit by its public id (never its sequential number).
    const [saved] = await server.server.ctx.db
      .select({ publicId: outfits.publicId })
      .from(outfits)
      .innerJoin(users, eq(users.id, outfits.userId))
      .where(eq(users.username, 'Dresser'));
    expect(await dresser.evaluate(() => navigator.clipboard.readText())).toBe(outfitCode(saved!.publicId));
  }, 2 * SLOW);

  it('stages an unequip and an equip in the inventory, applies them in order, and the size drawer reverts unless applied', async () => {
    await dresser.evaluate(() => window.__oldroadDialogs!.open('inventory'));
    const inv = dresser.getByTestId('inventory');
    await inv.waitFor();

    // Nothing staged yet.
    step('Nothing staged yet.');
    await dresser.getByTestId('inventory-apply').click();
    await toastText(dresser, INVENTORY_TEXT.nothingToApply);

    // The Equipped tab lists worn items: stage the cap's removal (red).
    step("The Equipped tab lists worn items: stage the cap's removal (red).");
    await card(dresser, CAP).locator('[data-card-main]').click();
    expect(await card(dresser, CAP).getAttribute('data-pending')).toBe('unequip');
    // All items: the hoodie goes on (green) and pushes the stripes off (red).
    step('All items: the hoodie goes on (green) and pushes the stripes off (red).');
    await inv.getByRole('tab', { name: /^All/ }).click();
    await inv.getByTestId('inventory-search').fill('comfy');
    await card(dresser, HOODIE).locator('[data-card-main]').click();
    expect(await card(dresser, HOODIE).getAttribute('data-pending')).toBe('equip');
    await inv.getByTestId('inventory-search').fill('');
    expect(await card(dresser, STRIPES).getAttribute('data-pending')).toBe('unequip');
    expect(await dresser.getByTestId('pending-count').textContent()).toBe('3 pending');
    // Nothing was sent yet.
    step('Nothing was sent yet.');
    expect((await serverLook('Dresser')).hat).toBe(CAP);

    await dresser.getByTestId('inventory-apply').click();
    await toastText(dresser, INVENTORY_TEXT.applied);
    const after = await serverLook('Dresser');
    expect(after.hat).toBeNull();
    expect(after.top).toBe(HOODIE);
    expect(await dresser.getByTestId('pending-count').textContent()).toBe('0 pending');
    await watcherSeesNewLook();

    // Size: slide, close without applying, and the sliders are back where they were.
    step('Size: slide, close without applying, and the sliders are back where they were.');
    await dresser.getByTestId('open-size').click();
    const height = dresser.getByTestId('size-height').locator('[role="slider"]');
    await height.focus();
    for (let i = 0; i < 3; i++) await height.press('ArrowRight');
    expect(await dresser.getByTestId('size-height-value').textContent()).toBe('+3%');
    // Escape closes the drawer only (the inventory stays open).
    await dresser.keyboard.press('Escape');
    await dresser.getByTestId('size-apply').waitFor({ state: 'detached' });
    expect(await dresser.getByTestId('inventory').count()).toBe(1);
    await dresser.getByTestId('open-size').click();
    await expect.poll(() => dresser.getByTestId('size-height-value').textContent()).toBe('0%');
    expect((await serverLook('Dresser')).height).toBe(1);

    // Reset to Default (0.999) and apply: the town draws the new size.
    step('Reset to Default (0.999) and apply: the town draws the new size.');
    await dresser.getByTestId('size-reset').click();
    expect(await dresser.getByTestId('size-height-value').textContent()).toBe('-0.1%');
    expect(await dresser.getByTestId('size-width-value').textContent()).toBe('-0.1%');
    await dresser.getByTestId('size-apply').click();
    await expect.poll(async () => (await serverLook('Dresser')).height).toBe(0.999);
    await expect.poll(async () => (await seenLook(watcher, 'Dresser'))?.height, { timeout: 30_000, interval: 250 }).toBe(0.999);
  }, SLOW);
});

describe('the avatar zoom, without the town', () => {
  /** The zoomed avatar's picture and its frame: layout heights in CSS px (the dialog's opening scale does not count). */
  const sizes = (page: Page, within: string) =>
    page.evaluate((sel) => {
      const root = document.querySelector(sel)!;
      const frame = root.querySelector<HTMLElement>('[data-testid="zoom-frame"]')!;
      const picture = root.querySelector<HTMLElement>('[data-testid="zoom-frame"] [role="img"]')!;
      return { frame: frame.offsetHeight, picture: picture.offsetHeight };
    }, within);

  it('zooms the wardrobe and the avatar editor previews from 50% to 200% inside a frame that keeps its size', async () => {
    const page = await chromium.newPage();
    try {
      await keepAdAway(page);
      const email = 'zoomer@town.test';
      const password = 'a cosy password';
      expect((await page.request.post(`${server.url}/game-api/register`, { data: { username: 'Zoomer', email, password, confirmPassword: password, gender: 1 } })).status()).toBe(200);
      expect((await page.request.post(`${server.url}/api/auth/login`, { data: { email, password } })).status()).toBe(200);
      await page.goto(`${server.url}/?town=off`);
      await page.waitForFunction(() => !!window.__oldroadDialogs);

      await page.evaluate(() => window.__oldroadDialogs!.open('wardrobe'));
      const stage = page.getByTestId('preview-stage');
      await stage.getByTestId('zoom-frame').waitFor();
      expect(await stage.getByTestId('zoom-value').textContent()).toBe('100%');
      const at100 = await sizes(page, '[data-testid="preview-stage"]');
      expect(at100.picture).toBe(at100.frame);
      for (let i = 0; i < 4; i++) await stage.getByTestId('zoom-in').click();
      expect(await stage.getByTestId('zoom-value').textContent()).toBe('200%');
      expect(await stage.getByTestId('zoom-in').isDisabled()).toBe(true);
      const at200 = await sizes(page, '[data-testid="preview-stage"]');
      expect(at200.frame).toBe(at100.frame);
      expect(Math.abs(at200.picture - 2 * at100.frame)).toBeLessThanOrEqual(1);
      // The percentage goes back to 100%.
      await stage.getByTestId('zoom-value').click();
      expect(await stage.getByTestId('zoom-value').textContent()).toBe('100%');

      // The avatar editor offers the same control; it zooms out to half.
      await page.evaluate(() => window.__oldroadDialogs!.open('avatarEditor'));
      const editor = page.getByTestId('avatar-editor').getByTestId('preview-stage');
      await editor.getByTestId('zoom-frame').waitFor();
      for (let i = 0; i < 2; i++) await editor.getByTestId('zoom-out').click();
      expect(await editor.getByTestId('zoom-value').textContent()).toBe('50%');
      expect(await editor.getByTestId('zoom-out').isDisabled()).toBe(true);
      const half = await sizes(page, '[data-testid="avatar-editor"] [data-testid="preview-stage"]');
      expect(Math.abs(half.picture - half.frame / 2)).toBeLessThanOrEqual(1);
    } finally {
      await page.context().close();
    }
  }, SLOW);
});
