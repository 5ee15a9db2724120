import { create } from 'zustand';
import type { DialogName } from '@common/dialogs';
import type { DialogPropsMap } from '../dialogs/props';

/** One dialog of the history: its name and the props it was opened with (DialogPropsMap). */
export type DialogEntry = { [N in DialogName]: { name: N; props?: DialogPropsMap[N] } }[DialogName];

/** The dialog host's state: open by name with props, with back and forward history. */

interface DialogState {
  history: DialogEntry[];
  index: number; // -1: nothing open
  open<N extends DialogName>(name: N, props?: DialogPropsMap[N]): void;
  /** Show another dialog in the current one's place (a different view of the same thing): no new history entry. */
  replace<N extends DialogName>(name: N, props?: DialogPropsMap[N]): void;
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
      return { history: [...kept, entry(name, props)], index: kept.length };
    }),
  replace: (name, props) =>
    set((s) => {
      if (s.index < 0) return { history: [entry(name, props)], index: 0 };
      const history = [...s.history];
      history[s.index] = entry(name, props);
      return { history };
    }),
  close: () => set({ history: [], index: -1 }),
  back: () => set((s) => ({ index: Math.max(0, s.index - 1) })),
  forward: () => set((s) => ({ index: Math.min(s.history.length - 1, s.index + 1) })),
}));

/** The one place a name and its props are paired (open's signature already checked them). */
function entry<N extends DialogName>(name: N, props: DialogPropsMap[N] | undefined): DialogEntry {
  return { name, props } as DialogEntry;
}

export const currentDialog = (s: Pick<DialogState, 'history' | 'index'>): DialogEntry | null => (s.index >= 0 ? (s.history[s.index] ?? null) : null);

declare global {
  interface Window {
    /** Browser tests only (navigator.webdriver): open a dialog by name with props (not checked: tests may try anything). */
    __oldroadDialogs?: { open(name: DialogName, props?: Record<string, unknown>): void; close(): void };
  }
}
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  window.__oldroadDialogs = { open: (name, props) => useDialogs.getState().open(name, props as DialogPropsMap[DialogName]), close: () => useDialogs.getState().close() };
}
