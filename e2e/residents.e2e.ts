import { describe, expect, it } from 'vitest';
import { RESIDENT_GREETINGS, RESIDENT_TEXT } from '../src/common/world/residents';
import { E2E_ART_DIR } from './support/art';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { positions, showsPlayers, signedInPage, SLOW } from './support/town';

/**
 * What a newcomer meets in the demo town (issue 22 §3): the demo residents are in town, dressed,
 * walking; one comes over and greets them by name (a bubble and a line in the chat); their
 * profile says they are residents of the demo.
 */
const server = useServer(
  { ART_DIR: E2E_ART_DIR },
  // Whoever is free walks over at once, and strolls are short, so the story takes seconds.
  { demo: true, residents: { noticeRadius: 6000, pauseMs: [1500, 4000] } },
);
const chromium = useBrowser();
const RESIDENTS = ['Ava', 'Bruno', 'Dario', 'Esme'];
/** How close each resident has come to the player, by name (noted in the page). */
type Closest = { __closest: Record<string, number>; __closestTimer: number };

describe('a newcomer in the demo town', () => {
  it('meets the residents: dressed, walking, one comes over to say hello, and their profile says who they are', async () => {
    const page = await signedInPage(chromium, server, 'Nell');
    await showsPlayers(page, 5);
    expect((await positions(page)).map((p) => p.username).sort()).toEqual([...RESIDENTS, 'Nell']);

    // Each wears their own outfit.
    const looks = await page.evaluate(() => window.__oldroadTown?.looks() ?? []);
    expect(new Set(looks.filter((l) => RESIDENTS.includes(l.username)).map((l) => l.look)).size).toBe(4);

    // They walk: someone is soon somewhere else.
    const before = await positions(page);
    await page.waitForFunction(
      ([names, was]) =>
        (window.__oldroadTown?.positions() ?? []).some((p) => {
          const w = was.find((q) => q.username === p.username);
          return names.includes(p.username) && !!w && Math.hypot(p.x - w.x, p.y - w.y) > 40;
        }),
      [RESIDENTS, before] as const,
      { timeout: 60_000 },
    );

    // One comes over and greets Nell: a line in the chat window and a bubble over them. The page
    // notes how close each resident comes to her meanwhile.
    await page.evaluate(() => {
      const noted: Record<string, number> = {};
      (window as unknown as Closest).__closest = noted;
      (window as unknown as Closest).__closestTimer = window.setInterval(() => {
        const all = window.__oldroadTown?.positions() ?? [];
        const me = all.find((p) => p.local);
        if (!me) return;
        for (const p of all) if (!p.local) noted[p.username] = Math.min(noted[p.username] ?? Infinity, Math.hypot(p.x - me.x, p.y - me.y));
      }, 50);
    });
    const greetings = RESIDENT_GREETINGS.map((g) => g('Nell'));
    const line = page.getByTestId('chat-message').filter({ hasText: 'Nell' }).first();
    await line.waitFor({ timeout: 90_000 });
    const text = (await line.textContent()) ?? '';
    const greeter = RESIDENTS.find((r) => text.startsWith(`${r}:`));
    expect(greeter, text).toBeDefined();
    expect(greetings.some((g) => text.endsWith(g))).toBe(true);
    // They came over: shown beside Nell around the greeting (the town says it within 260 of her;
    // they stroll on soon after, and a canvas slowed by a busy machine draws it all late).
    const closest = () => page.evaluate((n) => (window as unknown as Closest).__closest[n] ?? Infinity, greeter!);
    await expect.poll(closest, { timeout: 10_000 }).toBeLessThan(400);
    await page.evaluate(() => clearInterval((window as unknown as Closest).__closestTimer));
    // The bubble is drawn by the canvas on its next frame, which may come after the chat line.
    await expect
      .poll(async () => {
        const bubbles = await page.evaluate(() => window.__oldroadTown?.bubbles() ?? []);
        return bubbles.find((b) => b.username === greeter)?.messages.some((m) => greetings.includes(m)) ?? false;
      }, { timeout: 10_000 })
      .toBe(true);

    // Their name in the chat opens their card: marked as a resident of the demo, and so is their profile.
    await line.getByRole('button', { name: `${greeter}:` }).click();
    const card = page.getByTestId('profile-popup');
    await expect.poll(() => card.getByTestId('resident-marker').textContent(), { timeout: 30_000 }).toBe(RESIDENT_TEXT.marker);
    await card.getByTestId('popup-view-profile').click();
    const header = page.getByTestId('profile-header');
    await expect.poll(() => header.getByTestId('resident-marker').textContent(), { timeout: 30_000 }).toBe(RESIDENT_TEXT.marker);
    expect(await header.getByTestId('player-name').textContent()).toBe(greeter);
  }, SLOW);
});
