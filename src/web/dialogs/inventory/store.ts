import { create } from 'zustand';
import { EMPTY_STAGING, type Staging } from '@common/economy/staging';

export type WindowState = 'closed' | 'open' | 'minimized';

/**
 * The in-world inventory's state that outlives one frame: the staged changes (kept when the
 * dialog is minimised into the town's floating window and back) and that window's place.
 */
interface InventoryState {
  staging: Staging;
  setStaging(s: Staging): void;
  window: WindowState;
  /** Top-left corner of the floating window; null: centred. */
  position: { x: number; y: number } | null;
  setWindow(w: WindowState): void;
  setPosition(p: { x: number; y: number } | null): void;
}

export const useInventoryStore = create<InventoryState>()((set) => ({
  staging: EMPTY_STAGING,
  setStaging: (staging) => set({ staging }),
  window: 'closed',
  position: null,
  setWindow: (window) => set({ window }),
  setPosition: (position) => set({ position }),
}));

/** The staging as a [value, setter] pair for useStagedChanges. */
export const useInventoryStaging = () => {
  const staging = useInventoryStore((s) => s.staging);
  const setStaging = useInventoryStore((s) => s.setStaging);
  return [staging, setStaging] as const;
};
