import { create } from 'zustand';
import type { DialogName } from '@common/dialogs';

/** The dialog host's state: open by name with props, with back and forward history. */
export interface DialogEntry {
  name: DialogName;
  props?: Record<string, unknown>;
}

interface DialogState {
  history: DialogEntry[];
  index: number; // -1: nothing open
  open(name: DialogName, props?: Record<string, unknown>): void;
  /** Show another dialog in the current one's place (a different view of the same thing): no new history entry. */
  replace(name: DialogName, props?: Record<string, unknown>): void;
  close(): void;
  back(): void;
  forward(): void;
}

export const useDialogs = create<DialogState>()((set) => ({
  history: [],
  index: -1,
  open: (name, props) =>
    set((s) => {
      const kept = s.history.slice(0, s.index + 1);
      return { history: [...kept, { name, props }], index: kept.length };
    }),
  replace: (name, props) =>
    set((s) => {
      if (s.index < 0) return { history: [{ name, props }], index: 0 };
      const history = [...s.history];
      history[s.index] = { name, props };
      return { history };
    }),
  close: () => set({ history: [], index: -1 }),
  back: () => set((s) => ({ index: Math.max(0, s.index - 1) })),
  forward: () => set((s) => ({ index: Math.min(s.history.length - 1, s.index + 1) })),
}));

export const currentDialog = (s: Pick<DialogState, 'history' | 'index'>): DialogEntry | null => (s.index >= 0 ? (s.history[s.index] ?? null) : null);

declare global {
  interface Window {
    /** Browser tests only (navigator.webdriver): open a dialog by name with props. */
    __oldroadDialogs?: Pick<DialogState, 'open' | 'close'>;
  }
}
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  window.__oldroadDialogs = { open: (name, props) => useDialogs.getState().open(name, props), close: () => useDialogs.getState().close() };
}
