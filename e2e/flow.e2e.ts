import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STARTING_GEMS } from '@common/accounts';
import { areAdjacent, FLOW_CELLS, FLOW_MULTIPLIERS, flowHonorText, isValidSwap, playMove, possibleMoves, type FlowGameState, type Swap } from '@common/games/flow';
import { useBrowser } from './support/browser';
import { E2E_ART_DIR } from './support/art';
import { useServer } from './support/server';
import { showsPlayers, signedInPage, SLOW } from './support/town';

/** Entering the town (WebGL in software) can take minutes on a busy machine. */
const TOWN_MS = 360_000;
const VERY_SLOW = TOWN_MS + SLOW;

/**
 * FLOW as a new player tries it (issue 12, "Done when"): opened from the level ring in town,
 * an invalid swap and valid ones (found through the test-only debug hook), a chain with its
 * label, a 2x multiplier bought with gems, honor and the level ring rising from the server's
 * replay; after a reload the high score and honor are still there.
 */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const chromium = useBrowser();

type HookState = FlowGameState & { id: string };
const gameState = (page: Page) => page.evaluate(() => window.__oldroadFlow!.state()) as Promise<HookState>;
const settled = (page: Page) => page.waitForFunction(() => window.__oldroadFlow && !window.__oldroadFlow.busy(), null, { timeout: 30_000 });
const text = async (page: Page, id: string) => (await page.getByTestId(id).textContent())?.trim() ?? '';
const ringLabel = async (page: Page) => (await page.getByTestId('level-ring').getAttribute('aria-label')) ?? '';

/** Taps two cells of the board, as a player clicks one gem and then its neighbour. */
async function swap(page: Page, { a, b }: Swap): Promise<void> {
  const box = (await page.getByTestId('flow-board').boundingBox())!;
  const at = (cell: number) => ({ x: box.x + ((cell % 6) + 0.5) * (box.width / 6), y: box.y + (Math.floor(cell / 6) + 0.5) * (box.height / 6) });
  await page.mouse.click(at(a).x, at(a).y);
  await page.mouse.click(at(b).x, at(b).y);
}

/** A move whose chain has 2 or more rounds on this board, if there is one. */
function chainMove(state: FlowGameState): Swap | null {
  return possibleMoves(state.board).find((m) => (playMove(state, m)?.combo ?? 0) >= 2) ?? null;
}

async function openFlow(page: Page): Promise<void> {
  await page.getByTestId('level-ring').click();
  await page.getByTestId('flow-dialog').waitFor();
  await page.waitForFunction(() => !!window.__oldroadFlow?.state(), null, { timeout: 60_000 });
  await settled(page);
}

describe('FLOW', () => {
  let page: Page;
  let score = 0;
  let honor = '';

  it('opens from the level ring in town', async () => {
    page = await signedInPage(chromium, server, 'Gemma');
    await showsPlayers(page, 1, TOWN_MS);
    expect(await ringLabel(page)).toContain('Level 0, 0%');
    await openFlow(page);
    expect(await text(page, 'flow-honor')).toBe('0.00');
    expect(await text(page, 'flow-score')).toBe('0');
    const state = await gameState(page);
    expect(state.board).toHaveLength(FLOW_CELLS);
    expect(await text(page, 'flow-moves')).toBe(String(possibleMoves(state.board).length));
  }, VERY_SLOW);

  it('refuses an invalid swap with a sound and changes nothing', async () => {
    const before = await gameState(page);
    let invalid: Swap | null = null;
    for (let a = 0; a < FLOW_CELLS && !invalid; a++)
      for (const b of [a + 1, a + 6]) if (areAdjacent(a, b) && !isValidSwap(before.board, { a, b })) invalid = invalid ?? { a, b };
    await swap(page, invalid!);
    await page.waitForFunction(() => window.__oldroadFlow!.sounds().includes('invalid'));
    await settled(page);
    expect(await gameState(page)).toEqual(before);
  }, SLOW);

  it('buys a 2x multiplier for 5 gems', async () => {
    expect(await text(page, 'gems-value')).toBe(String(STARTING_GEMS));
    await page.getByTestId('flow-buy-2').click();
    await expect.poll(() => text(page, 'gems-value')).toBe(String(STARTING_GEMS - FLOW_MULTIPLIERS[2].gems));
    await expect.poll(() => text(page, 'flow-multiplier-status')).toMatch(/^2x · [45]:\d\d left$/);
    expect(await page.getByTestId('flow-buy-2').isDisabled()).toBe(true);
    expect(await page.getByTestId('flow-buy-7').isDisabled()).toBe(true);
  }, SLOW);

  it('valid swaps score, a chain shows its label, and honor and the level ring rise', async () => {
    const first = await page.evaluate(() => window.__oldroadFlow!.suggest());
    expect(first).not.toBeNull();
    await swap(page, first!);
    await settled(page);
    expect((await gameState(page)).moves).toBe(1);
    expect(Number(await text(page, 'flow-score'))).toBeGreaterThanOrEqual(30);

    // Play on (a chain move when the board has one) until a chain of 2+ rounds shows its label.
    let label = '';
    for (let i = 0; i < 40 && !label; i++) {
      const state = await gameState(page);
      const move = chainMove(state) ?? (await page.evaluate(() => window.__oldroadFlow!.suggest()))!;
      const labelShown = page.getByTestId('flow-label').waitFor({ timeout: 8000 }).then(
        () => page.getByTestId('flow-label').textContent(),
        () => '',
      );
      await swap(page, move);
      if ((playMove(state, move)?.combo ?? 0) >= 2) label = (await labelShown) ?? '';
      await settled(page);
    }
    expect(['Great!', 'Awesome!', 'Amazing!', 'Incredible!', 'Unbelievable!']).toContain(label);

    // The server replayed every swap: honor rose (2x) and the ring filled.
    await expect.poll(() => text(page, 'flow-honor'), { timeout: 15_000 }).not.toBe('0.00');
    await expect.poll(() => ringLabel(page)).not.toContain('Level 0, 0%');
    score = (await gameState(page)).score;
    expect(Number((await text(page, 'flow-score')).replace(/,/g, ''))).toBe(score);
    expect(Number((await text(page, 'flow-high-score')).replace(/,/g, ''))).toBe(score);
    // Honor as the server answered it: the balance, stored / 100.
    const serverHonor = async () => ((await (await page.request.get(`${server.url}/api/auth/session`)).json()) as { user: { honor: number } }).user.honor;
    await expect.poll(async () => flowHonorText(await serverHonor()) === (await text(page, 'flow-honor'))).toBe(true);
    expect(await serverHonor()).toBeGreaterThan(0);
    honor = await text(page, 'flow-honor');
  }, VERY_SLOW);

  it('after a reload the high score and honor are still there', async () => {
    await page.reload();
    await showsPlayers(page, 1, TOWN_MS);
    await openFlow(page);
    await expect.poll(() => text(page, 'flow-high-score')).toBe(score.toLocaleString('en-US'));
    expect(await text(page, 'flow-honor')).toBe(honor);
    // The live game resumes where it was.
    expect((await gameState(page)).score).toBe(score);
  }, VERY_SLOW);
});
