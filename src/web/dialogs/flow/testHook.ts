import type { RefObject } from 'react';
import type { FlowGame } from '@common/api/routes/flow';
import { randomPossibleMove, type FlowGameState, type Swap } from '@common/games/flow';
import { soundsPlayed, type FlowSound } from './sound';

/**
 * FLOW's debug hook (avatar-economy §9), installed only when a test drives the browser
 * (navigator.webdriver), like the town's (src/web/game/testHook.ts): `suggest()` names a random
 * possible move; `state()` is the local game (board, generator, score, moves); `busy()` is true
 * while the board animates; `sounds()` lists the sounds played. Players never get it.
 */
export interface FlowTestHook {
  suggest(): Swap | null;
  state(): (FlowGameState & { id: string }) | null;
  busy(): boolean;
  sounds(): FlowSound[];
}

declare global {
  interface Window {
    __oldroadFlow?: FlowTestHook;
  }
}

export function installFlowTestHook(game: RefObject<FlowGame | null>, busy: RefObject<boolean>): () => void {
  if (!navigator.webdriver) return () => {};
  window.__oldroadFlow = {
    suggest: () => (game.current ? randomPossibleMove(game.current.state.board) : null),
    state: () => (game.current ? { id: game.current.id, ...structuredClone(game.current.state) } : null),
    busy: () => busy.current,
    sounds: soundsPlayed,
  };
  return () => {
    delete window.__oldroadFlow;
  };
}
