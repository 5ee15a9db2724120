import { FLOW_STORAGE } from '@common/games/flow';

/**
 * FLOW's browser-kept values (avatar-economy §3): highestScore, honor, nextMultiplierTime and
 * largestCombo. The server keeps the truth; these let the dialog show the last known values
 * at once, before the state call answers.
 */
export type FlowKept = { highestScore: number; honor: number; nextMultiplierTime: number; largestCombo: number };

export function readKept(): FlowKept {
  const num = (key: string) => {
    const n = Number(localStorage.getItem(key));
    return Number.isFinite(n) && n > 0 ? n : 0;
  };
  return {
    highestScore: num(FLOW_STORAGE.highestScore),
    honor: num(FLOW_STORAGE.honor),
    nextMultiplierTime: num(FLOW_STORAGE.nextMultiplierTime),
    largestCombo: num(FLOW_STORAGE.largestCombo),
  };
}

export function keep(values: Partial<FlowKept>): void {
  for (const [k, v] of Object.entries(values) as [keyof FlowKept, number][]) localStorage.setItem(FLOW_STORAGE[k], String(v));
}
