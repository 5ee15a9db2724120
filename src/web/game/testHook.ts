import type { Town } from './engine/town';
import { useTown } from './store';

/**
 * Browser-test hook, installed only when a test drives the browser (navigator.webdriver):
 * `window.__oldroadTown.positions()` lists every avatar's feet position, frame and whether it
 * is the local player; `screenOf(username)` gives the screen point to click an avatar;
 * `bubbles()` lists the speech bubbles showing (username and messages); `looks()` gives each
 * player's look hash as this page's town has it (the canvas loads cdn.lookSheet(look); both
 * change in the same user_updated handler).
 * Players never get it.
 */
export interface TownTestHook {
  positions: Town['positions'];
  screenOf: Town['screenOf'];
  bubbles: Town['bubbleTexts'];
  /** Who shows the Resident crown over their name. */
  crowned: Town['crowned'];
  looks: () => { username: string; look: string; width: number; height: number }[];
}

declare global {
  interface Window {
    __oldroadTown?: TownTestHook;
  }
}

const looks = () =>
  useTown.getState().players.map((p) => ({ username: p.username, look: p.look, width: p.customization.width, height: p.customization.height }));

export function installTestHook(town: Town): () => void {
  if (!navigator.webdriver) return () => {};
  window.__oldroadTown = { positions: () => town.positions(), screenOf: (u) => town.screenOf(u), bubbles: () => town.bubbleTexts(), crowned: () => town.crowned(), looks };
  return () => {
    delete window.__oldroadTown;
  };
}

/**
 * Browser tests of dialogs open the app with `?town=off`: no canvas and no connection (the
 * town's WebGL context costs 10-15 s of CPU in headless Chromium). Players never get it.
 */
export const townDisabledForTests = (): boolean => navigator.webdriver && new URLSearchParams(location.search).get('town') === 'off';
