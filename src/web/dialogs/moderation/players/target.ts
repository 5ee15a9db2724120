import { create } from 'zustand';

/**
 * Which player the Players tab shows. Other tabs (a case's reported player) may point it at
 * someone: `useLookupTarget.getState().show(username)`, then open the dialog at tab 'players'.
 */
export const useLookupTarget = create<{ username: string | null; show(username: string): void }>()((set) => ({
  username: null,
  show: (username) => set({ username }),
}));
